import type { IdeaEvidence } from "@/lib/domain/ideas/evidence";
import { scoreReasons, type ShownScores } from "@/lib/domain/ideas/score-basis";
import { formatMarketSize } from "./format";
import { subheadingClass } from "./styles";

/**
 * 'Why this score': the pipeline's one-sentence reason, then each score with what it
 * was computed from, in plain words (lib/domain/ideas/score-basis.ts).
 */
export function WhyThisScore({ evidence, scores, id }: { evidence: IdeaEvidence; scores: ShownScores; id: string }) {
  const reasons = scoreReasons(evidence.basis, scores, evidence.monthly, formatMarketSize);
  return (
    <section
      aria-labelledby={`${id}-why`}
      data-testid="why-this-score"
      className="mt-6 rounded-xl border border-brand-100 bg-brand-50/50 p-4"
    >
      <h3 id={`${id}-why`} className={subheadingClass}>
        Why this score
      </h3>
      {evidence.explanation && <p className="mt-2 text-sm font-medium text-slate-800">{evidence.explanation}.</p>}
      {reasons.length > 0 && (
        <dl className="mt-3 space-y-3">
          {reasons.map((r) => (
            <div key={r.key} data-reason={r.key}>
              <dt className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-slate-900">{r.label}</span>
                <span className="rounded bg-white px-1.5 py-0.5 text-xs font-semibold tabular-nums text-brand-700 ring-1 ring-brand-100">
                  {r.value}
                </span>
              </dt>
              <dd className="mt-0.5 text-sm leading-relaxed text-slate-700">{r.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
