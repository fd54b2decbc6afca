import { ScoreBar } from "@/components/ui/ScoreBar";
import { ScoreRing } from "@/components/ui/ScoreRing";
import { clampScore } from "@/components/ui/score-color";
import type { IdeaView } from "@/lib/contracts/ideas";
import { formatMarketSize } from "./format";

/**
 * The AI score gauge (the score ring, read as one image 'AI score: N out of 100'); its label
 * below it, or beside it when `inline` (in a line of text on narrow cards).
 */
export function AiScoreGauge({ value, size = 64, inline = false }: { value: number; size?: number; inline?: boolean }) {
  const v = Math.round(clampScore(value));
  return (
    <ScoreRing value={v} label="AI score" size={size} inline={inline} accessibleName={`AI score: ${v} out of 100`} />
  );
}

/** Demand, simplicity and innovation as labelled bars (text first; the bar is decorative). */
export function ScoreBars({ idea }: { idea: IdeaView }) {
  return (
    <ul className="space-y-2.5">
      <li>
        <ScoreBar label="Demand" value={idea.demand_score} />
      </li>
      <li>
        <ScoreBar label="Simplicity" value={idea.simplicity_score} />
      </li>
      <li>
        <ScoreBar label="Innovation" value={idea.innovation_score} />
      </li>
    </ul>
  );
}

function PeopleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-slate-500">
      <path d="M7 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.5 1a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM1.6 15.5A5.5 5.5 0 0 1 12.4 15.5.9.9 0 0 1 11.5 17h-9a.9.9 0 0 1-.9-1.5Zm12.3 1.5h3.6a.9.9 0 0 0 .9-1.2 4.5 4.5 0 0 0-5.7-2.9 7 7 0 0 1 1.2 4.1Z" />
    </svg>
  );
}

function LaunchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-slate-500">
      <path d="M11.6 2.2c2.1-.7 4.4-.6 5.6-.3.3 1.2.4 3.5-.3 5.6-.6 1.7-1.8 3.3-3.5 4.6l.3 2.6a1 1 0 0 1-.4.9l-2.7 2a.6.6 0 0 1-1-.4l-.3-2.7-3.7-3.7-2.7-.3a.6.6 0 0 1-.4-1l2-2.7a1 1 0 0 1 .9-.4l2.6.3c1.3-1.7 2.9-2.9 4.6-3.5ZM13 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM4.5 13.6c.8-.2 1.6 0 2.2.6.6.6.8 1.4.6 2.2-.3 1.2-2.5 1.8-3.9 2 .2-1.4.8-3.6 2-3.9l-.9-.9Z" />
    </svg>
  );
}

/**
 * Market size (from millions of USD) and who is building the idea, as two
 * numbers that mean different things: app users who claimed it (number_developing), and launch
 * posts seen in the sources (only for an idea with pipeline evidence; never a made-up figure).
 * `explained` adds a visible line saying what each number counts (the details dialog).
 */
export function IdeaFacts({ idea, explained = false }: { idea: IdeaView; explained?: boolean }) {
  const launches = idea.evidence_summary?.launch_posts;
  return (
    <div>
      <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700">
        <div className="flex items-baseline gap-1.5">
          <dt className="text-slate-600">Market size</dt>
          <dd className="font-semibold text-slate-900">{formatMarketSize(idea.market_size)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">App users who claimed this idea</dt>
          <PeopleIcon />
          <dd>
            <span className="font-semibold text-slate-900">{idea.number_developing}</span> building this
          </dd>
        </div>
        {launches != null && (
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Launch posts seen in the sources</dt>
            <LaunchIcon />
            <dd>
              <span className="font-semibold text-slate-900">{launches}</span>{" "}
              {launches === 1 ? "launch post" : "launch posts"} seen
            </dd>
          </div>
        )}
      </dl>
      {explained && (
        <p data-testid="builders-meaning" className="mt-1.5 text-xs leading-relaxed text-slate-600">
          Building this: users of this app who claimed the idea.
          {launches != null && " Launch posts: people in the sources saying they built something for this need."}
        </p>
      )}
    </div>
  );
}
