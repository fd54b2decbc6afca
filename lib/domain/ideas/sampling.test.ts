import { describe, expect, it } from "vitest";
import { NEUTRAL_PRIORITIES, marketScore, weightOf, weightedSample, type ScoredIdea } from "./sampling";

const idea = (demandScore: number): ScoredIdea => ({
  innovationScore: 50,
  simplicityScore: 50,
  demandScore,
  marketSize: 1000,
});

function seeded(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

describe("board sampling", () => {
  it("weighs every idea the same at neutral priorities", () => {
    expect(weightOf(idea(5), NEUTRAL_PRIORITIES)).toBe(1);
    expect(weightOf(idea(95), NEUTRAL_PRIORITIES)).toBe(1);
  });

  it("favours high-demand ideas when demand is the priority, and low ones when it is not", () => {
    const high = { ...NEUTRAL_PRIORITIES, demand: 100 };
    const low = { ...NEUTRAL_PRIORITIES, demand: 1 };
    expect(weightOf(idea(95), high)).toBeGreaterThan(weightOf(idea(5), high) * 4);
    expect(weightOf(idea(5), low)).toBeGreaterThan(weightOf(idea(95), low));
  });

  it("draws distinct items, biased by weight", () => {
    const pool = Array.from({ length: 40 }, (_, i) => ({ id: i, demand: i < 20 ? 95 : 5 }));
    let highPicks = 0;
    const random = seeded(7);
    for (let round = 0; round < 200; round++) {
      const picked = weightedSample(
        pool,
        8,
        (x) => weightOf(idea(x.demand), { ...NEUTRAL_PRIORITIES, demand: 100 }),
        random,
      );
      expect(new Set(picked.map((p) => p.id)).size).toBe(8);
      highPicks += picked.filter((p) => p.demand === 95).length;
    }
    expect(highPicks / (200 * 8)).toBeGreaterThan(0.7);
  });

  it("puts market sizes on a log scale from 0 to 100", () => {
    expect(marketScore(1)).toBe(0);
    expect(marketScore(1000)).toBeCloseTo(60);
    expect(marketScore(10_000_000)).toBe(100);
  });
});
