/**
 * The demo corpus's needs, built compositionally: need (a, b) for a, b in 0..Q-1 takes
 *   task a, audience b, context (a + b) mod Q, must-have (a + 2b) mod Q and moment (a + 3b) mod Q.
 * Over a prime Q these five coordinates form a code in which two different needs share at most
 * one of the five items (two lines meet in at most one point): no two needs are the same task for
 * another profession, or the same audience in the same setting. Q = 103 gives 10,609 needs.
 * One shared item is at most about a fifth of what a post says, so the pipeline's grouping
 * (cosine of content words) keeps needs apart.
 */
import type { Rng } from "./rng";
import { AUDIENCES, CONTEXTS, MOMENTS, MUST_HAVES, TASKS } from "./vocabulary";

export const Q = 103;
export const NEED_COUNT = Q * Q;

export type Trend = "rising" | "steady" | "fading" | "seasonal";

export interface Need {
  index: number;
  task: string[];
  taskTag: string;
  audience: string[];
  audienceCommunity: string;
  context: string[];
  must: string[];
  moment: string[];
  trend: Trend;
  /** Seasonal needs: the calendar month (0-11) they peak in. */
  peak: number;
  /** Relative popularity (extra posts beyond the minimum). */
  weight: number;
}

const split = (wordings: string) => wordings.split("|");

/** The four items of need `index` (no randomness: the code alone decides them). */
export function needItems(index: number): {
  task: number;
  audience: number;
  context: number;
  must: number;
  moment: number;
} {
  const a = Math.floor(index / Q);
  const b = index % Q;
  return { task: a, audience: b, context: (a + b) % Q, must: (a + 2 * b) % Q, moment: (a + 3 * b) % Q };
}

/** Every need, with a trend and a popularity drawn from `rng`. */
export function buildNeeds(rng: Rng): Need[] {
  const needs: Need[] = [];
  for (let index = 0; index < NEED_COUNT; index++) {
    const items = needItems(index);
    const r = rng.next();
    const trend: Trend = r < 0.3 ? "rising" : r < 0.65 ? "steady" : r < 0.85 ? "fading" : "seasonal";
    needs.push({
      index,
      task: split(TASKS[items.task]![1]),
      taskTag: TASKS[items.task]![0],
      audience: split(AUDIENCES[items.audience]![1]),
      audienceCommunity: AUDIENCES[items.audience]![0],
      context: split(CONTEXTS[items.context]!),
      must: split(MUST_HAVES[items.must]!),
      moment: split(MOMENTS[items.moment]!),
      trend,
      peak: rng.int(0, 11),
      weight: 0,
    });
  }
  // Popularity follows a long tail (Zipf-like) over a shuffled order: a few needs are voiced often.
  rng.shuffle(needs).forEach((need, rank) => (need.weight = 1 / Math.pow(rank + 20, 1.1)));
  return needs;
}

/** A need's plain statement (its first wordings): what the need is, for tests and reports. */
export function statement(need: Need): string {
  return `${need.task[0]} for ${need.audience[0]} ${need.context[0]}, ${need.moment[0]}, with ${need.must[0]}`;
}

/** How often a need is voiced in month m (0..months-1) relative to its other months. */
export function monthWeight(need: Need, m: number, months: number, startMonth: number): number {
  const x = m / Math.max(1, months - 1);
  switch (need.trend) {
    case "rising":
      return 0.15 + 1.8 * x * x;
    case "fading":
      return 0.15 + 1.8 * (1 - x) * (1 - x);
    case "seasonal": {
      const calendar = (startMonth + m) % 12;
      const d = Math.min(Math.abs(calendar - need.peak), 12 - Math.abs(calendar - need.peak));
      return d <= 1 ? 2.5 : 0.3;
    }
    default:
      return 1;
  }
}
