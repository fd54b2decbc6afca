import { describe, expect, it } from "vitest";
import { usageDay } from "./day";

const now = new Date("2026-11-22T03:00:00Z");

describe("usageDay", () => {
  it("accepts the client's date within one day of UTC (time zones both sides)", () => {
    expect(usageDay("2026-11-22", now)).toBe("2026-11-22");
    expect(usageDay("2026-11-21", now)).toBe("2026-11-21");
    expect(usageDay("2026-11-23", now)).toBe("2026-11-23");
  });
  it("treats a date two days away, a malformed or impossible date as today (UTC)", () => {
    for (const bad of ["2026-11-24", "2026-11-20", "2026-13-01", "2026-02-30", "yesterday", "", null, undefined]) {
      expect(usageDay(bad, now)).toBe("2026-11-22");
    }
  });
});
