import { describe, expect, it } from "vitest";
import {
  WARNING_WINDOW_MS,
  countdown,
  laterExpiry,
  minutesLeft,
  needsImmediateRecheck,
  parseExpiry,
  shouldRunWarningCheck,
  shouldWarn,
  warningStatus,
} from "./expiry";

const NOW = Date.parse("2026-03-01T12:00:00.000Z");
const MIN = 60_000;

describe("shouldWarn", () => {
  it("warns when the expiry is in the future and within 300000 ms", () => {
    expect(shouldWarn(NOW + 1, NOW)).toBe(true);
    expect(shouldWarn(NOW + 4 * MIN, NOW)).toBe(true);
    expect(shouldWarn(NOW + WARNING_WINDOW_MS, NOW)).toBe(true);
  });
  it("does not warn beyond the window, at or after expiry, or without an expiry", () => {
    expect(shouldWarn(NOW + WARNING_WINDOW_MS + 1, NOW)).toBe(false);
    expect(shouldWarn(NOW + 24 * 60 * MIN, NOW)).toBe(false);
    expect(shouldWarn(NOW, NOW)).toBe(false);
    expect(shouldWarn(NOW - 1, NOW)).toBe(false);
    expect(shouldWarn(null, NOW)).toBe(false);
  });
});

describe("warningStatus", () => {
  it("gives the time left while warning, and expired once the expiry has passed", () => {
    expect(warningStatus(NOW + 90_000, NOW)).toEqual({ kind: "warn", remainingMs: 90_000 });
    expect(warningStatus(NOW + 10 * MIN, NOW)).toEqual({ kind: "hidden" });
    expect(warningStatus(NOW, NOW)).toEqual({ kind: "expired" });
    expect(warningStatus(null, NOW)).toEqual({ kind: "hidden" });
  });
});

describe("countdown", () => {
  it("reads minutes and zero-padded seconds", () => {
    expect(countdown(WARNING_WINDOW_MS)).toBe("5:00");
    expect(countdown(299_999)).toBe("4:59");
    expect(countdown(61_000)).toBe("1:01");
    expect(countdown(9_500)).toBe("0:09");
  });
  it("never goes below 0:00", () => {
    expect(countdown(0)).toBe("0:00");
    expect(countdown(-5_000)).toBe("0:00");
  });
});

describe("minutesLeft", () => {
  it("rounds up to whole minutes, at least 1", () => {
    expect(minutesLeft(299_999)).toBe(5);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(500)).toBe(1);
  });
});

describe("shouldRunWarningCheck", () => {
  it("skips a check less than 15 s after the previous one", () => {
    expect(shouldRunWarningCheck(null, NOW)).toBe(true);
    expect(shouldRunWarningCheck(NOW - 14_999, NOW)).toBe(false);
    expect(shouldRunWarningCheck(NOW - 15_000, NOW)).toBe(true);
  });
});

describe("needsImmediateRecheck", () => {
  it("rechecks at once when the session ends within 5 minutes, at most once a minute", () => {
    expect(needsImmediateRecheck(NOW + 4 * MIN, NOW, null)).toBe(true);
    expect(needsImmediateRecheck(NOW - MIN, NOW, null)).toBe(true);
    expect(needsImmediateRecheck(NOW + 4 * MIN, NOW, NOW - 30_000)).toBe(false);
    expect(needsImmediateRecheck(NOW + 4 * MIN, NOW, NOW - MIN)).toBe(true);
  });
  it("waits for the regular recheck when the session has longer to run", () => {
    expect(needsImmediateRecheck(NOW + 6 * MIN, NOW, null)).toBe(false);
    expect(needsImmediateRecheck(null, NOW, null)).toBe(false);
  });
});

describe("parseExpiry and laterExpiry", () => {
  it("parses ISO times and rejects junk", () => {
    expect(parseExpiry("2026-03-01T12:00:00.000Z")).toBe(NOW);
    expect(parseExpiry("not a date")).toBeNull();
    expect(parseExpiry(null)).toBeNull();
    expect(parseExpiry("")).toBeNull();
  });
  it("keeps the later expiry", () => {
    expect(laterExpiry(NOW, NOW + 1)).toBe(NOW + 1);
    expect(laterExpiry(null, NOW)).toBe(NOW);
    expect(laterExpiry(NOW, null)).toBe(NOW);
    expect(laterExpiry(null, null)).toBeNull();
  });
});
