"use client";

import { memo, useId } from "react";
import { EvidenceLine } from "@/components/idea-board/EvidenceLine";
import { IdeaCardActions } from "@/components/idea-board/IdeaCardActions";
import { AiScoreGauge } from "@/components/idea-board/IdeaScores";
import { categoryBadgeClass } from "@/components/idea-board/styles";
import { useClaim } from "@/components/idea-board/use-claim";
import type { IdeaView } from "@/lib/contracts/ideas";
import { Highlight } from "./Highlight";

interface Props {
  idea: IdeaView;
  words: string[];
  onDeveloping: (id: number, numberDeveloping: number) => void;
}

/**
 * One search result: title, summary and quote with the matched words marked, the AI score gauge
 * (its own column from 640 px, in the category line below that, so the text keeps the card's
 * width), the evidence line (mentions and trend) and metrics; 'View details' opens the Idea
 * Board's detail dialog, and the claim button works as on the board (a release of a project with
 * work asks first). Drawn again only when its props change (not for the page's other updates).
 */
export const ResultCard = memo(function ResultCard({ idea, words, onDeveloping }: Props) {
  const id = useId();
  const claim = useClaim(idea.id, (n) => onDeveloping(idea.id, n));
  const stats: [string, number][] = [
    ["Innovation", idea.innovation_score],
    ["Demand", idea.demand_score],
    ["Simplicity", idea.simplicity_score],
    ["Developing", idea.number_developing],
    // Launch posts seen in the sources: their own number beside the app's claims, never added to them.
    ...(idea.evidence_summary ? ([["Launch posts", idea.evidence_summary.launch_posts]] as [string, number][]) : []),
  ];
  return (
    <article
      data-testid="search-result"
      data-idea-id={idea.id}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex items-center justify-between gap-3">
            <span className={categoryBadgeClass}>
              <span className="sr-only">Category: </span>
              {idea.category}
            </span>
            <div className="sm:hidden">
              <AiScoreGauge value={idea.overall} size={44} inline />
            </div>
          </div>
          <h2 id={`${id}-title`} className="mt-1 text-lg font-semibold text-slate-900">
            <Highlight text={idea.idea_summary} words={words} />
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            <Highlight text={idea.idea_details} words={words} />
          </p>
          {idea.complaint_summary && (
            <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm italic text-slate-600">
              <Highlight text={idea.complaint_summary} words={words} />
            </blockquote>
          )}
          {idea.evidence_summary && (
            <div className="mt-3">
              <EvidenceLine summary={idea.evidence_summary} />
            </div>
          )}
          <dl
            className={`${idea.evidence_summary ? "mt-2" : "mt-3"} flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600`}
          >
            {stats.map(([label, value]) => (
              <div key={label} className="flex gap-1">
                <dt>{label}:</dt>
                <dd className="font-semibold text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="hidden sm:block">
          <AiScoreGauge value={idea.overall} size={72} />
        </div>
      </div>
      <IdeaCardActions idea={idea} claim={claim} className="mt-4" />
    </article>
  );
});
