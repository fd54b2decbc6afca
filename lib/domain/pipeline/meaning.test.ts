import { describe, expect, it } from "vitest";
import type { Grouping } from "./grouping";
import { askerTerms, meaningText, mergeByMeaning, outliers, postsToRead, rareWords } from "./meaning";
import { stem, termId } from "./terms";

/** A grouping of the given clusters (post indices), no copies. */
function grouping(clusters: number[][]): Grouping {
  const n = Math.max(...clusters.flat()) + 1;
  const group = new Int32Array(n).fill(-1);
  clusters.forEach((members, ci) => members.forEach((i) => (group[i] = ci)));
  return {
    duplicateOf: new Int32Array(n).fill(-1),
    group,
    clusters: clusters.map((members) => ({ members, topTerms: [] })),
  };
}

/** A unit vector in the plane at `degrees` (cosine of two is the cosine of the angle between them). */
const at = (degrees: number) =>
  Float32Array.from([Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180), 0]);
const apart = Float32Array.from([0, 0, 1]);
const words = (...terms: number[]) => new Set(terms);
const anything = () => true;
const members = (g: Grouping) => g.clusters.map((c) => c.members);

describe("grouping by meaning", () => {
  it("merges small groups that mean one need and all name one rare word", () => {
    const out = mergeByMeaning(
      grouping([[0], [1], [2]]),
      [at(0), at(10), at(20)],
      [words(7, 1), words(7), words(7, 2)],
      anything,
    );
    expect(members(out)).toEqual([[0, 1, 2]]);
    expect([...out.group]).toEqual([0, 0, 0]);
  });

  it("refuses a merge when a post does not say the rare word the others say", () => {
    const out = mergeByMeaning(
      grouping([[0], [1], [2]]),
      [at(0), at(10), at(20)],
      [words(7), words(7), words(8)],
      anything,
    );
    expect(members(out)).toEqual([[0, 1], [2]]);
  });

  it("refuses a merge the grouping's guard forbids (two things asked for)", () => {
    const out = mergeByMeaning(grouping([[0], [1]]), [at(0), at(5)], [words(7), words(7)], () => false);
    expect(members(out)).toEqual([[0], [1]]);
  });

  it("refuses a merge whose posts are too far apart, and never chains through a middle post", () => {
    // 0 is close to 1 and to 2 (cosine 0.77), but 1 and 2 are far apart (cosine 0.17).
    const out = mergeByMeaning(
      grouping([[0], [1], [2]]),
      [at(0), at(40), at(-40)],
      [words(7), words(7), words(7)],
      anything,
    );
    expect(members(out)).toEqual([[0, 1], [2]]);
  });

  it("drops a post that does not mean what the rest of its group means; a launch stays", () => {
    // Post 3 is a launch: no vector.
    const vectors = [at(0), at(10), apart, undefined];
    expect(outliers([0, 1, 2, 3], vectors)).toEqual([2]);
    const out = mergeByMeaning(grouping([[0, 1, 2, 3]]), vectors, [words(7), words(7), words(7), undefined], anything);
    expect(members(out)).toEqual([[0, 1, 3], [2]]);
    expect([...out.group]).toEqual([0, 0, 1, 0]);
  });

  it("leaves groups with no vector as they are, in their order", () => {
    const out = mergeByMeaning(
      grouping([[0, 1, 2], [3], [4]]),
      [undefined, undefined, undefined, at(0), at(3)],
      [undefined, undefined, undefined, words(7), words(7)],
      anything,
    );
    expect(members(out)).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  });

  it("is deterministic: ties go to the earlier group, and the same input gives the same groups", () => {
    const run = () =>
      mergeByMeaning(grouping([[0], [1], [2]]), [at(0), at(30), at(-30)], [words(7), words(7), words(7)], anything);
    // 1 and 2 are equally close to 0 (and 0.5 to each other): 0 takes 1, the earlier.
    const first = run();
    expect(members(first)).toEqual([[0, 1], [2]]);
    expect(members(run())).toEqual(members(first));
  });

  it("reads only the needs of small groups that share a rare word with another small group", () => {
    const clusters = grouping([[0, 1, 2], [3, 4], [5], [6], [7, 8]]).clusters;
    const rare = [words(7), words(7), words(7), words(7), words(1), words(7), words(9), words(2), undefined];
    const small = (members: number[]) => members.filter((i) => rare[i]).length < 3;
    // [0, 1, 2] is not small; [6] and [7, 8] share no rare word with another group; 8 is a launch.
    expect(postsToRead(clusters, rare, small)).toEqual([3, 4, 5]);
  });

  it("reads a word as rare when at most 2% of needs say it, and at least by the two needs that share it", () => {
    const many = Array.from({ length: 100 }, (_, i) => [1, i === 0 || i === 1 || i === 2 ? 5 : 6]);
    const rare = rareWords([...many, undefined]);
    expect([...rare[0]!]).toEqual([]);
    // Term 5 is said by 3 of 100 needs: more than 2%.
    expect(rareWords([...many.slice(0, 2), ...many.slice(3)])[0]).toEqual(words(5));
    expect(rare[100]).toBeUndefined();
    expect(
      rareWords([
        [1, 2],
        [2, 3],
      ]),
    ).toEqual([words(1, 2), words(2, 3)]);
  });

  it("never merges on a word for who asks, said by every post", () => {
    const term = (w: string) => termId(stem(w));
    const texts = [
      "As a freelancer, how do I keep client files apart on one laptop?",
      "Freelancers, what do you use to send invoices?",
      "I am a freelancer and want to find a lawyer for contracts",
    ];
    const askers = texts.map(askerTerms);
    for (const a of askers) expect(a).toContain(term("freelancer"));
    expect(askerTerms("Best books for a complete beginner?")).toContain(term("beginner"));
    expect(askerTerms("Which CSS framework, if any?")).toEqual([]);
    expect(askerTerms("Best laptops, any advice?")).toEqual([]);
    // 'freelancer' is both posts' only rare word: as an asker it is no shared need.
    const terms = [0, 1].map((i) => [term("freelancer"), 100 + i]);
    expect(rareWords(terms).every((r) => r!.has(term("freelancer")))).toBe(true);
    expect(members(mergeByMeaning(grouping([[0], [1]]), [at(0), at(5)], rareWords(terms), anything))).toEqual([[0, 1]]);
    const rare = rareWords(terms, askers);
    expect(rare.some((r) => r!.has(term("freelancer")))).toBe(false);
    expect(members(mergeByMeaning(grouping([[0], [1]]), [at(0), at(5)], rare, anything))).toEqual([[0], [1]]);
  });

  it("reads a post's meaning from its title and the opening of its body", () => {
    const body = Array.from({ length: 30 }, (_, i) => `w${i}`).join(" ");
    expect(meaningText(`How do you track bike repairs?\n${body}`)).toBe(
      "How do you track bike repairs? w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11",
    );
    expect(meaningText("no title here")).toBe("no title here");
  });
});
