/**
 * Score gauges drawn in pure SVG/CSS. The colour runs red -> yellow -> green with the value; the
 * number is always printed as text too, so colour is never the only cue.
 */
const STOPS: [number, [number, number, number]][] = [
  [0, [220, 38, 38]], // red-600
  [50, [234, 179, 8]], // yellow-500
  [100, [22, 163, 74]], // green-600
];

function clamp(value: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
}

/** The gauge colour for a 0-100 score, interpolated between red, yellow and green. */
export function scoreColor(value: number): string {
  const v = clamp(value);
  const upper = STOPS.findIndex(([at]) => v <= at);
  const [hiAt, hi] = STOPS[Math.max(upper, 1)]!;
  const [loAt, lo] = STOPS[Math.max(upper, 1) - 1]!;
  const t = (v - loAt) / (hiAt - loAt);
  const channel = (i: 0 | 1 | 2) => Math.round(lo[i] + (hi[i] - lo[i]) * t);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

const RADIUS = 18;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circular gauge with the score in the middle and a visible label below it. */
export function ScoreRing({ value, label, size = 88 }: { value: number; label: string; size?: number }) {
  const v = clamp(value);
  return (
    <div className="flex flex-col items-center gap-1">
      <div className="relative" style={{ width: size, height: size }}>
        <svg viewBox="0 0 44 44" width={size} height={size} aria-hidden="true" className="-rotate-90">
          <circle cx="22" cy="22" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="5" />
          <circle
            cx="22"
            cy="22"
            r={RADIUS}
            fill="none"
            stroke={scoreColor(v)}
            strokeWidth="5"
            strokeLinecap="round"
            strokeDasharray={`${(v / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          />
        </svg>
        <span className="absolute inset-0 flex items-center justify-center text-2xl font-bold tabular-nums text-slate-900">
          {Math.round(v)}
        </span>
      </div>
      <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</span>
    </div>
  );
}

/** A horizontal bar gauge: label and "value/100" as text, the bar itself is decorative. */
export function ScoreBar({ value, label }: { value: number; label: string }) {
  const v = clamp(value);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="tabular-nums text-slate-900">
          <span className="font-semibold">{Math.round(v)}</span>
          <span className="text-slate-600">/100</span>
        </span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full" style={{ width: `${v}%`, backgroundColor: scoreColor(v) }} />
      </div>
    </div>
  );
}
