/**
 * The ingest stage for one batch of read records: detect, anonymise, and for needs and launches
 * the features the group stage reads (text hash, MinHash signature, terms). Pure of I/O apart
 * from the analyser: the caller writes the rows (lib/server/pipeline/posts.ts).
 */
import { signatureOfWords, textHashOfWords } from "@/lib/domain/pipeline/minhash";
import { termsOfPost } from "@/lib/domain/pipeline/terms";
import { normalisedWords } from "@/lib/domain/pipeline/text";
import type { PostRow } from "@/lib/server/pipeline/posts";
import { badLineReason } from "./sources/common";
import { anonymise } from "./anonymise";
import { detect } from "./detect";
import type { Analyser, RawPost, ReadResult, SkipReason } from "./types";

export interface BatchCounts {
  read: number;
  /** Posts this source already had (an earlier run, or a resumed one). */
  already_done: number;
  /** Posts ideas:remove took out before (by source and id, or a repost of their text): never stored again. */
  removed?: number;
  needs: number;
  launches: number;
  skipped: Partial<Record<SkipReason, number>>;
  /** Bad lines by their reason (badLineReason). */
  badLines?: Record<string, number>;
  /** The line of the first record counted under each skip reason and bad-line reason ("skipped.x", "bad_line.y"). */
  firstLine?: Record<string, number>;
  /** The same, for records of a JSON array: the first one's item number (in place of a line, which may be 1 for all). */
  firstItem?: Record<string, number>;
}

/** Where a record is in its file: its line, or its item number in a JSON array (ReadResult's). */
export interface Position {
  line?: number;
  item?: number;
}

export function emptyCounts(): BatchCounts {
  return { read: 0, already_done: 0, needs: 0, launches: 0, skipped: {} };
}

export function skip(counts: BatchCounts, reason: SkipReason, where?: Position & { detail?: string }): void {
  counts.skipped[reason] = (counts.skipped[reason] ?? 0) + 1;
  firstAt(counts, `skipped.${reason}`, where);
  if (reason === "bad_line" && where?.detail !== undefined) {
    const why = badLineReason(where.detail);
    counts.badLines ??= {};
    counts.badLines[why] = (counts.badLines[why] ?? 0) + 1;
    firstAt(counts, `bad_line.${why}`, where);
  }
}

/** Keeps the first position met under `key`: an item number when the record has one, else its line. */
function firstAt(counts: BatchCounts, key: string, where: Position | undefined): void {
  if (where?.item !== undefined) {
    counts.firstItem ??= {};
    counts.firstItem[key] ??= where.item;
  } else if (where?.line !== undefined) {
    counts.firstLine ??= {};
    counts.firstLine[key] ??= where.line;
  }
}

/** Flattens counts for storage in a batch row (summed across batches in SQL). */
export function flatCounts(c: BatchCounts): Record<string, number> {
  return {
    read: c.read,
    already_done: c.already_done,
    ...(c.removed ? { removed: c.removed } : {}),
    needs: c.needs,
    launches: c.launches,
    ...Object.fromEntries(Object.entries(c.skipped).map(([k, v]) => [`skipped.${k}`, v])),
    ...Object.fromEntries(Object.entries(c.badLines ?? {}).map(([k, v]) => [`bad_line.${k}`, v])),
    // Where each reason was first met: not summed across batches (lib/server/pipeline/runs.ts, firstLines).
    ...Object.fromEntries(Object.entries(c.firstLine ?? {}).map(([k, v]) => [`${FIRST_LINE_PREFIX}${k}`, v])),
    ...Object.fromEntries(Object.entries(c.firstItem ?? {}).map(([k, v]) => [`${FIRST_ITEM_PREFIX}${k}`, v])),
  };
}

/**
 * A batch's analysis without what ideas:remove took out: `buried` records (their source and id have
 * a tombstone) were left out before the analysis and are counted here; rows whose text hash has a
 * tombstone (reposts of removed text) are dropped.
 */
export function withoutRemoved(
  analysis: { rows: PostRow[]; counts: BatchCounts },
  buried: number,
  buriedHashes: Set<string>,
): { rows: PostRow[]; counts: BatchCounts } {
  const counts: BatchCounts = { ...analysis.counts, read: analysis.counts.read + buried, removed: buried };
  const rows = analysis.rows.filter((row) => {
    if (row.textHash === null || !buriedHashes.has(row.textHash)) return true;
    if (row.kind === "need") counts.needs--;
    else if (row.kind === "launch") counts.launches--;
    counts.removed = (counts.removed ?? 0) + 1;
    return false;
  });
  if (!counts.removed) delete counts.removed;
  return { rows, counts };
}

export interface IngestContext {
  source: string;
  key: string;
  analyser?: Analyser;
}

const YIELD_EVERY = 200;

/** Keys of a batch's counts that hold a line number, not a count (lib/server/pipeline/runs.ts reads them apart). */
export const FIRST_LINE_PREFIX = "first_line.";
/** Keys that hold a JSON array's item number, not a count (read with the line ones; the same length). */
export const FIRST_ITEM_PREFIX = "first_item.";

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
      skip(counts, record.skipped, record);
      continue;
    }
    counts.read++;
    const post = record.post;
    if (known.has(post.externalId)) {
      counts.already_done++;
      continue;
    }
    if (!(post.createdAt instanceof Date) || Number.isNaN(post.createdAt.getTime())) {
      skip(counts, "bad_line", { line: record.line, item: record.item, detail: "the date is not a date" });
      continue;
    }
    rows.push(await processPost(post, ctx, counts, { line: record.line, item: record.item }));
  }
  return { rows, counts };
}

/** A post's row; a skip is counted under the analysis's own reason, with where it is (its line or item). */
async function processPost(post: RawPost, ctx: IngestContext, counts: BatchCounts, where: Position): Promise<PostRow> {
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
    skip(counts, detection.reason, where);
    // The stored column knows the screen's reasons; a sensitive post or an answer is stored as not a
    // need, with no text, no author and no features (its count keeps the reason).
    const reason =
      detection.reason === "duplicate" ||
      detection.reason === "bad_line" ||
      detection.reason === "sensitive" ||
      detection.reason === "answer"
        ? "not_a_need"
        : detection.reason;
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
    terms: termsOfPost(clean.title, clean.body),
  };
}
