import { ScoreRing } from "@/components/landing/ScoreGauge";
import type { IdeaView } from "@/lib/server/ideas/view";
import { Highlight } from "./Highlight";

/** One search result: title, summary and quote with matched words marked, AI score gauge and metrics. */
export function ResultCard({ idea, words }: { idea: IdeaView; words: string[] }) {
  const stats: [string, number][] = [
    ["Innovation", idea.innovation_score],
    ["Demand", idea.demand_score],
    ["Simplicity", idea.simplicity_score],
    ["Developing", idea.number_developing],
  ];
  return (
    <article data-testid="search-result" className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="min-w-0 flex-1">
        <span className="inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{idea.category}</span>
        <h2 className="mt-1 text-lg font-semibold text-slate-900">
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
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {stats.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt>{label}:</dt>
              <dd className="font-semibold text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="shrink-0">
        <ScoreRing value={idea.overall} label="AI Score" size={72} />
      </div>
    </article>
  );
}
