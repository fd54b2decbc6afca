import { mentionsLine, type EvidenceSummary, type TrendWord } from "@/lib/domain/ideas/evidence";

const TREND_CLASS: Record<TrendWord, string> = {
  rising: "text-green-700",
  steady: "text-slate-600",
  falling: "text-amber-800",
};
/** An arrow up, across or down; the word beside it says the same. */
const TREND_PATH: Record<TrendWord, string> = {
  rising: "M3 13.5 8 8.5l3 3 5.5-5.5M12 6h4.5v4.5",
  steady: "M3 10h13.5M13 6.5l3.5 3.5-3.5 3.5",
  falling: "M3 6.5 8 11.5l3-3 5.5 5.5M12 14h4.5V9.5",
};

/** The card's one line of evidence: '142 mentions, rising'. Nothing for an idea without evidence. */
export function EvidenceLine({ summary }: { summary: EvidenceSummary | null }) {
  if (!summary) return null;
  return (
    <p data-testid="evidence-line" className="flex items-center gap-1.5 text-sm text-slate-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`h-4 w-4 shrink-0 ${TREND_CLASS[summary.trend]}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={TREND_PATH[summary.trend]} />
      </svg>
      <span>{mentionsLine(summary)}</span>
    </p>
  );
}
