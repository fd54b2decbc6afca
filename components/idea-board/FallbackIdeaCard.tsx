import type { FallbackIdea } from "./fallback-ideas";
import { formatMarketSize } from "./format";
import { categoryBadgeClass } from "./styles";

/** A sample idea, shown when the board could not be loaded: an example only, so no claim button. */
export function FallbackIdeaCard({ sample, index }: { sample: FallbackIdea; index: number }) {
  const titleId = `sample-idea-${index}`;
  const facts = [
    { label: "Industry", value: sample.industry },
    { label: "Market size", value: formatMarketSize(sample.marketSize) },
    { label: "Difficulty", value: sample.difficulty },
    { label: "Demand", value: sample.demand },
  ];
  return (
    <article
      aria-labelledby={titleId}
      data-sample-idea=""
      className="flex h-full flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <span className={categoryBadgeClass}>
          <span className="sr-only">Category: </span>
          <span>{sample.category}</span>
        </span>
        <span className="text-xs font-medium text-slate-600">Sample idea</span>
      </div>
      <div>
        <h3 id={titleId} className="text-base font-semibold leading-snug text-slate-900">
          {sample.title}
        </h3>
        <p className="mt-1 text-sm font-medium text-slate-600">{sample.tagline}</p>
      </div>
      <p className="text-sm leading-relaxed text-slate-700">{sample.description}</p>
      <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
