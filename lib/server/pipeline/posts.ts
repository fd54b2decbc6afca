import type { Pool, PoolClient } from "pg";
import { copyRows, type CopyValue } from "./copy";

/** A processed post as stored (pipeline_posts). Skipped posts carry no text, author or features. */
export interface PostRow {
  externalId: string;
  community: string;
  parentExternalId: string | null;
  authorHash: string | null;
  postedAt: Date;
  kind: "need" | "launch" | "skipped";
  skipReason: "deleted" | "bot_or_moderator" | "too_short" | "not_a_need" | "wrong_language" | null;
  score: number;
  comments: number;
  text: string | null;
  textHash: string | null;
  minhash: number[] | null;
  terms: number[] | null;
}

/**
 * A post's stored columns, up to its text, in the order ingest copies them and the library
 * snapshot stores them (the snapshot's header names them, so the order is part of its format).
 */
export const POST_COLUMNS = [
  "source_id",
  "external_id",
  "run_id",
  "community",
  "parent_external_id",
  "author_hash",
  "posted_at",
  "month",
  "kind",
  "skip_reason",
  "score",
  "comments",
  "text",
] as const;

/** The post's columns computed from its text alone: the snapshot leaves them out and recomputes them. */
export const POST_TEXT_FEATURE_COLUMNS = ["text_hash", "minhash"] as const;

const COLUMNS = [...POST_COLUMNS, ...POST_TEXT_FEATURE_COLUMNS, "terms"];

/** The external ids among `ids` this source already has: a re-run skips them. */
export async function knownIds(client: Pool | PoolClient, sourceId: number, ids: string[]): Promise<Set<string>> {
  const { rows } = await client.query<{ external_id: string }>(
    `SELECT external_id FROM pipeline_posts WHERE source_id = $1 AND external_id = ANY($2::text[])`,
    [sourceId, ids],
  );
  return new Set(rows.map((r) => r.external_id));
}

const firstOfMonth = (d: Date) => `${d.toISOString().slice(0, 7)}-01`;
const int4 = (n: number) => Math.max(-2_147_483_648, Math.min(2_147_483_647, Math.round(Number.isFinite(n) ? n : 0)));

/**
 * Writes posts with COPY into a session's staging table, then into pipeline_posts, skipping any
 * (source, external id) already there (another worker's or an earlier run's). Inside the caller's
 * transaction: the batch's posts and its done mark commit together.
 */
export async function insertPosts(
  client: PoolClient,
  sourceId: number,
  runId: number,
  posts: PostRow[],
): Promise<number> {
  if (!posts.length) return 0;
  await client.query(
    `CREATE TEMP TABLE IF NOT EXISTS pipeline_post_stage (LIKE pipeline_posts INCLUDING DEFAULTS) ON COMMIT DELETE ROWS`,
  );
  const rows: CopyValue[][] = posts.map((p) => [
    sourceId,
    p.externalId,
    runId,
    p.community,
    p.parentExternalId,
    p.authorHash,
    p.postedAt,
    firstOfMonth(p.postedAt),
    p.kind,
    p.skipReason,
    int4(p.score),
    int4(p.comments),
    p.text,
    p.textHash,
    p.minhash,
    p.terms,
  ]);
  await copyRows(client, "pipeline_post_stage", COLUMNS, rows);
  const cols = COLUMNS.map((c) => `"${c}"`).join(", ");
  const res = await client.query(
    `INSERT INTO pipeline_posts (${cols}) SELECT ${cols} FROM pipeline_post_stage ON CONFLICT (source_id, external_id) DO NOTHING`,
  );
  return res.rowCount ?? 0;
}
