import { formatMarketSize } from "@/components/idea-board/format";
import type { LandingFeatured } from "@/lib/contracts/ideas";
import { ScoreBar } from "@/components/ui/ScoreBar";
import { ScoreRing } from "@/components/ui/ScoreRing";

function Building({ n }: { n: number }) {
  if (n === 0) return <span>No founders are building this yet</span>;
  return (
    <span>
      <span className="font-semibold text-slate-900">{n === 1 ? "1 founder" : `${n} founders`}</span>{" "}
      {n === 1 ? "is" : "are"} building this
    </span>
  );
}

/** A real idea from the library (never its paid analysis), laid out as the app shows it, with its score gauges. */
export function SampleIdeaCard({ idea }: { idea: LandingFeatured }) {
  const scores = [
    { label: "Demand", value: idea.demandScore },
    { label: "Simplicity", value: idea.simplicityScore },
    { label: "Innovation", value: idea.innovationScore },
  ];
  return (
    <article
      aria-labelledby="sample-idea-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">{idea.category}</span>
        <span className="text-xs font-medium text-slate-600">Featured idea</span>
      </div>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h3 id="sample-idea-title" className="text-lg font-semibold leading-snug text-slate-900">
            {idea.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{idea.description}</p>
        </div>
        <div className="self-center sm:self-start">
          <ScoreRing value={idea.overall} label="AI score" />
        </div>
      </div>
      <figure className="mt-5 rounded-xl bg-slate-50 p-4">
        <blockquote className="text-sm italic leading-relaxed text-slate-700">
          <p>&ldquo;{idea.complaintSummary}&rdquo;</p>
        </blockquote>
        <figcaption className="mt-2 text-xs text-slate-600">Paraphrased and anonymised forum complaint</figcaption>
      </figure>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {scores.map((score) => (
          <li key={score.label}>
            <ScoreBar label={score.label} value={score.value} />
          </li>
        ))}
        <li className="flex items-baseline justify-between text-sm">
          <span className="font-medium text-slate-700">Market size</span>
          <span className="font-semibold tabular-nums text-slate-900">{formatMarketSize(idea.marketSize)}</span>
        </li>
      </ul>
      <p className="mt-5 flex items-center gap-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-slate-500">
          <path d="M7 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.5 1a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM1.6 15.5A5.5 5.5 0 0 1 12.4 15.5.9.9 0 0 1 11.5 17h-9a.9.9 0 0 1-.9-1.5Zm12.3 1.5h3.6a.9.9 0 0 0 .9-1.2 4.5 4.5 0 0 0-5.7-2.9 7 7 0 0 1 1.2 4.1Z" />
        </svg>
        <Building n={idea.numberDeveloping} />
      </p>
    </article>
  );
}
