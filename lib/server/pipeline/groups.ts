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
  /** Each post's community, as a number (one per community name in this load). */
  communities: Int32Array;
}

/** Rows fetched at a time from the stage's cursor. */
const PAGE = 20_000;

/** The element count of a one-dimensional array in PostgreSQL's binary form (array_send). */
function arraySendLength(bytes: Buffer): number {
  return bytes.readInt32BE(0) === 0 ? 0 : bytes.readInt32BE(12);
}

/** Growable typed array. */
class Ints {
  data: Int32Array;
  length = 0;
  /** `capacity`: the length expected, so a full array is never copied to grow. */
  constructor(capacity = 1024) {
    this.data = new Int32Array(Math.max(1, capacity));
  }
  private room(n: number): void {
    if (this.length + n <= this.data.length) return;
    const bigger = new Int32Array(Math.max(this.data.length * 2, this.length + n));
    bigger.set(this.data.subarray(0, this.length));
    this.data = bigger;
  }
  push(value: number): void {
    this.room(1);
    this.data[this.length++] = value;
  }
  /**
   * Appends the int4 elements of a one-dimensional array in PostgreSQL's binary form (array_send:
   * a header of ndim, has-nulls flag and element type, then length and lower bound per dimension,
   * then a length and a value per element); returns how many. Reading it is several times cheaper
   * than parsing the text form, and the same values.
   */
  pushArraySend(bytes: Buffer): void {
    const n = arraySendLength(bytes);
    this.room(n);
    for (let i = 0, at = 24; i < n; i++, at += 8) this.data[this.length++] = bytes.readInt32BE(at);
  }
  fill(value: number, n: number): void {
    this.room(n);
    this.data.fill(value, this.length, this.length + n);
    this.length += n;
  }
  /** The values (the array itself when it was sized right: no copy). */
  done(): Int32Array {
    return this.length === this.data.length ? this.data : this.data.slice(0, this.length);
  }
}

interface GroupableRow {
  id: number;
  need: boolean;
  minhash: Buffer | null;
  terms: Buffer | null;
  parent: number | null;
  group_id: number | null;
  run_id: number;
  community: string;
}

/**
 * Every need and launch post, earliest first, read through one cursor (one sort of the posts,
 * where pages by key each scanned the table again).
 */
export async function loadGroupable(pool: Pool): Promise<GroupablePosts> {
  const client = await pool.connect();
  try {
    // One snapshot for the count and the cursor: the arrays are allocated once, at their size
    // (growing by doubling held up to three times the signatures at the last copy).
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const size = (
      await client.query<{ posts: number; terms: number }>(
        `SELECT count(*)::int AS posts, coalesce(sum(cardinality(terms)), 0)::int AS terms FROM pipeline_posts WHERE kind IN ('need', 'launch')`,
      )
    ).rows[0]!;
    const ids = new Ints(size.posts);
    const signatures = new Ints(size.posts * SIGNATURE_SIZE);
    const terms = new Ints(size.terms);
    const offsets = new Ints(size.posts + 1);
    const kinds = new Ints(size.posts);
    const parentIds = new Ints(size.posts);
    const previous = new Ints(size.posts);
    const runIds = new Ints(size.posts);
    const communities = new Ints(size.posts);
    const communityIds = new Map<string, number>();
    offsets.push(0);
    await client.query(
      `DECLARE groupable NO SCROLL CURSOR FOR
       SELECT p.id, p.kind = 'need' AS need, array_send(p.minhash) AS minhash, array_send(p.terms) AS terms, p.group_id, p.run_id, p.community,
              (SELECT q.id FROM pipeline_posts q WHERE q.source_id = p.source_id AND q.external_id = p.parent_external_id AND q.kind IN ('need', 'launch')) AS parent
         FROM pipeline_posts p
        WHERE p.kind IN ('need', 'launch')
        ORDER BY p.posted_at, p.id`,
    );
    for (;;) {
      const { rows } = await client.query<GroupableRow>(`FETCH ${PAGE} FROM groupable`);
      for (const r of rows) {
        ids.push(r.id);
        // A post without a full signature is a copy of nothing: a signature of its own id.
        if (r.minhash && arraySendLength(r.minhash) === SIGNATURE_SIZE) signatures.pushArraySend(r.minhash);
        else signatures.fill(r.id, SIGNATURE_SIZE);
        if (r.terms) terms.pushArraySend(r.terms);
        offsets.push(terms.length);
        kinds.push(r.need ? 0 : 1);
        parentIds.push(r.parent ?? 0);
        previous.push(r.group_id ?? 0);
        runIds.push(r.run_id);
        if (!communityIds.has(r.community)) communityIds.set(r.community, communityIds.size);
        communities.push(communityIds.get(r.community)!);
      }
      if (rows.length < PAGE) break;
    }
    await client.query("COMMIT");
    const idList = ids.done();
    return {
      ids: idList,
      signatures: signatures.done(),
      terms: terms.done(),
      offsets: offsets.done(),
      kinds: Uint8Array.from(kinds.done()),
      parents: indexesOfIds(idList, parentIds.done()),
      previousGroup: previous.done(),
      runIds: runIds.done(),
      communities: communities.done(),
    };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Each post id's index among `ids` (sorted by posting time, not by id), or -1 for 0 or an id not there. */
function indexesOfIds(ids: Int32Array, wanted: Int32Array): Int32Array {
  const index = new Map<number, number>();
  ids.forEach((id, i) => index.set(id, i));
  return wanted.map((p) => (p ? (index.get(p) ?? -1) : -1));
}

export async function groupKeys(pool: Pool): Promise<Map<number, string>> {
  const { rows } = await pool.query<{ id: number; key: string }>(`SELECT id, key FROM pipeline_groups`);
  return new Map(rows.map((r) => [r.id, r.key]));
}

/** The keys of the groups that have an idea (published now, or before and unpublished since). */
export async function ideaKeys(pool: Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ key: string }>(`SELECT key FROM pipeline_groups WHERE idea_id IS NOT NULL`);
  return new Set(rows.map((r) => r.key));
}

export async function postTexts(pool: Pool, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await pool.query<{ id: number; text: string }>(
    `SELECT id, text FROM pipeline_posts WHERE id = ANY($1::int[]) AND text IS NOT NULL`,
    [ids],
  );
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
export async function writeAssignments(
  client: PoolClient,
  rows: Iterable<[postId: number, groupId: number | null, duplicateOf: number | null]>,
): Promise<void> {
  await client.query(
    `CREATE TEMP TABLE IF NOT EXISTS pipeline_assignment_stage (post_id int, group_id int, duplicate_of_id int) ON COMMIT DELETE ROWS`,
  );
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
