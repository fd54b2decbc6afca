/**
 * Removal (data-removal requests, a source withdrawn): deletes the posts (and their copies, which
 * hold the same text), which takes their quotes with them, then rebuilds every affected idea from
 * the posts left: evidence, counts, scores, quotes and description; an idea left without enough
 * evidence is unpublished. Every post deleted leaves a tombstone (lib/server/pipeline/tombstones.ts)
 * that later imports honour. A target that names nothing is refused (NothingToRemove).
 */
import type { Pool } from "pg";
import { loadTotals } from "@/lib/server/pipeline/evidence";
import { buryPosts, isBuried } from "@/lib/server/pipeline/tombstones";
import { publishGroup, type PublishOutcome } from "./publish";
import type { Analyser } from "./types";

export type RemovalTarget =
  { post: { source: string; externalId: string } } | { source: string } | { community: string };

/** A removal whose target names no post: the command says so and exits non-zero. */
export class NothingToRemove extends Error {}

export interface RemovalResult {
  posts: number;
  /** The post was removed by an earlier removal (its tombstone is there): nothing more to do. */
  alreadyRemoved?: boolean;
  ideas: Partial<Record<PublishOutcome, number>>;
}

function targetSql(target: RemovalTarget): { sql: string; params: string[] } {
  if ("post" in target)
    return {
      sql: `source_id = (SELECT id FROM pipeline_sources WHERE name = $1) AND external_id = $2`,
      params: [target.post.source, target.post.externalId],
    };
  if ("source" in target)
    return { sql: `source_id = (SELECT id FROM pipeline_sources WHERE name = $1)`, params: [target.source] };
  return { sql: `community = $1`, params: [target.community] };
}

/** Refuses a target naming no source, no community or no post (with what there is to name instead). */
async function checkTarget(pool: Pool, target: RemovalTarget): Promise<void> {
  const source = "post" in target ? target.post.source : "source" in target ? target.source : null;
  if (source !== null) {
    const { rows } = await pool.query<{ name: string }>(`SELECT name FROM pipeline_sources ORDER BY name`);
    if (!rows.some((r) => r.name === source))
      throw new NothingToRemove(
        `No source is named "${source}": nothing removed. ${rows.length ? `The sources are: ${rows.map((r) => r.name).join(", ")}.` : "No source has been imported."}`,
      );
  }
  const t = targetSql(target);
  const { rows } = await pool.query(`SELECT 1 FROM pipeline_posts WHERE ${t.sql} LIMIT 1`, t.params);
  if (rows.length) return;
  if ("post" in target)
    throw new NothingToRemove(
      `Source "${target.post.source}" has no post with id "${target.post.externalId}": nothing removed.`,
    );
  throw new NothingToRemove(
    "source" in target
      ? `Source "${target.source}" holds no post: nothing removed.`
      : `No post is in community "${target.community}": nothing removed (communities are named as imported, e.g. a subreddit without r/).`,
  );
}

/**
 * The stored ids a post id names: itself when stored so; otherwise the id as the dump (and the
 * decisions file) has it, stored as a Reddit fullname ("t3_ID", "t1_ID") or keyed by its Stack
 * Exchange site ("SITE:ID").
 */
export function storedIdsFor(id: string, stored: string[]): string[] {
  if (stored.includes(id)) return [id];
  return stored.filter((s) => s === `t3_${id}` || s === `t1_${id}` || s.endsWith(`:${id}`));
}

/** Candidates for storedIdsFor among a source's posts and tombstones. */
async function storedIdsOf(pool: Pool, source: string, id: string): Promise<string[]> {
  const { rows } = await pool.query<{ external_id: string }>(
    `SELECT external_id FROM (
       SELECT source_id, external_id FROM pipeline_posts UNION SELECT source_id, external_id FROM pipeline_tombstones
     ) x WHERE source_id = (SELECT id FROM pipeline_sources WHERE name = $1)
       AND (external_id = ANY($2::text[]) OR right(external_id, length($3)) = $3)
     ORDER BY external_id LIMIT 20`,
    [source, [id, `t3_${id}`, `t1_${id}`], `:${id}`],
  );
  return storedIdsFor(
    id,
    rows.map((r) => r.external_id),
  );
}

/** The post target with its id as stored; several posts under one typed id are refused by name. */
async function resolvePost(pool: Pool, target: RemovalTarget): Promise<RemovalTarget> {
  if (!("post" in target)) return target;
  const { source, externalId } = target.post;
  const ids = await storedIdsOf(pool, source, externalId);
  if (ids.length > 1)
    throw new NothingToRemove(
      `Source "${source}" has several posts with id "${externalId}" (${ids.join(", ")}): nothing removed. Name one as listed.`,
    );
  return ids.length ? { post: { source, externalId: ids[0]! } } : target;
}

export async function removePosts(pool: Pool, analyser: Analyser, named: RemovalTarget): Promise<RemovalResult> {
  const target = await resolvePost(pool, named);
  if ("post" in target && (await isBuried(pool, target.post.source, target.post.externalId)))
    return { posts: 0, alreadyRemoved: true, ideas: {} };
  await checkTarget(pool, target);
  const t = targetSql(target);
  const client = await pool.connect();
  let removed: { group_id: number | null }[];
  try {
    await client.query("BEGIN");
    const { rows: ids } = await client.query<{ id: number }>(
      `WITH target AS (SELECT id FROM pipeline_posts WHERE ${t.sql})
       SELECT id FROM pipeline_posts WHERE id IN (SELECT id FROM target) OR duplicate_of_id IN (SELECT id FROM target) FOR UPDATE`,
      t.params,
    );
    const postIds = ids.map((r) => r.id);
    await buryPosts(client, postIds);
    ({ rows: removed } = await client.query<{ group_id: number | null }>(
      `DELETE FROM pipeline_posts WHERE id = ANY($1::int[]) RETURNING group_id`,
      [postIds],
    ));
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  const groupIds = [...new Set(removed.flatMap((r) => (r.group_id ? [r.group_id] : [])))].sort((a, b) => a - b);
  const { rows: groups } = await pool.query<{ id: number; key: string }>(
    `SELECT id, key FROM pipeline_groups WHERE id = ANY($1::int[]) ORDER BY key`,
    [groupIds],
  );
  const totals = await loadTotals(pool);
  const ideas: RemovalResult["ideas"] = {};
  for (const group of groups) {
    const outcome = await publishGroup(pool, analyser, group, totals);
    ideas[outcome] = (ideas[outcome] ?? 0) + 1;
  }
  return { posts: removed.length, ideas };
}
