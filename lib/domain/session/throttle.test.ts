import { describe, expect, it } from "vitest";
import { LOGIN_DELAY, delayAfter } from "./throttle";

describe("the growing login delay", () => {
  it("is free for the first five attempts, then doubles from one minute up to fifteen", () => {
    const minutes = Array.from({ length: 12 }, (_, attempts) => delayAfter(attempts, LOGIN_DELAY) / 60_000);
    expect(minutes).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 15, 15, 15]);
  });

  it("stays at the cap however many attempts were made", () => {
    expect(delayAfter(10_000, LOGIN_DELAY)).toBe(15 * 60_000);
  });
});
