import { describe, expect, it } from "vitest";
import { describeCountdown, formatCountdown, nextMidnight } from "./reset";

describe("credits reset time", () => {
  it("is the next local midnight, also across a month and a year end", () => {
    expect(nextMidnight(new Date(2026, 10, 23, 14, 30))).toEqual(new Date(2026, 10, 24));
    expect(nextMidnight(new Date(2026, 10, 30, 23, 59, 59))).toEqual(new Date(2026, 11, 1));
    expect(nextMidnight(new Date(2026, 11, 31, 0, 0, 0))).toEqual(new Date(2027, 0, 1));
    // At midnight itself the reset just happened: the next one is a day away.
    expect(nextMidnight(new Date(2026, 10, 24))).toEqual(new Date(2026, 10, 25));
  });

  it("counts down in hh:mm:ss, rounding up to whole seconds and never below zero", () => {
    expect(formatCountdown(5 * 3_600_000 + 12 * 60_000 + 3_000)).toBe("05:12:03");
    expect(formatCountdown(86_400_000 - 1)).toBe("24:00:00");
    expect(formatCountdown(1)).toBe("00:00:01");
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(-5_000)).toBe("00:00:00");
  });

  it("says the time left in words", () => {
    expect(describeCountdown(5 * 3_600_000 + 12 * 60_000 + 59_000)).toBe("5 hours 12 minutes");
    expect(describeCountdown(3_600_000)).toBe("1 hour");
    expect(describeCountdown(61_000)).toBe("1 minute");
    expect(describeCountdown(59_999)).toBe("under a minute");
    expect(describeCountdown(-1)).toBe("under a minute");
  });
});
