// Small, dependency-free seeded randomness helpers for the seed-data generators.
// Everything here is deterministic: the same seed always yields the same sequence.

export type Rng = () => number;

/** mulberry32: a tiny 32-bit PRNG, good enough for fixtures. Returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Integer in [min, max], both inclusive. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick() called with an empty list");
  return items[Math.floor(rng() * items.length)] as T;
}

/** Picks an item different from `avoid` when the list allows it. */
export function pickOther<T>(rng: Rng, items: readonly T[], avoid: T): T {
  if (items.length < 2) return pick(rng, items);
  for (;;) {
    const item = pick(rng, items);
    if (item !== avoid) return item;
  }
}

/** Fisher-Yates shuffle into a new array. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** Standard normal sample via Box-Muller, scaled to mean/sd. */
export function normal(rng: Rng, mean: number, sd: number): number {
  const u = 1 - rng(); // (0, 1]
  const v = rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Normal sample restricted to [min, max] by resampling (clamped after a few misses), rounded. */
export function truncNormalInt(rng: Rng, mean: number, sd: number, min: number, max: number): number {
  for (let attempt = 0; attempt < 6; attempt++) {
    const x = Math.round(normal(rng, mean, sd));
    if (x >= min && x <= max) return x;
  }
  return Math.min(max, Math.max(min, Math.round(mean)));
}

/** Log-normal integer in [min, max]; out-of-range draws are resampled, then clamped. */
export function logNormalInt(rng: Rng, logMedian: number, sigma: number, min: number, max: number): number {
  for (let attempt = 0; attempt < 6; attempt++) {
    const x = Math.round(Math.exp(normal(rng, logMedian, sigma)));
    if (x >= min && x <= max) return x;
  }
  return Math.min(max, Math.max(min, Math.round(Math.exp(logMedian))));
}

/**
 * A shuffle bag: hands out every item once in random order, then reshuffles.
 * Spreads choices evenly (no long streaks of the same template) while staying random.
 */
export class Bag<T> {
  private order: T[] = [];
  private index = 0;

  constructor(
    private readonly rng: Rng,
    private readonly items: readonly T[],
  ) {
    if (items.length === 0) throw new Error("Bag needs at least one item");
  }

  next(): T {
    if (this.index >= this.order.length) {
      this.order = shuffle(this.rng, this.items);
      this.index = 0;
    }
    return this.order[this.index++] as T;
  }
}
