/**
 * A title spells a name as most posts spell it where no sentence opens ('Linux' though one post
 * types 'linux'), and a capital a headline gives every word ('Best Desk Chair For Coding') names
 * nothing. Posts written for this test.
 */
import { describe, expect, it } from "vitest";
import { describeLocally } from "./describe";

const draft = (bodies: string[]) =>
  describeLocally({ posts: bodies.map((body) => ({ title: null, body })), communities: ["hn"] });

describe("a title spells names as the posts spell them", () => {
  it("keeps a name's capital that most posts give it mid-sentence, though one post types it in lower case", () => {
    const { title } = draft([
      "Which Linux distro would you suggest for a small build server? We run everything in containers.",
      "Can anyone recommend a Linux distro for an old laptop with 4GB of RAM?",
      "best linux distro for a developer who hates tinkering?",
    ]);
    expect(title).toMatch(/\bLinux\b/);
  });

  it("keeps a word in lower case when the only capitals come from headlines and sentence openings", () => {
    const { title } = draft([
      "Best Desk Chair For Long Coding Days?\nMy back hurts after a full day at the desk chair I have now.",
      "What desk chair would you recommend for a home office? Budget is around 300.",
      "Desk chair recommendations for someone tall? Mine is too low for my desk.",
    ]);
    expect(title).toMatch(/desk chair/);
    expect(title).not.toMatch(/Chair/);
  });
});
