/**
 * The ingest stage for one batch of read records: detect, anonymise, and for needs and launches
 * the features the group stage reads (text hash, MinHash signature, terms). Pure of I/O apart
 * from the analyser: the caller writes the rows (lib/server/pipeline/posts.ts).
 */
import { signatureOfWords, textHashOfWords } from "@/lib/domain/pipeline/minhash";
import { termsOfWords } from "@/lib/domain/pipeline/terms";
import { normalisedWords } from "@/lib/domain/pipeline/text";
import type { PostRow } from "@/lib/server/pipeline/posts";
import { anonymise } from "./anonymise";
import { detect } from "./detect";
import type { Analyser, RawPost, ReadResult, SkipReason } from "./types";

export interface BatchCounts {
  read: number;
  /** Posts this source already had (an earlier run, or a resumed one). */
  already_done: number;
  needs: number;
  launches: number;
  skipped: Partial<Record<SkipReason, number>>;
}

export function emptyCounts(): BatchCounts {
  return { read: 0, already_done: 0, needs: 0, launches: 0, skipped: {} };
}

export function skip(counts: BatchCounts, reason: SkipReason): void {
  counts.skipped[reason] = (counts.skipped[reason] ?? 0) + 1;
}

/** Flattens counts for storage in a batch row (summed across batches in SQL). */
export function flatCounts(c: BatchCounts): Record<string, number> {
  return {
    read: c.read,
    already_done: c.already_done,
    needs: c.needs,
    launches: c.launches,
    ...Object.fromEntries(Object.entries(c.skipped).map(([k, v]) => [`skipped.${k}`, v])),
  };
}

export interface IngestContext {
  source: string;
  key: string;
  analyser?: Analyser;
}

const YIELD_EVERY = 200;

export async function processRecords(
  records: ReadResult[],
  known: Set<string>,
  ctx: IngestContext,
): Promise<{ rows: PostRow[]; counts: BatchCounts }> {
  const counts = emptyCounts();
  const rows: PostRow[] = [];
  for (const [i, record] of records.entries()) {
    // Let I/O run now and then (the previous batch's write, on another connection, goes on meanwhile).
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    if (!("post" in record)) {
      counts.read++;
      skip(counts, record.skipped);
      continue;
    }
    counts.read++;
    const post = record.post;
    if (known.has(post.externalId)) {
      counts.already_done++;
      continue;
    }
    if (!(post.createdAt instanceof Date) || Number.isNaN(post.createdAt.getTime())) {
      skip(counts, "bad_line");
      continue;
    }
    rows.push(await processPost(post, ctx, counts));
  }
  return { rows, counts };
}

async function processPost(post: RawPost, ctx: IngestContext, counts: BatchCounts): Promise<PostRow> {
  const base = {
    externalId: post.externalId,
    community: post.community,
    parentExternalId: post.parentId,
    postedAt: post.createdAt,
    score: post.score,
    comments: post.comments,
  };
  const detection = await detect(post, ctx.analyser);
  if (detection.kind === "skip") {
    skip(counts, detection.reason);
    const reason =
      detection.reason === "duplicate" || detection.reason === "bad_line" ? "not_a_need" : detection.reason;
    return {
      ...base,
      authorHash: null,
      kind: "skipped",
      skipReason: reason,
      text: null,
      textHash: null,
      minhash: null,
      terms: null,
    };
  }
  if (detection.kind === "need") counts.needs++;
  else counts.launches++;
  const clean = anonymise(post, detection.kind, ctx.source, ctx.key);
  const text = clean.title ? `${clean.title}\n${clean.body}` : clean.body;
  const words = normalisedWords(text);
  return {
    ...base,
    authorHash: clean.authorHash,
    kind: detection.kind,
    skipReason: null,
    text,
    textHash: textHashOfWords(words),
    minhash: signatureOfWords(words),
    terms: termsOfWords(words),
  };
}
