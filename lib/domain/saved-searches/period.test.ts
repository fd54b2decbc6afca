import { describe, expect, it } from "vitest";
import { digestPeriod } from "./period";

describe("digest periods", () => {
  it("a daily digest's period is the UTC day", () => {
    expect(digestPeriod("daily", new Date("2026-11-27T23:59:59Z"))).toBe("2026-11-27");
    expect(digestPeriod("daily", new Date("2026-11-28T00:00:00Z"))).toBe("2026-11-28");
  });
  it("a weekly digest's period is the ISO week, Monday to Sunday, across a year's end", () => {
    expect(digestPeriod("weekly", new Date("2026-11-23T00:00:00Z"))).toBe("2026-W48");
    expect(digestPeriod("weekly", new Date("2026-11-29T23:00:00Z"))).toBe("2026-W48");
    expect(digestPeriod("weekly", new Date("2026-11-30T00:00:00Z"))).toBe("2026-W49");
    expect(digestPeriod("weekly", new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(digestPeriod("weekly", new Date("2024-12-30T12:00:00Z"))).toBe("2025-W01");
  });
});
