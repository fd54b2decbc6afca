/**
 * Grouping by meaning reads a need's rare words from what its title asks: a rare word said only
 * in a body (an aside, an example) or in the opening that says who asks ties no two needs.
 * Sentences written for this test.
 */
import { describe, expect, it } from "vitest";
import type { Grouping } from "./grouping";
import { askedRareWords, askedTerms, mergeByMeaning, rareWords } from "./meaning";
import { termId, termsOf } from "./terms";

const posts = [
  "Where to begin with Rust as a weekend hobby?\nI already know some Haskell from university.",
  "Favourite books to pick up Haskell properly?\nBooks or courses, anything that sticks.",
];
/** Other needs of the import: the words of the two posts above are rare among them. */
const others = Array.from({ length: 200 }, (_, i) => [1_000_000 + i]);
/** One vector for both posts: as close as two posts can read, so only the rare words decide. */
const same = Float32Array.from({ length: 4 }, (_, k) => (k === 0 ? 1 : 0));

describe("the words a need asks in", () => {
  it("are its title's, without the opening that says who asks", () => {
    const asked = askedTerms(
      "Ask HN: As a nurse and keen gardener, which pension plan suits me?\nI like spreadsheets.",
    );
    expect(asked.has(termId("pension"))).toBe(true);
    expect(asked.has(termId("gardener"))).toBe(false);
    expect(asked.has(termId("spreadsheet"))).toBe(false);
  });

  it("tie two needs only when both titles say the rare word", () => {
    const grouping: Grouping = {
      duplicateOf: new Int32Array(posts.length).fill(-1),
      group: Int32Array.from(posts, (_, i) => i),
      clusters: posts.map((_, i) => ({ members: [i], topTerms: [] })),
    };
    const rare = rareWords([...posts.map((p) => termsOf(p)), ...others]).slice(0, posts.length);
    const merge = (words: (Set<number> | undefined)[]) =>
      mergeByMeaning(grouping, [same, same], words, () => true).clusters.map((c) => c.members);
    // Read from the whole post, 'haskell' (said in the first post's body) would join a Rust ask to a Haskell one.
    expect(merge(rare)).toEqual([[0, 1]]);
    expect(merge(askedRareWords(rare, (i) => askedTerms(posts[i]!)))).toEqual([[0], [1]]);
    // A post not read keeps its words.
    expect(askedRareWords(rare, () => null)).toEqual(rare);
  });
});
