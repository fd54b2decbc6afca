/**
 * Anonymise: what the pipeline keeps of a post. The author becomes a keyed hash (HMAC-SHA256
 * with the app's secret), used only to count distinct people; emails, links, handles, phone
 * numbers and person names are replaced in the title and body.
 */
import { createHmac } from "node:crypto";
import { scrubPersonalData } from "@/lib/domain/pipeline/pii";
import type { CleanPost, RawPost } from "./types";

const MIN_KEY_LENGTH = 16;

/** Hashes recently computed, per key: forum authors post many times, and an HMAC costs about 10 µs. */
const CACHE_SIZE = 50_000;
const cache = new Map<string, Map<string, string>>();

/** The author's keyed hash (hex); handles differing only in case are one person. Null without an author. */
export function authorHash(author: string | null, key: string): string | null {
  if (key.length < MIN_KEY_LENGTH)
    throw new Error(`The anonymisation key must be at least ${MIN_KEY_LENGTH} characters (pass the app secret).`);
  const handle = author?.trim().toLowerCase();
  if (!handle) return null;
  let hashes = cache.get(key);
  if (!hashes) cache.set(key, (hashes = new Map()));
  let hash = hashes.get(handle);
  if (hash === undefined) {
    hash = createHmac("sha256", key).update(handle).digest("hex");
    // Bounded: when full, start again (the cache only saves work, it never changes a hash).
    if (hashes.size >= CACHE_SIZE) hashes.clear();
    hashes.set(handle, hash);
  }
  return hash;
}

export function anonymise(post: RawPost, kind: CleanPost["kind"], source: string, key: string): CleanPost {
  const scrub = (text: string) => scrubPersonalData(text, { author: post.author });
  return {
    source,
    externalId: post.externalId,
    community: post.community,
    authorHash: authorHash(post.author, key),
    title: post.title === null ? null : scrub(post.title),
    body: scrub(post.body),
    createdAt: post.createdAt,
    score: post.score,
    comments: post.comments,
    kind,
  };
}
