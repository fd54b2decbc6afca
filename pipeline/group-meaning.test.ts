/**
 * Grouping by meaning on sentences written for this test, read by the real sentence model: asks to
 * choose one kind of thing in other words become one group; needs sharing only a subject word stay apart.
 */
import { describe, expect, it } from "vitest";
import type { Grouping } from "@/lib/domain/pipeline/grouping";
import { MEANING_RULE, chosenAsk, meaningText, mergeByMeaning, rareWords } from "@/lib/domain/pipeline/meaning";
import { termId, termsOf } from "@/lib/domain/pipeline/terms";
import { embedTexts } from "@/lib/server/pipeline/embed";

const posts = [
  "Ask HN: Which VPS provider do you use for side projects?",
  "Ask HN: Best VPS hosts for a small web app in Europe?",
  "Ask HN: Any recommendations for a VPS under $10 a month?",
  "Ask HN: How do I convince my team to drop kubernetes?",
  "Ask HN: How do I hire a kubernetes expert?",
];
/** Other needs of the import, each of words no other need says: 'vps' and 'kubernetes' are rare among them. */
const others = Array.from({ length: 200 }, (_, i) => [1_000_000 + i]);

describe("grouping by meaning on written sentences", () => {
  it("joins three wordings of one choice and keeps needs sharing only a subject apart", async () => {
    const vectors = await embedTexts(posts.map(meaningText));
    expect(vectors).not.toBeNull();
    const rare = rareWords([...posts.map((p) => termsOf(p)), ...others]).slice(0, posts.length);
    const grouping: Grouping = {
      duplicateOf: new Int32Array(posts.length).fill(-1),
      group: Int32Array.from(posts, (_, i) => i),
      clusters: posts.map((_, i) => ({ members: [i], topTerms: [] })),
    };
    const merge = (chosen: Map<number, string | null>[]) =>
      mergeByMeaning(grouping, vectors!, rare, () => true, MEANING_RULE, chosen).clusters.map((c) => c.members);
    const chosen = posts.map((p) => chosenAsk(p).things);
    expect(merge(chosen)).toEqual([[0, 1, 2], [3], [4]]);
    // The two kubernetes posts read about as close as two wordings of one choice: only what they
    // ask (two tasks, no thing to pick) keeps them apart. Read as choices of one kind, they would merge.
    expect(chosen[3]!.size + chosen[4]!.size).toBe(0);
    const kubernetes = new Map([[termId("kubernetes"), null]]);
    expect(merge([...chosen.slice(0, 3), kubernetes, kubernetes])).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  }, 60_000);
});
