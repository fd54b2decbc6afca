import type { Pool, PoolClient } from "pg";

/**
 * Removals that last. `ideas:remove` leaves a tombstone per post it deletes: its (source, external
 * id), and the hash of its normalised words when it had text. A later import of the source skips a
 * post whose external id has a tombstone, and a need or launch whose text hash has one (a repost of
 * removed text under another id: a re-export, a crosspost). A tombstone holds no text.
 */
type Db = Pool | PoolClient;

/** Tombstones for the posts `postIds` names (in the caller's transaction, before it deletes them). */
export async function buryPosts(db: Db, postIds: number[]): Promise<number> {
  if (!postIds.length) return 0;
  const res = await db.query(
    `INSERT INTO pipeline_tombstones (source_id, external_id, text_hash)
     SELECT source_id, external_id, text_hash FROM pipeline_posts WHERE id = ANY($1::int[])
     ON CONFLICT (source_id, external_id) DO UPDATE SET text_hash = COALESCE(EXCLUDED.text_hash, pipeline_tombstones.text_hash)`,
    [postIds],
  );
  return res.rowCount ?? 0;
}

/** The external ids among `ids` that this source has a tombstone for. */
export async function buriedIds(db: Db, sourceId: number, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const { rows } = await db.query<{ external_id: string }>(
    `SELECT external_id FROM pipeline_tombstones WHERE source_id = $1 AND external_id = ANY($2::text[])`,
    [sourceId, ids],
  );
  return new Set(rows.map((r) => r.external_id));
}

/** The text hashes among `hashes` that a post removed from this source had. */
export async function buriedHashes(db: Db, sourceId: number, hashes: string[]): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const { rows } = await db.query<{ text_hash: string }>(
    `SELECT DISTINCT text_hash FROM pipeline_tombstones WHERE source_id = $1 AND text_hash = ANY($2::text[])`,
    [sourceId, hashes],
  );
  return new Set(rows.map((r) => r.text_hash));
}

/** Whether this source already has a tombstone for the post (a removal asked twice). */
export async function isBuried(db: Db, source: string, externalId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM pipeline_tombstones t JOIN pipeline_sources s ON s.id = t.source_id WHERE s.name = $1 AND t.external_id = $2`,
    [source, externalId],
  );
  return rows.length > 0;
}
