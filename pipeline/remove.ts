/**
 * Removal (data-removal requests, a source withdrawn): deletes the posts (and their copies, which
 * hold the same text), which takes their quotes with them, then rebuilds every affected idea from
 * the posts left: evidence, counts, scores, quotes and description; an idea left without enough
 * evidence is unpublished.
 */
import type { Pool } from "pg";
import { loadTotals } from "@/lib/server/pipeline/evidence";
import { publishGroup, type PublishOutcome } from "./publish";
import type { Analyser } from "./types";

export type RemovalTarget =
  { post: { source: string; externalId: string } } | { source: string } | { community: string };

export interface RemovalResult {
  posts: number;
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

export async function removePosts(pool: Pool, analyser: Analyser, target: RemovalTarget): Promise<RemovalResult> {
  const t = targetSql(target);
  const client = await pool.connect();
  let removed: { group_id: number | null }[];
  try {
    await client.query("BEGIN");
    ({ rows: removed } = await client.query<{ group_id: number | null }>(
      `WITH target AS (SELECT id FROM pipeline_posts WHERE ${t.sql})
       DELETE FROM pipeline_posts WHERE id IN (SELECT id FROM target) OR duplicate_of_id IN (SELECT id FROM target) RETURNING group_id`,
      t.params,
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
