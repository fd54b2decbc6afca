/**
 * How the Idea Board leans toward the user's priorities. Each priority (1-100, 50 neutral) tilts
 * the odds of ideas by how far their score sits from the middle: at all-50 every idea is equally
 * likely; at 100 for demand, high-demand ideas come up several times more often. The draw is a
 * weighted sample without replacement (Efraimidis-Spirakis) from a random candidate pool.
 */
export interface Priorities {
  innovation: number;
  speed: number;
  demand: number;
  marketSize: number;
}

export interface ScoredIdea {
  innovationScore: number;
  simplicityScore: number;
  demandScore: number;
  marketSize: number;
}

export const NEUTRAL_PRIORITIES: Priorities = { innovation: 50, speed: 50, demand: 50, marketSize: 50 };
/** How strongly a priority at 1 or 100 tilts the odds (e^1.6 ~ 5x between extremes per score). */
const TILT = 1.6;

/** Market size in millions of USD on a 0-100 scale (log: $1M = 0, $100B = 100). */
export function marketScore(marketSize: number): number {
  if (marketSize <= 1) return 0;
  return Math.min(100, (Math.log10(marketSize) / 5) * 100);
}

const centred = (value: number) => (value - 50) / 50;

export function weightOf(idea: ScoredIdea, p: Priorities): number {
  const lean =
    centred(p.innovation) * centred(idea.innovationScore) +
    centred(p.speed) * centred(idea.simplicityScore) +
    centred(p.demand) * centred(idea.demandScore) +
    centred(p.marketSize) * centred(marketScore(idea.marketSize));
  return Math.exp(TILT * lean);
}

/** k items drawn without replacement, each with odds proportional to its weight. */
export function weightedSample<T>(
  items: T[],
  k: number,
  weight: (item: T) => number,
  random: () => number = Math.random,
): T[] {
  return items
    .map((item) => ({ item, key: -Math.log(1 - random()) / Math.max(weight(item), 1e-9) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, k)
    .map((entry) => entry.item);
}
