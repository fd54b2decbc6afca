/**
 * Score ranges of a Deep Search: bounds, defaults, and the clamping the
 * search form applies on blur. Innovation, demand and simplicity run 1 to 100; the AI score
 * (overall) 0 to 100; number developing from 0 with an empty (unbounded) max.
 */
export const RANGE_KEYS = [
  "innovation_score",
  "demand_score",
  "simplicity_score",
  "overall",
  "number_developing",
] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

export interface RangeBounds {
  min: number;
  /** null: unbounded above. */
  max: number | null;
}

export const RANGE_BOUNDS: Record<RangeKey, RangeBounds> = {
  innovation_score: { min: 1, max: 100 },
  demand_score: { min: 1, max: 100 },
  simplicity_score: { min: 1, max: 100 },
  overall: { min: 0, max: 100 },
  number_developing: { min: 0, max: null },
};

export const RANGE_LABELS: Record<RangeKey, string> = {
  innovation_score: "Innovation Score",
  demand_score: "Demand Score",
  simplicity_score: "Simplicity Score",
  overall: "AI Score",
  number_developing: "Number Developing",
};

/** A range as the form holds it: digit strings, '' for empty. */
export interface RangeInput {
  min: string;
  max: string;
}

export type RangesInput = Record<RangeKey, RangeInput>;

export function defaultRanges(): RangesInput {
  return Object.fromEntries(RANGE_KEYS.map((key) => [key, defaultRange(key)])) as RangesInput;
}

/** Digits only, as typed. */
export const digitsOnly = (value: string) => value.replace(/\D/g, "");

/**
 * Clamps one side on blur: an empty value resets to the minimum (except an empty
 * number-developing max), values are kept within bounds, and when a min passes its max the
 * counterpart is raised to match (a max below its min lowers the min).
 */
export function clampRange(key: RangeKey, range: RangeInput, side: "min" | "max"): RangeInput {
  const b = RANGE_BOUNDS[key];
  const clamp = (n: number) => Math.max(b.min, b.max === null ? n : Math.min(b.max, n));
  let min = range.min === "" ? b.min : clamp(Number(range.min));
  let max: number | null = range.max === "" ? (b.max === null ? null : b.min) : clamp(Number(range.max));
  if (max !== null && min > max) {
    if (side === "min") max = min;
    else min = max;
  }
  return { min: String(min), max: max === null ? "" : String(max) };
}

/** The query parameters of one range: only the sides that differ from the default. */
function oneRangeParams(key: RangeKey, { min, max }: RangeInput): Record<string, string> {
  const b = RANGE_BOUNDS[key];
  const out: Record<string, string> = {};
  if (min !== "" && Number(min) !== b.min) out[`${key}_min`] = min;
  if (max !== "" && (b.max === null || Number(max) !== b.max)) out[`${key}_max`] = max;
  return out;
}

/** Query parameters for the non-default ranges. */
export function rangeParams(ranges: RangesInput): Record<string, string> {
  return Object.assign({}, ...RANGE_KEYS.map((key) => oneRangeParams(key, ranges[key])));
}

/** True when the range filters nothing (it sends no parameter). */
export const isDefaultRange = (key: RangeKey, range: RangeInput) =>
  Object.keys(oneRangeParams(key, range)).length === 0;

/** The range as it starts: the bounds, with an empty max when unbounded. */
export function defaultRange(key: RangeKey): RangeInput {
  const b = RANGE_BOUNDS[key];
  return { min: String(b.min), max: b.max === null ? "" : String(b.max) };
}
