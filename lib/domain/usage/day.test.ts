import { describe, expect, it } from "vitest";
import { currentDates, usageDay } from "./day";

// Earth's clocks run from UTC-12 to UTC+14. On 2026-11-22 (UTC):
// 2026-11-21 is still current in UTC-12 until 12:00 UTC; 2026-11-23 is current in UTC+14 from 10:00 UTC.
const at = (time: string) => new Date(`2026-11-22T${time}Z`);

describe("currentDates: the dates current somewhere on Earth", () => {
  it.each([
    ["00:00:00.000", "2026-11-21", "2026-11-22"],
    ["03:00:00.000", "2026-11-21", "2026-11-22"],
    ["09:59:59.999", "2026-11-21", "2026-11-22"],
    ["10:00:00.000", "2026-11-21", "2026-11-23"],
    ["11:59:59.999", "2026-11-21", "2026-11-23"],
    ["12:00:00.000", "2026-11-22", "2026-11-23"],
    ["23:59:59.999", "2026-11-22", "2026-11-23"],
  ])("at %s UTC: from %s (UTC-12) to %s (UTC+14)", (time, earliest, latest) => {
    expect(currentDates(at(time))).toEqual({ earliest, latest });
  });

  it("crosses a year end", () => {
    expect(currentDates(new Date("2026-12-31T11:00:00Z"))).toEqual({ earliest: "2026-12-30", latest: "2027-01-01" });
  });
});

describe("usageDay", () => {
  it("accepts the client's date while it is current somewhere (time zones both sides)", () => {
    expect(usageDay("2026-11-22", at("03:00:00.000"))).toBe("2026-11-22");
    expect(usageDay("2026-11-21", at("11:59:59.999"))).toBe("2026-11-21");
    expect(usageDay("2026-11-23", at("10:00:00.000"))).toBe("2026-11-23");
  });

  it("treats a date no time zone is in now as the UTC date: tomorrow before 10:00 UTC, yesterday from 12:00 UTC", () => {
    expect(usageDay("2026-11-23", at("03:00:00.000"))).toBe("2026-11-22");
    expect(usageDay("2026-11-23", at("09:59:59.999"))).toBe("2026-11-22");
    expect(usageDay("2026-11-21", at("12:00:00.000"))).toBe("2026-11-22");
    expect(usageDay("2026-11-21", at("23:59:59.999"))).toBe("2026-11-22");
  });

  it("treats a date two days away, a malformed or impossible date as today (UTC)", () => {
    for (const bad of [
      "2026-11-24",
      "2026-11-20",
      "2026-13-01",
      "2026-02-30",
      "2026-11-22T00:00",
      "yesterday",
      "",
      null,
      undefined,
    ]) {
      expect(usageDay(bad, at("11:00:00.000"))).toBe("2026-11-22");
    }
  });
});
