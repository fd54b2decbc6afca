import { formatMonth, sparklineSummary, type MonthMentions, type TrendWord } from "@/lib/domain/ideas/evidence";
import { peakLine } from "@/lib/domain/watchlist/compare";

const W = 240;
const H = 64;

/**
 * Monthly mentions as bars on the scale Compare gives every column (`scaleMax`), so heights compare
 * across ideas. The drawing is decorative; the text beside it says what it shows.
 */
export function MentionsChart({
  months,
  trend,
  scaleMax,
}: {
  months: MonthMentions[];
  trend: TrendWord;
  scaleMax: number;
}) {
  const slot = months.length ? W / months.length : W;
  const peak = peakLine(months);
  return (
    <figure data-testid="compare-chart" data-scale-max={scaleMax} className="space-y-1">
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" className="h-16 w-full">
        <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} className="stroke-slate-300" />
        {months.map((m, i) => {
          const height = (m.mentions / scaleMax) * (H - 2);
          return (
            <rect
              key={m.month}
              x={i * slot + slot * 0.15}
              y={H - height}
              width={slot * 0.7}
              height={height}
              data-mentions={m.mentions}
              className="fill-brand-500"
            />
          );
        })}
      </svg>
      {months.length > 0 && (
        <div aria-hidden="true" className="flex justify-between text-[11px] text-slate-600">
          <span>{formatMonth(months[0]!.month)}</span>
          <span>{formatMonth(months.at(-1)!.month)}</span>
        </div>
      )}
      <figcaption className="text-xs text-slate-700">
        {sparklineSummary(months, trend)}
        {peak ? `. ${peak}` : ""}. Scale: 0 to {scaleMax.toLocaleString("en-US")} a month, the same for every idea.
      </figcaption>
    </figure>
  );
}
