import { ScoreBar, ScoreRing } from "./ScoreGauge";

const SAMPLE = {
  category: "Work",
  title: "Rota planner for small dog-walking businesses",
  description:
    "A booking calendar that fills the gaps between client walks automatically and texts owners when a walker is running late.",
  complaint:
    "Every Sunday evening I rebuild next week's walking schedule by hand, and one cancellation breaks the whole thing.",
  aiScore: 84,
  scores: [
    { label: "Demand", value: 88 },
    { label: "Simplicity", value: 72 },
    { label: "Innovation", value: 41 },
    { label: "Market size", value: 63 },
  ],
  building: 3,
};

/** A static example of how an idea card looks in the app, with its score gauges. */
export function SampleIdeaCard() {
  return (
    <article aria-labelledby="sample-idea-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5">
      <div className="flex items-center justify-between gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">{SAMPLE.category}</span>
        <span className="text-xs font-medium text-slate-600">Sample idea</span>
      </div>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex-1">
          <h3 id="sample-idea-title" className="text-lg font-semibold leading-snug text-slate-900">
            {SAMPLE.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{SAMPLE.description}</p>
        </div>
        <div className="self-center sm:self-start">
          <ScoreRing value={SAMPLE.aiScore} label="AI score" />
        </div>
      </div>
      <figure className="mt-5 rounded-xl bg-slate-50 p-4">
        <blockquote className="text-sm italic leading-relaxed text-slate-700">
          <p>&ldquo;{SAMPLE.complaint}&rdquo;</p>
        </blockquote>
        <figcaption className="mt-2 text-xs text-slate-600">Paraphrased and anonymised forum complaint</figcaption>
      </figure>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {SAMPLE.scores.map((score) => (
          <li key={score.label}>
            <ScoreBar label={score.label} value={score.value} />
          </li>
        ))}
      </ul>
      <p className="mt-5 flex items-center gap-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-slate-500">
          <path d="M7 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.5 1a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM1.6 15.5A5.5 5.5 0 0 1 12.4 15.5.9.9 0 0 1 11.5 17h-9a.9.9 0 0 1-.9-1.5Zm12.3 1.5h3.6a.9.9 0 0 0 .9-1.2 4.5 4.5 0 0 0-5.7-2.9 7 7 0 0 1 1.2 4.1Z" />
        </svg>
        <span>
          <span className="font-semibold text-slate-900">{SAMPLE.building} founders</span> are building this
        </span>
      </p>
    </article>
  );
}
