import { describe, expect, it } from "vitest";
import type { Grouping } from "./grouping";
import {
  askerTerms,
  chosenAsk,
  meaningText,
  mergeByMeaning,
  MEANING_RULE,
  outliers,
  postsToRead,
  rareWords,
} from "./meaning";
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

  it("reads 'as a' as who asks only where it opens a sentence or a clause", () => {
    const term = (w: string) => termId(stem(w));
    expect(askerTerms("Ask HN: As a freelancer, which bank do you use?")).toContain(term("freelancer"));
    expect(askerTerms("Which screen?\nWill a big TV work as a desktop monitor for code?")).not.toContain(
      term("monitor"),
    );
    expect(askerTerms("Which screen?\nI mean one such as a portable monitor.")).not.toContain(term("monitor"));
  });
});

describe("asks to choose one kind of thing", () => {
  it("reads the kind a title asks to choose, never a task's subject or a later noun", () => {
    const vps = chosenAsk("Ask HN: Which VPS provider do you use for side projects?").kinds;
    expect(vps).toEqual(new Set(["vps"]));
    expect(chosenAsk("Ask HN: Best VPS hosts for a small web app in Europe?").kinds).toEqual(vps);
    expect(chosenAsk("Ask HN: Any recommendations for a VPS under $10 a month?").kinds).toEqual(vps);
    // Readers addressed first ('Freelancers, ...'), a noun before a participle ('self hosted').
    expect(chosenAsk("Plumbers, which bookkeeping package suits a one-van firm?").kinds).toEqual(
      new Set([stem("accounting")]),
    );
    expect(chosenAsk("Which self hosted wiki do you run at a small clinic?").kinds).toEqual(new Set(["wiki"]));
    // 'keep track of': the noun after 'of' is the thing.
    expect(chosenAsk("Which notebook helps a reader keep track of loaned books?").kinds).not.toContain("track");
    // A task or a question with no choice shares its subject with other needs, not a thing asked for.
    expect(chosenAsk("Ask HN: Best way to move our kubernetes cluster to another region?").things.size).toBe(0);
    expect(chosenAsk("Ask HN: Is it worth learning kubernetes as a frontend developer?").things.size).toBe(0);
    expect(chosenAsk("Ask HN: Would you recommend [link] or something similar?").things.size).toBe(0);
    // The noun before the kind says which kind.
    const sql = chosenAsk("Ask HN: Which SQL client do you use on Linux?").things;
    const email = chosenAsk("Ask HN: Favourite email client on Linux?").things;
    expect([...sql.keys()]).toEqual([...email.keys()]);
    expect([...sql.values(), ...email.values()]).toEqual(["sql", "email"]);
  });

  // Two posts at cosine 0.64: below the bar for any two needs, above the one for one kind chosen.
  const near = [at(0), at(50)];
  const kind = (term: number, modifier: string | null = null) => new Map([[term, modifier]]);
  const merged = (chosen: (Map<number, string | null> | undefined)[], rare = [words(7), words(7)]) =>
    members(mergeByMeaning(grouping([[0], [1]]), near, rare, anything, MEANING_RULE, chosen));

  it("merges two wordings of one choice that the sentence vectors read loosely", () => {
    expect(merged([])).toEqual([[0], [1]]);
    expect(merged([kind(7), kind(7)])).toEqual([[0, 1]]);
  });

  it("never merges on a kind one post does not ask to choose, nor on two kinds of it", () => {
    // One post tells a story or asks how to do a task with the word: a shared subject, not a shared need.
    expect(merged([kind(7), undefined])).toEqual([[0], [1]]);
    expect(merged([kind(7, "sql"), kind(7, "email")])).toEqual([[0], [1]]);
    expect(merged([kind(7), kind(7, "windows")])).toEqual([[0], [1]]);
    // The kind must be a rare word every post says: a common one ('laptop' in a laptop forum) is no object.
    expect(merged([kind(7), kind(7)], [words(8), words(8)])).toEqual([[0], [1]]);
    expect(merged([kind(7), kind(9)], [words(7, 9), words(7, 9)])).toEqual([[0], [1]]);
  });

  it("keeps every pair of a merged choice close: far posts never join through a near one", () => {
    const out = mergeByMeaning(
      grouping([[0], [1], [2]]),
      [at(0), at(50), at(-50)],
      [words(7), words(7), words(7)],
      anything,
      MEANING_RULE,
      [kind(7), kind(7), kind(7)],
    );
    expect(members(out)).toEqual([[0, 1], [2]]);
  });
});
