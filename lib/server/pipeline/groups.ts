import type { Pool, PoolClient } from "pg";
import { SIGNATURE_SIZE } from "@/lib/domain/pipeline/minhash";
import { copyRows } from "./copy";

/**
 * The group stage's reads and writes. Every need and launch post of every source is grouped
 * together (an idea gathers its evidence across forums), earliest first.
 */
export interface GroupablePosts {
  ids: Int32Array;
  signatures: Int32Array;
  terms: Int32Array;
  offsets: Int32Array;
  kinds: Uint8Array;
  parents: Int32Array;
  /** The group each post was in before this run (0: none). */
  previousGroup: Int32Array;
  /** The run that stored each post. */
  runIds: Int32Array;
}

const PAGE = 20_000;

/** Growable typed array. */
class Ints {
  data = new Int32Array(1024);
  length = 0;
  push(...values: number[]): void {
    if (this.length + values.length > this.data.length) {
      const bigger = new Int32Array(Math.max(this.data.length * 2, this.length + values.length));
      bigger.set(this.data.subarray(0, this.length));
      this.data = bigger;
    }
    for (const v of values) this.data[this.length++] = v;
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

export async function loadGroupable(pool: Pool): Promise<GroupablePosts> {
  const ids = new Ints();
  const signatures = new Ints();
  const terms = new Ints();
  const offsets = new Ints();
  const kinds: number[] = [];
  const parentIds = new Ints();
  const previous = new Ints();
  const runIds = new Ints();
  offsets.push(0);
  let after: [string, number] = ["-infinity", 0];
  for (;;) {
    const { rows } = await pool.query<{ id: number; at: string; kind: string; minhash: number[]; terms: number[] | null; parent: number | null; group_id: number | null; run_id: number }>(
      `SELECT p.id, p.posted_at::text AS at, p.kind, p.minhash, p.terms, p.group_id, p.run_id,
              (SELECT q.id FROM pipeline_posts q WHERE q.source_id = p.source_id AND q.external_id = p.parent_external_id AND q.kind IN ('need', 'launch')) AS parent
         FROM pipeline_posts p
        WHERE p.kind IN ('need', 'launch') AND (p.posted_at, p.id) > ($1::timestamp, $2::int)
        ORDER BY p.posted_at, p.id LIMIT ${PAGE}`,
      after,
    );
    for (const r of rows) {
      ids.push(r.id);
      const sig = r.minhash?.length === SIGNATURE_SIZE ? r.minhash : new Array<number>(SIGNATURE_SIZE).fill(r.id);
      signatures.push(...sig);
      terms.push(...(r.terms ?? []));
      offsets.push(terms.length);
      kinds.push(r.kind === "need" ? 0 : 1);
      parentIds.push(r.parent ?? 0);
      previous.push(r.group_id ?? 0);
      runIds.push(r.run_id);
    }
    if (rows.length < PAGE) break;
    after = [rows.at(-1)!.at, rows.at(-1)!.id];
  }
  const idList = ids.done();
  const index = new Map<number, number>();
  idList.forEach((id, i) => index.set(id, i));
  const parents = parentIds.done().map((p) => (p ? (index.get(p) ?? -1) : -1));
  return { ids: idList, signatures: signatures.done(), terms: terms.done(), offsets: offsets.done(), kinds: Uint8Array.from(kinds), parents, previousGroup: previous.done(), runIds: runIds.done() };
}

export async function groupKeys(pool: Pool): Promise<Map<number, string>> {
  const { rows } = await pool.query<{ id: number; key: string }>(`SELECT id, key FROM pipeline_groups`);
  return new Map(rows.map((r) => [r.id, r.key]));
}

export async function postTexts(pool: Pool, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await pool.query<{ id: number; text: string }>(`SELECT id, text FROM pipeline_posts WHERE id = ANY($1::int[]) AND text IS NOT NULL`, [ids]);
  return new Map(rows.map((r) => [r.id, r.text]));
}

/** Creates or updates the groups by key; returns their ids, in the order given. */
export async function upsertGroups(pool: Pool, groups: { key: string; keyPhrases: string[] }[]): Promise<number[]> {
  if (!groups.length) return [];
  const { rows } = await pool.query<{ id: number; key: string }>(
    `INSERT INTO pipeline_groups (key, key_phrases)
     SELECT key, ARRAY(SELECT jsonb_array_elements_text(phrases)) FROM jsonb_to_recordset($1::jsonb) AS g(key text, phrases jsonb)
     ON CONFLICT (key) DO UPDATE SET key_phrases = EXCLUDED.key_phrases, updated_at = now() RETURNING id, key`,
    [JSON.stringify(groups.map((g) => ({ key: g.key, phrases: g.keyPhrases })))],
  );
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  return groups.map((g) => byKey.get(g.key)!);
}

/**
 * Stores the grouping: every need and launch post's group and original (COPY into a staging
 * table, then one UPDATE of the rows that changed). Posts the run left out of every group lose theirs.
 */
export async function writeAssignments(client: PoolClient, rows: [postId: number, groupId: number | null, duplicateOf: number | null][]): Promise<void> {
  await client.query(`CREATE TEMP TABLE IF NOT EXISTS pipeline_assignment_stage (post_id int, group_id int, duplicate_of_id int) ON COMMIT DELETE ROWS`);
  await copyRows(client, "pipeline_assignment_stage", ["post_id", "group_id", "duplicate_of_id"], rows);
  await client.query(
    `UPDATE pipeline_posts p SET group_id = s.group_id, duplicate_of_id = s.duplicate_of_id, stage = 'grouped'
       FROM pipeline_assignment_stage s
      WHERE p.id = s.post_id AND (p.group_id IS DISTINCT FROM s.group_id OR p.duplicate_of_id IS DISTINCT FROM s.duplicate_of_id OR p.stage <> 'grouped')`,
  );
}

/** Groups that hold an idea or posts: what the publish stage looks at (an idea without posts is unpublished). */
export async function groupsToPublish(pool: Pool): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT g.id FROM pipeline_groups g WHERE g.idea_id IS NOT NULL OR EXISTS (SELECT 1 FROM pipeline_posts p WHERE p.group_id = g.id) ORDER BY g.key`,
  );
  return rows.map((r) => r.id);
}
