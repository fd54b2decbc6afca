/**
 * Score colours: a 0-100 score runs red -> yellow -> green. Gauges print the number as text too,
 * so colour is never the only cue.
 */
const STOPS: [number, [number, number, number]][] = [
  [0, [220, 38, 38]], // red-600
  [50, [234, 179, 8]], // yellow-500
  [100, [22, 163, 74]], // green-600
];

/** The score within 0-100 (anything not a number counts as 0). */
export function clampScore(value: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
}

/** The gauge colour for a 0-100 score, interpolated between red, yellow and green. */
export function scoreColor(value: number): string {
  const v = clampScore(value);
  const upper = STOPS.findIndex(([at]) => v <= at);
  const [hiAt, hi] = STOPS[Math.max(upper, 1)]!;
  const [loAt, lo] = STOPS[Math.max(upper, 1) - 1]!;
  const t = (v - loAt) / (hiAt - loAt);
  const channel = (i: 0 | 1 | 2) => Math.round(lo[i] + (hi[i] - lo[i]) * t);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}
