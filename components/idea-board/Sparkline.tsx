import { formatMonth, sparklineSummary, type MonthMentions, type TrendWord } from "@/lib/domain/ideas/evidence";

const W = 240;
const H = 48;
const PAD = 3;

/**
 * Mentions per month as a small line chart. The drawing is decorative (aria-hidden); what it
 * shows is said in text: the visible summary ('Mentions per month, last 24 months: 142 in total,
 * rising') and, for screen readers, a table of every month.
 */
export function Sparkline({ months, trend, id }: { months: MonthMentions[]; trend: TrendWord; id: string }) {
  const max = Math.max(1, ...months.map((m) => m.mentions));
  const step = months.length > 1 ? (W - 2 * PAD) / (months.length - 1) : 0;
  const points = months.map((m, i) => [PAD + i * step, H - PAD - (m.mentions / max) * (H - 2 * PAD)] as const);
  const line = points.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  const area = points.length ? `${line} L${points.at(-1)![0].toFixed(1)},${H - PAD} L${PAD},${H - PAD} Z` : "";
  const last = points.at(-1);
  const summary = sparklineSummary(months, trend);
  return (
    <figure
      data-testid="mentions-sparkline"
      aria-labelledby={`${id}-caption`}
      className="rounded-lg border border-slate-200 p-3"
    >
      <figcaption id={`${id}-caption`} className="text-sm font-medium text-slate-800">
        {summary}
      </figcaption>
      <div className="relative mt-2 h-12">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          className="h-full w-full overflow-visible"
        >
          <path d={area} className="fill-brand-100" />
          <path
            d={line}
            fill="none"
            strokeWidth="2"
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
            className="stroke-brand-500"
          />
        </svg>
        {/* The latest month's point, in HTML so the stretched drawing does not make it an ellipse. */}
        {last && (
          <span
            aria-hidden="true"
            className="absolute h-2 w-2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand-600"
            style={{ left: `${(last[0] / W) * 100}%`, top: `${(last[1] / H) * 100}%` }}
          />
        )}
      </div>
      {months.length > 0 && (
        <div aria-hidden="true" className="mt-1 flex justify-between text-[11px] text-slate-600">
          <span>{formatMonth(months[0]!.month)}</span>
          <span>{formatMonth(months.at(-1)!.month)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>Mentions per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Mentions</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonth(m.month)}</th>
              <td>{m.mentions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
