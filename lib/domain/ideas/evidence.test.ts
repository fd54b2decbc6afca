import { describe, expect, it } from "vitest";
import { explain, scoreGroup } from "@/lib/domain/pipeline/scoring";
import { formatMonth, lastMonths, mentionsLine, seenSpan, shiftMonth, sparklineSummary, trendWord } from "./evidence";

describe("evidence wording", () => {
  it("names the trend with the cut of the pipeline's own sentence: 1.2x and up rising, 0.8x and down falling", () => {
    expect([1.2, 2.1, 8].map(trendWord)).toEqual(["rising", "rising", "rising"]);
    expect([0.81, 1, 1.19].map(trendWord)).toEqual(["steady", "steady", "steady"]);
    expect([0.8, 0.5, 0.125].map(trendWord)).toEqual(["falling", "falling", "falling"]);
    expect(trendWord(null)).toBe("steady");
    expect(trendWord(Number.NaN)).toBe("steady");
  });

  it("agrees with explain() on every ratio it writes a word for", () => {
    for (const ratio of [0.5, 0.8, 0.9, 1, 1.19, 1.2, 3]) {
      const inputs = scoreGroup({
        people: 5,
        communities: 1,
        needPosts: 5,
        launchPosts: 0,
        engagement: 0,
        monthly: [],
        firstSeen: "2024-01",
        lastSeen: "2024-06",
        windowEnd: "2024-06",
      }).inputs;
      inputs.trend.ratio = ratio;
      const sentence = explain(inputs);
      expect(sentence, `ratio ${ratio}`).toContain(trendWord(ratio));
    }
  });

  it("writes the card line with a singular and thousands", () => {
    expect(mentionsLine({ mentions: 142, trend: "rising" })).toBe("142 mentions, rising");
    expect(mentionsLine({ mentions: 1, trend: "steady" })).toBe("1 mention, steady");
    expect(mentionsLine({ mentions: 12345, trend: "falling" })).toBe("12,345 mentions, falling");
  });

  it("fills the last 24 months ending at a month, oldest first, with 0 where there was no mention, across years", () => {
    const months = lastMonths(
      [
        { month: "2023-06", mentions: 9 }, // before the window: left out
        { month: "2023-07", mentions: 2 },
        { month: "2024-12", mentions: 5 },
        { month: "2025-06", mentions: 7 },
      ],
      "2025-06",
    );
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ month: "2023-07", mentions: 2 });
    expect(months.find((m) => m.month === "2024-12")!.mentions).toBe(5);
    expect(months.find((m) => m.month === "2024-01")!.mentions).toBe(0);
    expect(months.at(-1)).toEqual({ month: "2025-06", mentions: 7 });
    expect(sparklineSummary(months, "rising")).toBe("Mentions per month, last 24 months: 14 in total, rising");
  });

  it("writes months the same everywhere", () => {
    expect(formatMonth("2025-03")).toBe("Mar 2025");
    expect(formatMonth("2024-12")).toBe("Dec 2024");
    expect(shiftMonth("2025-01", 1)).toBe("2024-12");
    expect(shiftMonth("2024-12", -1)).toBe("2025-01");
    expect(seenSpan("2023-01", "2025-06")).toBe("Jan 2023 to Jun 2025");
    expect(seenSpan("2025-06", "2025-06")).toBe("Jun 2025");
  });
});
