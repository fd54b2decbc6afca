/**
 * The local analyser: deterministic, no network, no model. Classifies by the need rules,
 * paraphrases lexically (the quote gate checked), describes a group by its key phrases.
 */
import { describeLocally } from "@/lib/domain/pipeline/describe";
import { paraphraseLocally } from "@/lib/domain/pipeline/paraphrase";
import { classifyText } from "../detect";
import type { Analyser } from "../types";

export function createLocalAnalyser(): Analyser {
  return {
    name: "local",
    classify: async (post) => classifyText(post.title, post.body, post.link),
    paraphrase: async (text) => paraphraseLocally(text),
    describe: async (group) => describeLocally(group),
  };
}
