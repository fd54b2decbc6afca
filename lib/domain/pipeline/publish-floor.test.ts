import { describe, expect, it } from "vitest";
import { enoughPosts, enoughQuotes } from "./publish-floor";

describe("the publish floor", () => {
  it("needs 3 need posts from 3 distinct people", () => {
    expect(enoughPosts({ needPosts: 3, people: 3 })).toBe(true);
    expect(enoughPosts({ needPosts: 40, people: 12 })).toBe(true);
    expect(enoughPosts({ needPosts: 5, people: 2 })).toBe(false);
    expect(enoughPosts({ needPosts: 2, people: 3 })).toBe(false);
    expect(enoughPosts({ needPosts: 0, people: 0 })).toBe(false);
  });

  it("needs 2 quotes that passed the gate", () => {
    expect(enoughQuotes([])).toBe(false);
    expect(enoughQuotes(["They lose hours chasing late invoices."])).toBe(false);
    expect(enoughQuotes(["They lose hours chasing late invoices.", "They want reminders sent for them."])).toBe(true);
  });
});
