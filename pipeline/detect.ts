/**
 * Detect: which posts voice a need. Posts the source marks deleted or removed, bot and moderator
 * posts, posts too short to say anything and posts not in English are skipped first; the rest
 * are classified by the analyser (the local one: phrase rules) as a need, a launch or not a need.
 */
import { guessLanguage } from "@/lib/domain/pipeline/language";
import { NEED_THRESHOLD, readPhrases } from "@/lib/domain/pipeline/phrases";
import type { Analyser, Detection, RawPost } from "./types";

/** Fewer words than this (title and body together) cannot voice a need. */
export const MIN_WORDS = 5;

const BOT_TEXT = /\bi am a bot\b|\bthis action was performed automatically\b|\bbeep boop\b/i;

/** The skip a post gets before any classification, or null when it should be classified. */
export function screen(post: RawPost): Detection | null {
  if (post.flags.deleted || post.flags.removed) return { kind: "skip", reason: "deleted" };
  if (post.flags.bot || post.flags.moderator) return { kind: "skip", reason: "bot_or_moderator" };
  const text = `${post.title ?? ""}\n${post.body}`;
  if (BOT_TEXT.test(text)) return { kind: "skip", reason: "bot_or_moderator" };
  if (!hasWords(text, MIN_WORDS)) return { kind: "skip", reason: "too_short" };
  if (guessLanguage(text) === "other") return { kind: "skip", reason: "wrong_language" };
  return null;
}

/** Whether `text` holds at least `n` words (counting stops there). */
function hasWords(text: string, n: number): boolean {
  const word = /[\p{L}\p{N}]+/gu;
  for (let i = 0; i < n; i++) if (!word.exec(text)) return false;
  return true;
}

/** The phrase rules' verdict on a post's text: launch first, then need or not. */
export function classifyText(title: string | null, body: string): Detection {
  const verdict = readPhrases(title, body);
  if (verdict.launch) return { kind: "launch" };
  if (verdict.need >= NEED_THRESHOLD) return { kind: "need", confidence: Math.min(1, verdict.need / 6) };
  return { kind: "skip", reason: "not_a_need" };
}

export async function detect(post: RawPost, analyser?: Analyser): Promise<Detection> {
  const skip = screen(post);
  if (skip) return skip;
  return analyser ? analyser.classify({ title: post.title, body: post.body }) : classifyText(post.title, post.body);
}
