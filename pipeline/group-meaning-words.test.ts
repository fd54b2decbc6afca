/**
 * Grouping by meaning joins one need asked in other words, and a word two needs share only as a
 * qualifier ('daily', 'modern') never joins them, even where the sentence model reads them as close
 * as two wordings of one need. Sentences written for this test, read by the real sentence model.
 */
import { describe, expect, it } from "vitest";
import type { Grouping } from "@/lib/domain/pipeline/grouping";
import {
  MEANING_RULE,
  askedRareWords,
  askedTerms,
  askedWords,
  chosenAsk,
  meaningText,
  mergeByMeaning,
  rareWords,
  sharesOnlySetting,
} from "@/lib/domain/pipeline/meaning";
import { termId, termsOf } from "@/lib/domain/pipeline/terms";
import { embedTexts } from "@/lib/server/pipeline/embed";

const posts = [
  "Ask HN: Which tool keeps your meeting notes in order?",
  "Ask HN: Favourite tool for keeping your notes?",
  "Ask HN: Which app holds your daily journal?",
  "Ask HN: Which app runs your daily standups?",
  "Ask HN: How do I pick up modern Haskell?",
  "Ask HN: How do I pick up modern Fortran?",
];
/** Other needs of the import, each of words no other need says: the words above are rare among them. */
const others = Array.from({ length: 200 }, (_, i) => [1_000_000 + i]);

function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += a[k]! * b[k]!;
  return sum;
}

describe("grouping by meaning: one need in other words, not one shared word", () => {
  it("joins two wordings of one need and keeps needs sharing only a qualifier apart", async () => {
    const vectors = await embedTexts(posts.map(meaningText));
    expect(vectors).not.toBeNull();
    // As group.ts reads them: rare words among all needs, kept when the title asks in them.
    const counted = rareWords([...posts.map((p) => termsOf(p)), ...others]).slice(0, posts.length);
    const rare = askedRareWords(counted, (i) => askedTerms(posts[i]!));
    const grouping: Grouping = {
      duplicateOf: new Int32Array(posts.length).fill(-1),
      group: Int32Array.from(posts, (_, i) => i),
      clusters: posts.map((_, i) => ({ members: [i], topTerms: [] })),
    };
    const notSetting = (a: number[], b: number[]) =>
      !sharesOnlySetting(
        a.map((i) => askedWords(posts[i]!)),
        b.map((i) => askedWords(posts[i]!)),
      );
    const chosen = posts.map((p) => chosenAsk(p).things);
    const merge = (words: (Set<number> | undefined)[]) =>
      mergeByMeaning(grouping, vectors!, words, notSetting, MEANING_RULE, chosen).clusters.map((c) => c.members);

    expect(merge(rare)).toEqual([[0, 1], [2], [3], [4], [5]]);

    // The model alone would join both pairs: each reads closer than the two wordings of one need.
    const close = (a: number, b: number) => cosine(vectors![a]!, vectors![b]!);
    expect(close(2, 3)).toBeGreaterThan(MEANING_RULE.meanCosine);
    expect(close(4, 5)).toBeGreaterThan(MEANING_RULE.meanCosine);
    // Only the shared word keeps them apart: were the qualifier counted as a word both ask in, they
    // would merge.
    const sayingAlso = (word: string) => rare.map((r, i) => (i >= 2 ? new Set([...r!, termId(word)]) : r));
    expect(merge(sayingAlso("daily"))).toContainEqual([2, 3]);
    expect(merge(sayingAlso("modern"))).toContainEqual([4, 5]);
  }, 60_000);
});
