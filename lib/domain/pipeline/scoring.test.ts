import { describe, expect, it } from "vitest";
import {
  HINT_BOUNDS,
  MAX_MARKET_SIZE,
  MIDDLING_EVIDENCE,
  OVERALL_CENTRE,
  OVERALL_SPREAD,
  demandScore,
  explain,
  innovationFormula,
  meanAge,
  overallWeights,
  OVERALL_WEIGHTS,
  marketFormula,
  DEMAND_FLOOR,
  REFERENCE,
  overallScore,
  simplicityFormula,
  monthBefore,
  monthsSpanned,
  scoreGroup,
  trend,
  trendScore,
  type EvidenceCounts,
  type MonthCount,
} from "./scoring";
import { KINDS } from "./kinds";

const months = (from: string, n: number, rate: (i: number) => number): MonthCount[] =>
  Array.from({ length: n }, (_, i) => ({ month: monthBefore(from, -i), mentions: 1, rate: rate(i) }));

const counts = (over: Partial<EvidenceCounts> = {}): EvidenceCounts => ({
  people: 38,
  communities: 6,
  needPosts: 45,
  launchPosts: 0,
  engagement: 900,
  monthly: months("2023-01", 14, () => 0.01),
  firstSeen: "2023-01",
  lastSeen: "2024-02",
  windowEnd: "2024-02",
  ...over,
});

describe("demand", () => {
  it("grows on a log scale with people, communities and engagement, from 1 to 100", () => {
    expect(demandScore(0, 0, 0)).toBe(1);
    expect(demandScore(1, 1, 0)).toBeLessThan(demandScore(10, 1, 0));
    expect(demandScore(10, 1, 0)).toBeLessThan(demandScore(10, 5, 0));
    expect(demandScore(10, 5, 0)).toBeLessThan(demandScore(10, 5, 500));
    // A log scale: ten times the people is far from ten times the score.
    expect(demandScore(200, 1, 0) - demandScore(20, 1, 0)).toBeLessThan(demandScore(20, 1, 0));
    expect(demandScore(1e6, 1e6, 1e9)).toBe(100);
  });

  it("scores the least an idea is published on near 1, not a third of the way up", () => {
    expect(demandScore(DEMAND_FLOOR.people, 1, DEMAND_FLOOR.engagement)).toBe(1);
    expect(demandScore(REFERENCE.people, REFERENCE.communities, REFERENCE.engagement)).toBe(100);
    // A dozen people in four communities sits in the middle.
    expect(demandScore(12, 4, 900)).toBeGreaterThan(35);
    expect(demandScore(12, 4, 900)).toBeLessThan(65);
  });

  it("counts growth when the trend is known: rising demand beats falling demand for the same people", () => {
    expect(demandScore(12, 4, 900, 3)).toBeGreaterThan(demandScore(12, 4, 900, 1));
    expect(demandScore(12, 4, 900, 1)).toBeGreaterThan(demandScore(12, 4, 900, 0.3));
    // A flat trend weighs like no trend at all, give or take rounding of the middle.
    expect(Math.abs(demandScore(30, 8, 3000, 1) - demandScore(30, 8, 3000))).toBeLessThan(8);
  });
});

describe("trend", () => {
  it("divides each month by the community's total, so a forum that grows is not a rising need", () => {
    // Mentions double over the year, but so do the forum's posts: the rate is flat.
    const flat = trend(
      months("2023-01", 15, () => 0.02),
      "2023-01",
      "2024-03",
    );
    expect(flat.ratio).toBe(1);
    expect(trendScore(flat.ratio)).toBe(50);
  });

  it("compares the last quarter with the year before it", () => {
    const rising = trend(
      months("2023-01", 15, (i) => (i >= 12 ? 0.06 : 0.02)),
      "2023-01",
      "2024-03",
    );
    expect(rising.recentMonths).toEqual(["2024-01", "2024-02", "2024-03"]);
    expect(rising.baselineMonths[0]).toBe("2023-01");
    expect(rising.ratio).toBeGreaterThan(2.2);
    expect(trendScore(rising.ratio)).toBeGreaterThan(80);
    const falling = trend(
      months("2023-01", 15, (i) => (i >= 12 ? 0 : 0.02)),
      "2023-01",
      "2024-03",
    );
    expect(falling.ratio).toBeLessThan(0.3);
    expect(trendScore(falling.ratio)).toBeLessThan(10);
  });

  it("is flat (1) with too few mentions to tell", () => {
    const few = months("2023-01", 15, (i) => (i >= 12 ? 0 : 0.02)).filter((_, i) => i % 2 === 0);
    expect(few.reduce((n, m) => n + m.mentions, 0)).toBeLessThan(10);
    expect(trend(few, "2023-01", "2024-03").ratio).toBe(1);
  });

  it("is flat (1) for a group younger than a quarter, and clamped", () => {
    expect(
      trend(
        months("2024-02", 2, () => 0.5),
        "2024-02",
        "2024-03",
      ).ratio,
    ).toBe(1);
    expect(
      trend(
        [
          { month: "2024-03", mentions: 90, rate: 9 },
          { month: "2023-06", mentions: 1, rate: 0.0001 },
        ],
        "2023-01",
        "2024-03",
      ).ratio,
    ).toBe(8);
  });
});

describe("builders, innovation, market", () => {
  it("innovation falls as launch posts grow against the people asking", () => {
    expect(innovationFormula(0, 10)).toBe(100);
    expect(innovationFormula(0, 10, 5)).toBeLessThan(100);
    expect(innovationFormula(3, 10)).toBeLessThan(innovationFormula(1, 10));
    expect(innovationFormula(3, 100)).toBeGreaterThan(innovationFormula(3, 10));
    expect(innovationFormula(1000, 1)).toBe(1);
  });

  it("leaves half the room with one builder per four people asking, and spreads over most of 1-100", () => {
    expect(innovationFormula(0, 8, 2)).toBe(50);
    // Fresh and unserved, old and crowded, and between.
    expect(innovationFormula(0, 12, 0, 1)).toBeGreaterThan(95);
    expect(innovationFormula(1, 6, 3, 30)).toBeLessThan(15);
    expect(innovationFormula(0, 10, 2, 12)).toBeGreaterThan(35);
    expect(innovationFormula(0, 10, 2, 12)).toBeLessThan(65);
  });

  it("market size grows with reach, within bounds", () => {
    expect(marketFormula(0, 0)).toBe(6);
    expect(marketFormula(50, 5)).toBeGreaterThan(marketFormula(5, 1));
    expect(marketFormula(1e9, 1e9)).toBe(MAX_MARKET_SIZE);
  });
});

describe("scoreGroup", () => {
  it("uses hints only within bounds", () => {
    const plain = scoreGroup(counts());
    expect(plain.simplicityScore).toBe(62);
    const hinted = scoreGroup(counts(), { simplicityHint: 100, innovationHint: 0, marketHint: 100 });
    expect(hinted.simplicityScore).toBe(62 + HINT_BOUNDS.simplicity);
    expect(hinted.innovationScore).toBe(plain.innovationScore - HINT_BOUNDS.innovation);
    expect(hinted.marketSize / plain.marketSize).toBeCloseTo(10 ** HINT_BOUNDS.marketDecades, 1);
    expect(hinted.inputs.simplicity).toMatchObject({ formula: 62, hint: 100 });
  });

  it("keeps every score in its range and records what it was computed from", () => {
    for (const c of [
      counts({ people: 0, communities: 0, engagement: 0, needPosts: 1 }),
      counts({ people: 1e5, communities: 500, engagement: 1e8, launchPosts: 40 }),
    ]) {
      const s = scoreGroup(c);
      for (const v of [s.demandScore, s.innovationScore, s.simplicityScore]) {
        expect(v).toBeGreaterThanOrEqual(1);
        expect(v).toBeLessThanOrEqual(100);
      }
      expect(s.overall).toBeGreaterThanOrEqual(0);
      expect(s.overall).toBeLessThanOrEqual(100);
      expect(Number.isInteger(s.marketSize) && s.marketSize >= 1).toBe(true);
      expect(s.inputs.demand.people).toBe(c.people);
    }
  });

  it("ranks a wide, rising, unserved need above a narrow, falling, crowded one", () => {
    const strong = scoreGroup(counts({ monthly: months("2023-01", 14, (i) => (i >= 11 ? 0.05 : 0.01)) }));
    const weak = scoreGroup(
      counts({
        people: 3,
        communities: 1,
        engagement: 4,
        launchPosts: 6,
        monthly: months("2023-01", 14, (i) => (i >= 11 ? 0 : 0.01)),
      }),
    );
    expect(strong.overall).toBeGreaterThan(weak.overall + 20);
  });
});

describe("explain", () => {
  it("says who, where, how long and where it is going", () => {
    const s = scoreGroup(counts({ monthly: months("2023-01", 14, (i) => (i >= 11 ? 0.03 : 0.01)) }));
    expect(explain(s.inputs)).toBe(
      `38 people in 6 communities over 14 months, rising ${s.trendRatio.toFixed(1)}x in the last quarter`,
    );
    expect(s.trendRatio).toBeGreaterThan(2);
  });

  it("uses singulars, a falling trend and the builders", () => {
    const s = scoreGroup(
      counts({
        people: 1,
        communities: 1,
        launchPosts: 1,
        firstSeen: "2024-02",
        lastSeen: "2024-02",
        monthly: [{ month: "2022-01", mentions: 5, rate: 1 }],
        windowEnd: "2024-02",
      }),
    );
    expect(monthsSpanned("2024-02", "2024-02")).toBe(1);
    expect(explain(s.inputs)).toBe(
      "1 person in 1 community over 1 month, steady in the last quarter; 1 launch post from builders",
    );
    const f = scoreGroup(counts({ monthly: months("2023-01", 14, (i) => (i >= 11 ? 0 : 0.01)) }));
    expect(explain(f.inputs)).toMatch(/falling to 0\.\dx in the last quarter$/);
  });
});

describe("simplicity", () => {
  it("rates the same kind harder for a buyer that spends more on tools: a hospital's sheet is no household's", () => {
    const sheet = KINDS.find((k) => k.id === "sheet")!;
    const household = simplicityFormula(sheet, 1, 30);
    const hospital = simplicityFormula(sheet, 1, 50_000);
    expect(household).toBeGreaterThan(simplicityFormula(sheet, 1));
    expect(household - hospital).toBeGreaterThanOrEqual(15);
  });
});

describe("the AI score's curve", () => {
  const w = overallWeights(false);
  const all = (n: number) => ({ demand: n, trend: n, innovation: n, simplicity: n, market: n });

  it("gives 50 to a middling idea on real evidence and spreads the rest over most of 0-100, in order", () => {
    const middling = demandScore(
      MIDDLING_EVIDENCE.people,
      MIDDLING_EVIDENCE.communities,
      MIDDLING_EVIDENCE.engagement,
      null,
    );
    expect(overallScore(w, { ...all(50), demand: middling }).overall).toBe(50);
    expect(OVERALL_CENTRE).toBeGreaterThan(35);
    expect(OVERALL_CENTRE).toBeLessThan(45);
    expect(overallScore(w, all(OVERALL_CENTRE + OVERALL_SPREAD)).overall).toBe(73);
    expect(overallScore(w, all(10)).overall).toBeLessThan(6);
    expect(overallScore(w, all(75)).overall).toBeGreaterThan(94);
    const means = [15, 20, 25, 30, 35, 40, 45, 55, 60, 70].map((n) => overallScore(w, all(n)).overall);
    expect(means).toEqual([...means].sort((a, b) => a - b));
    expect(new Set(means).size).toBe(means.length);
  });

  it("spreads small groups of real posts: means a point or two apart in the low twenties differ", () => {
    // Three to five people in one community: demand near its floor, the other scores ordinary.
    const small = [20, 22, 24, 26, 28, 30, 32, 34].map((n) => overallScore(w, all(n)).overall);
    expect(new Set(small).size).toBe(small.length);
    expect(small[0]).toBeGreaterThanOrEqual(10);
    expect(small.at(-1)! - small[0]!).toBeGreaterThanOrEqual(20);
  });

  it("writes the counts behind demand with thousands separators, as every other figure is", () => {
    const s = scoreGroup(counts({ engagement: 1074, people: 1250 }));
    expect(s.inputs.demand.why).toContain("1,250 people");
    expect(s.inputs.demand.why).toContain("1,074 votes and replies");
  });

  it("says how the mean became the score", () => {
    const s = scoreGroup(counts());
    expect(s.inputs.overall.why).toContain(`is ${s.inputs.overall.mean};`);
    expect(s.inputs.overall.why).toMatch(new RegExp(`that is ${s.overall}\\.$`));
  });
});

describe("overall weights", () => {
  it("leaves out a trend the mentions cannot tell and scales the rest to sum to 1", () => {
    const sum = (w: Record<string, number>) => Object.values(w).reduce((a, b) => a + b, 0);
    expect(overallWeights(true)).toEqual(OVERALL_WEIGHTS);
    const untold = overallWeights(false);
    expect(untold.trend).toBe(0);
    expect(sum(untold)).toBeCloseTo(1, 9);
    expect(untold.demand / untold.market).toBeCloseTo(OVERALL_WEIGHTS.demand / OVERALL_WEIGHTS.market, 9);
  });

  it("ranks a need first voiced two years ago newer than one voiced three years ago", () => {
    expect(innovationFormula(0, 10, 0, 25)).toBeGreaterThan(innovationFormula(0, 10, 0, 37));
  });

  it("dates a need by when its mentions were voiced, not by its first post alone", () => {
    // Two small needs first voiced in one month, as often: one asked again lately, one not since.
    const mention = (month: string, mentions: number) => ({ month, mentions, rate: 0.001 });
    const small = {
      people: 3,
      communities: 1,
      needPosts: 3,
      engagement: 30,
      firstSeen: "2023-02",
      lastSeen: "2024-01",
    };
    const lately = counts({ ...small, monthly: [mention("2023-02", 1), mention("2024-01", 2)], windowEnd: "2024-01" });
    const early = counts({ ...small, monthly: [mention("2023-02", 2), mention("2024-01", 1)], windowEnd: "2024-01" });
    expect(meanAge(lately.monthly, lately.firstSeen, lately.windowEnd)).toBeCloseTo((12 + 2) / 3, 9);
    expect(scoreGroup(lately).innovationScore).toBeGreaterThan(scoreGroup(early).innovationScore);
    // With no mentions counted, its first month dates it.
    expect(meanAge([], "2023-02", "2024-01")).toBe(12);
  });
});
