/**
 * Detect: which posts voice a need. Posts the source marks deleted or removed, bot and moderator
 * posts, answers to someone else's question (a launch when one presents the writer's own product),
 * sensitive posts (lib/domain/pipeline/sensitive.ts),
 * posts too short to say anything and posts not in English are skipped first, before any analyser
 * reads them; the rest are classified by the analyser (the local one: lib/domain/pipeline/need-rules.ts)
 * as a need, a launch or not a need. Whatever the analyser says, the never-a-need rules apply to
 * its verdict too: an own launch is a launch, a link post whose title asks nothing is no need.
 */
import { guessLanguage } from "@/lib/domain/pipeline/language";
import { judgeNeed, NEED_SCORE } from "@/lib/domain/pipeline/need-rules";
import { sensitiveTopic } from "@/lib/domain/pipeline/sensitive";
import type { Analyser, ClassifyInput, Detection, RawPost } from "./types";

/** Fewer words than this (title and body together) cannot voice a need. */
export const MIN_WORDS = 5;

const BOT_TEXT = /\bi am a bot\b|\bthis action was performed automatically\b|\bbeep boop\b/i;

/** The skip a post gets before any classification, or null when it should be classified. */
export function screen(post: RawPost): Detection | null {
  if (post.flags.deleted || post.flags.removed) return { kind: "skip", reason: "deleted" };
  if (post.flags.bot || post.flags.moderator) return { kind: "skip", reason: "bot_or_moderator" };
  const text = `${post.title ?? ""}\n${post.body}`;
  if (BOT_TEXT.test(text)) return { kind: "skip", reason: "bot_or_moderator" };
  const topic = sensitiveTopic(post.title, post.body);
  if (topic) return { kind: "skip", reason: "sensitive", why: topic.replace("_", " ") };
  if (!hasWords(text, MIN_WORDS)) return { kind: "skip", reason: "too_short" };
  if (guessLanguage(text) === "other") return { kind: "skip", reason: "wrong_language" };
  if (post.answer) {
    // An answer is never the writer's need; an answer presenting the writer's own product is a builder.
    const judged = judgeNeed({ title: post.title, body: post.body });
    return judged.verdict === "launch" ? { kind: "launch", why: judged.why } : { kind: "skip", reason: "answer" };
  }
  return null;
}

/** Whether `text` holds at least `n` words (counting stops there). */
function hasWords(text: string, n: number): boolean {
  const word = /[\p{L}\p{N}]+/gu;
  for (let i = 0; i < n; i++) if (!word.exec(text)) return false;
  return true;
}

/** The local rules' verdict on a post: launch first, then need or not. */
export function classifyText(title: string | null, body: string, link?: string | null): Detection {
  const judged = judgeNeed({ title, body, link });
  if (judged.verdict === "launch") return { kind: "launch", why: judged.why };
  if (judged.verdict === "need")
    return { kind: "need", confidence: Math.min(1, judged.score / (2 * NEED_SCORE)), why: judged.why };
  return { kind: "skip", reason: "not_a_need", why: judged.why };
}

/**
 * The rules no analyser overrides, applied to its verdict: a sensitive post is skipped, an own
 * launch stays a launch, and a link post whose title asks nothing is never a need.
 */
export function gate(post: ClassifyInput, detection: Detection): Detection {
  const topic = sensitiveTopic(post.title, post.body);
  if (topic) return { kind: "skip", reason: "sensitive", why: topic.replace("_", " ") };
  if (detection.kind !== "need") return detection;
  const judged = judgeNeed(post);
  if (judged.verdict === "launch") return { kind: "launch", why: judged.why };
  if (judged.why === "link post asking nothing") return { kind: "skip", reason: "not_a_need", why: judged.why };
  return detection;
}

export async function detect(post: RawPost, analyser?: Analyser): Promise<Detection> {
  const skip = screen(post);
  if (skip) return skip;
  const input: ClassifyInput = { title: post.title, body: post.body, link: post.link ?? null };
  return gate(input, analyser ? await analyser.classify(input) : classifyText(post.title, post.body, post.link));
}
