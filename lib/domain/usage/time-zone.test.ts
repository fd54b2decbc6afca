import { describe, expect, it } from "vitest";
import { dateInTimeZone, isTimeZoneName } from "./time-zone";

describe("the user's date from their time zone", () => {
  // 10:30 UTC on 24 November: already the 25th at UTC+14, still the 23rd at UTC-11.
  const now = new Date("2026-11-24T10:30:00Z");

  it("is the date on the user's clock, on either side of UTC", () => {
    expect(dateInTimeZone("UTC", now)).toBe("2026-11-24");
    expect(dateInTimeZone("Pacific/Kiritimati", now)).toBe("2026-11-25");
    expect(dateInTimeZone("Pacific/Pago_Pago", now)).toBe("2026-11-23");
    expect(dateInTimeZone("Europe/Berlin", new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
    expect(dateInTimeZone("America/Argentina/Buenos_Aires", now)).toBe("2026-11-24");
  });

  it("is null for anything that is not a zone Intl knows", () => {
    for (const bad of [undefined, null, "", "Mars/Olympus_Mons", "Europe/Berlin; path=/", "../../etc", "x".repeat(65)])
      expect(dateInTimeZone(bad, now)).toBeNull();
    expect(isTimeZoneName("Etc/GMT+5")).toBe(true);
    expect(isTimeZoneName("Europe/Berlin\n")).toBe(false);
  });
});
