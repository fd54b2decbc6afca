/**
 * Quotes: every quote shown to users is a paraphrase of one stored post, made by the analyser and
 * passed through the gate: no run of 5 words shared with the post, no placeholder of removed
 * personal data. A quote that fails is dropped, never shown; each keeps its post's reference
 * internally.
 */
import { passesGate } from "@/lib/domain/pipeline/overlap";
import { PLACEHOLDER_PATTERN } from "@/lib/domain/pipeline/pii";
import type { Analyser, CleanPost, Quote } from "./types";

/** The text a quote paraphrases (and is checked against): the post's title and body. */
export function quoteSource(post: Pick<CleanPost, "title" | "body">): string {
  return [post.title, post.body].filter(Boolean).join("\n");
}

/** Whether `quote` may be shown as a paraphrase of `source`. */
export function acceptableQuote(quote: string, source: string): boolean {
  return quote.trim().length > 0 && !quote.match(PLACEHOLDER_PATTERN) && passesGate(quote, [source]);
}

export async function quoteOf(post: CleanPost, analyser: Analyser): Promise<Quote | null> {
  const source = quoteSource(post);
  const text = (await analyser.paraphrase(source))?.trim();
  if (!text || !acceptableQuote(text, source)) return null;
  return {
    text,
    community: post.community,
    month: post.createdAt.toISOString().slice(0, 7),
    postRef: `${post.source}:${post.externalId}`,
  };
}
