import { describe, expect, it } from "vitest";
import { scoreGroup, type EvidenceCounts } from "@/lib/domain/pipeline/scoring";
import { lastMonths } from "./evidence";
import { scoreBasis, scoreReasons } from "./score-basis";

const money = (m: number) => `$${m}M`;

/** 24 months to June 2025: 2 mentions a month, then 12 a month in the last quarter. */
function rising(extra: Partial<EvidenceCounts> = {}) {
  const monthly = lastMonths([], "2025-06").map((m, i) => ({
    month: m.month,
    mentions: i >= 21 ? 12 : 2,
    rate: (i >= 21 ? 12 : 2) / 1000,
  }));
  const counts: EvidenceCounts = {
    people: 40,
    communities: 4,
    needPosts: 78,
    launchPosts: 2,
    engagement: 900,
    monthly,
    firstSeen: "2023-07",
    lastSeen: "2025-06",
    windowEnd: "2025-06",
    ...extra,
  };
  const s = scoreGroup(counts);
  const shown = {
    overall: s.overall,
    demand_score: s.demandScore,
    innovation_score: s.innovationScore,
    simplicity_score: s.simplicityScore,
    market_size: s.marketSize,
  };
  return { s, shown, monthly: monthly.map(({ month, mentions }) => ({ month, mentions })) };
}

describe("Why this score", () => {
  it("gives the AI score's weights as scored: a trend too thin to tell is not counted, and the others say their larger share", () => {
    const flat = lastMonths([], "2025-06").map((m) => ({ month: m.month, mentions: 0, rate: 0 }));
    flat[23] = { ...flat[23]!, mentions: 3, rate: 0.003 };
    const { s, shown, monthly } = rising({ monthly: flat, people: 3, needPosts: 3 });
    expect(s.inputs.overall.weights.trend).toBe(0);
    const overall = scoreReasons(scoreBasis(JSON.parse(JSON.stringify(s.inputs))), shown, monthly, money)[0]!;
    expect(overall.key).toBe("overall");
    expect(overall.text).not.toContain("trend (");
    expect(overall.text).toContain("The trend is not counted: too few mentions to tell one.");
    expect(overall.text).toContain(`${Math.round(s.inputs.overall.weights.demand * 100)}% demand`);
    expect(s.inputs.overall.weights.demand).toBeGreaterThan(0.35);
  });

  it("states each score's inputs in plain words, with the score shown", () => {
    const { s, shown, monthly } = rising();
    const reasons = scoreReasons(scoreBasis(JSON.parse(JSON.stringify(s.inputs))), shown, monthly, money);
    expect(reasons.map((r) => r.key)).toEqual(["overall", "demand", "trend", "innovation", "simplicity", "market"]);
    const by = Object.fromEntries(reasons.map((r) => [r.key, r]));
    expect(by.overall!.value).toBe(String(s.overall));
    expect(by.overall!.text).toContain(`35% demand, 20% trend (${s.inputs.overall.trendScore} of 100)`);
    expect(by.overall!.text).toMatch(new RegExp(`that is ${s.overall}\\.$`));
    expect(by.demand!.text).toMatch(/^40 different people in 4 communities asked for this\. 40 people \(45%\)/);
    expect(by.demand!.text).toContain("growth weighs 20%");
    expect(by.trend!.value).toBe(`rising ${s.trendRatio.toFixed(1)}x`);
    expect(by.trend!.text).toContain("In the last quarter (Apr 2025 to Jun 2025) it was mentioned at");
    expect(by.innovation!.text).toBe(s.inputs.innovation.why);
    expect(by.simplicity!.text).toBe(s.inputs.simplicity.why);
    expect(by.market!.value).toBe(`$${s.marketSize}M`);
    expect(by.market!.text).toBe(s.inputs.market.why);
    expect(by.market!.text).toMatch(
      /^No audience named in the posts: estimated from how many people \(40\) and communities \(4\)/,
    );
  });

  it("says when nobody has launched it, and when there are too few mentions to tell a trend", () => {
    const few = lastMonths([{ month: "2025-05", mentions: 3 }], "2025-06").map((m) => ({
      ...m,
      rate: m.mentions / 1000,
    }));
    const s = scoreGroup({
      people: 3,
      communities: 1,
      needPosts: 3,
      launchPosts: 0,
      engagement: 4,
      monthly: few,
      firstSeen: "2024-01",
      lastSeen: "2025-05",
      windowEnd: "2025-06",
    });
    const shown = {
      overall: s.overall,
      demand_score: s.demandScore,
      innovation_score: s.innovationScore,
      simplicity_score: s.simplicityScore,
      market_size: s.marketSize,
    };
    const by = Object.fromEntries(scoreReasons(scoreBasis(s.inputs), shown, few, money).map((r) => [r.key, r]));
    expect(by.innovation!.text).toMatch(/^0 launch posts from builders/);
    expect(by.trend!.value).toBe("steady");
    expect(by.trend!.text).toBe(
      "Only 3 mentions in the last 15 months, too few to tell a trend, so it counts as steady.",
    );
  });

  it("names the analyser's hand when a hint moved a score from its formula", () => {
    const { shown, monthly } = rising();
    const s = scoreGroup(
      {
        people: 40,
        communities: 4,
        needPosts: 78,
        launchPosts: 2,
        engagement: 900,
        monthly: [],
        firstSeen: "2023-07",
        lastSeen: "2025-06",
        windowEnd: "2025-06",
      },
      { simplicityHint: 80, innovationHint: 99 },
    );
    const reasons = scoreReasons(
      scoreBasis(s.inputs),
      { ...shown, simplicity_score: s.simplicityScore, innovation_score: s.innovationScore },
      monthly,
      money,
    );
    const by = Object.fromEntries(reasons.map((r) => [r.key, r]));
    expect(by.simplicity!.text).toContain("analyser's estimate of the effort");
    expect(by.innovation!.text).toContain(`moved it from ${s.inputs.innovation.formula}`);
  });

  it("serves only whitelisted numbers, and leaves out a section it cannot read", () => {
    const { s } = rising();
    const inputs = { ...JSON.parse(JSON.stringify(s.inputs)), secret: { postIds: [1, 2] }, demand: { people: "many" } };
    const basis = scoreBasis(inputs);
    expect(JSON.stringify(basis)).not.toContain("postIds");
    expect(basis.demand).toBeNull();
    expect(basis.trend).not.toBeNull();
    expect(scoreBasis(null)).toEqual({ demand: null, trend: null, innovation: null, simplicity: null, market: null });
    const { shown, monthly } = rising();
    expect(scoreReasons(scoreBasis(null), shown, monthly, money)).toEqual([]);
  });
});
