import { describe, expect, it } from "vitest";
import { dateFromOffsetCookie, parseUtcOffset } from "./time-zone";

describe("the user's date from their UTC offset", () => {
  // 10:30 UTC on 24 November: already the 25th at UTC+14, still the 23rd at UTC-11.
  const now = new Date("2026-11-24T10:30:00Z");

  it("is the date on the user's clock, on either side of UTC (getTimezoneOffset's sign: UTC minus local)", () => {
    expect(dateFromOffsetCookie("0", now)).toBe("2026-11-24");
    expect(dateFromOffsetCookie("-840", now)).toBe("2026-11-25");
    expect(dateFromOffsetCookie("660", now)).toBe("2026-11-23");
    expect(dateFromOffsetCookie("-60", new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
    expect(dateFromOffsetCookie("-330", new Date("2026-11-24T18:29:00Z"))).toBe("2026-11-24");
    expect(dateFromOffsetCookie("-330", new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25");
  });

  it("is null for anything that is not an offset a clock on Earth has", () => {
    for (const bad of [undefined, null, "", "-841", "721", "1e2", "60; path=/", " 60", "Europe/Berlin", "-"])
      expect(dateFromOffsetCookie(bad, now)).toBeNull();
    expect(parseUtcOffset("720")).toBe(720);
    expect(parseUtcOffset("-840")).toBe(-840);
  });
});
