import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

const SECRET = "s".repeat(48);

describe("the digest's unsubscribe token", () => {
  it("reads back the user and frequency it was signed for", () => {
    expect(readUnsubscribeToken(unsubscribeToken(42, "weekly", SECRET), SECRET)).toEqual({
      userId: 42,
      frequency: "weekly",
    });
  });
  it("refuses a forged signature, another user's id under a real signature, another secret and junk", () => {
    const real = unsubscribeToken(42, "daily", SECRET);
    const [, , sig] = real.split(".");
    expect(readUnsubscribeToken(`43.daily.${sig}`, SECRET)).toBeNull();
    expect(readUnsubscribeToken(`42.weekly.${sig}`, SECRET)).toBeNull();
    expect(readUnsubscribeToken(`42.daily.${"A".repeat(43)}`, SECRET)).toBeNull();
    expect(readUnsubscribeToken(real, "t".repeat(48))).toBeNull();
    for (const junk of ["", "42", "42.daily", "42.daily.", "042.daily.x", "42.monthly.x", `${real}.x`]) {
      expect(readUnsubscribeToken(junk, SECRET)).toBeNull();
    }
  });
});
