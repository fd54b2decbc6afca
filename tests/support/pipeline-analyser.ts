import { classifyText } from "@/pipeline/detect";
import { contentWords } from "@/lib/domain/pipeline/terms";
import type { Analyser, IdeaDraft } from "@/pipeline/types";

/**
 * A deterministic stand-in analyser for the pipeline's integration tests: the phrase rules
 * classify, and "paraphrases" and descriptions are built from a post's content words in new
 * frames, so they share no run of five words with it.
 */
const top = (texts: string[], n: number) => {
  const counts = new Map<string, number>();
  for (const t of texts) for (const { word } of contentWords(t)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, n)
    .map(([w]) => w);
};

export const testAnalyser: Analyser = {
  name: "test",
  classify: async (post) => classifyText(post.title, post.body),
  paraphrase: async (text) => {
    const words = top([text], 4);
    return words.length >= 2 ? `Someone keeps running into ${words.join(" / ")} trouble and wants help with it.` : null;
  },
  describe: async (group): Promise<IdeaDraft> => {
    const words = top(
      group.posts.map((p) => p.body),
      6,
    );
    return {
      title: `Help with ${words.slice(0, 3).join(", ")}`,
      description: `A service for people dealing with ${words.slice(0, 4).join(", ")}.`,
      complaintSummary: `People in ${group.communities.slice(0, 3).join(", ")} describe trouble with ${words.slice(0, 2).join(" and ")}.`,
      analysis: `Demand is visible across ${group.communities.length} communities.`,
      category: "Work",
      simplicityHint: 60,
    };
  },
};
