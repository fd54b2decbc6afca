import type { Pool, PoolClient } from "pg";
import { distinctSentenceRewrites, type IdeaSentences } from "@/lib/domain/pipeline/distinct-sentences";

/**
 * Writing an idea from a group: the idea row (upserted by source_key = the group's key, so a
 * re-run updates the same idea and a claimed idea keeps its id), its evidence and its quotes, and
 * the group's link to it, in one transaction: never a half-published idea.
 */
export interface IdeaWrite {
  groupId: number;
  key: string;
  title: string;
  description: string;
  complaintSummary: string;
  analysis: string;
  category: string;
  overall: number;
  demandScore: number;
  marketSize: number;
  simplicityScore: number;
  innovationScore: number;
  evidence: {
    people: number;
    needPosts: number;
    launchPosts: number;
    communities: { name: string; posts: number }[];
    monthly: { month: string; mentions: number; total: number }[];
    firstSeen: string;
    lastSeen: string;
    scoreInputs: object;
    explanation: string;
  };
  quotes: { postId: number; text: string; community: string; month: string }[];
}

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const value = await work(client);
    await client.query("COMMIT");
    return value;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export type IdeaOutcome = "created" | "updated" | "unchanged";

/**
 * Publishes (creates or updates) a batch of ideas with their evidence, in one transaction and a
 * fixed number of statements whatever the batch's size (the first start publishes ten thousand
 * ideas: a transaction of ten statements per idea kept that stage at minutes). An idea's row is
 * only rewritten when its content changes (so "updated" means changed, and the search trigger
 * does not rewrite an unchanged document); the group becomes the idea's only group; evidence and
 * quotes are replaced. Outcomes by group id.
 */
export async function publishIdeas(pool: Pool, writes: IdeaWrite[]): Promise<Map<number, IdeaOutcome>> {
  if (!writes.length) return new Map();
  return inTransaction(pool, async (client) => {
    const col = <T>(f: (w: IdeaWrite) => T) => writes.map(f);
    const upsert = await client.query<{ id: number; source_key: string; created: boolean }>(
      `INSERT INTO ideas AS i (source_key, title, description, complaint_summary, analysis, category, overall, demand_score, market_size, simplicity_score, innovation_score, published)
       SELECT k, t, d, c, a, cat::"IdeaCategory", o, dem, m, s, inn, true
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[])
              AS x(k, t, d, c, a, cat, o, dem, m, s, inn)
       ON CONFLICT (source_key) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, complaint_summary = EXCLUDED.complaint_summary,
         analysis = EXCLUDED.analysis, category = EXCLUDED.category, overall = EXCLUDED.overall, demand_score = EXCLUDED.demand_score,
         market_size = EXCLUDED.market_size, simplicity_score = EXCLUDED.simplicity_score, innovation_score = EXCLUDED.innovation_score, published = true
       WHERE (i.title, i.description, i.complaint_summary, i.analysis, i.category, i.overall, i.demand_score, i.market_size, i.simplicity_score, i.innovation_score, i.published)
             IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.description, EXCLUDED.complaint_summary, EXCLUDED.analysis, EXCLUDED.category, EXCLUDED.overall,
                               EXCLUDED.demand_score, EXCLUDED.market_size, EXCLUDED.simplicity_score, EXCLUDED.innovation_score, true)
       RETURNING id, source_key, (xmax = 0) AS created`,
      [
        col((w) => w.key),
        col((w) => w.title),
        col((w) => w.description),
        col((w) => w.complaintSummary),
        col((w) => w.analysis),
        col((w) => w.category),
        col((w) => w.overall),
        col((w) => w.demandScore),
        col((w) => w.marketSize),
        col((w) => w.simplicityScore),
        col((w) => w.innovationScore),
      ],
    );
    const byKey = new Map<string, { id: number; outcome: IdeaOutcome }>(
      upsert.rows.map((r) => [r.source_key, { id: r.id, outcome: r.created ? "created" : "updated" }]),
    );
    const unchanged = writes.filter((w) => !byKey.has(w.key)).map((w) => w.key);
    if (unchanged.length) {
      const { rows } = await client.query<{ id: number; source_key: string }>(
        `SELECT id, source_key FROM ideas WHERE source_key = ANY($1::text[])`,
        [unchanged],
      );
      for (const r of rows) byKey.set(r.source_key, { id: r.id, outcome: "unchanged" });
    }
    const ideaIds = col((w) => byKey.get(w.key)!.id);
    const groupIds = col((w) => w.groupId);
    const pairs = `unnest($1::int[], $2::int[]) AS x(idea, grp)`;
    await client.query(
      `UPDATE pipeline_groups g SET idea_id = NULL FROM ${pairs} WHERE g.idea_id = x.idea AND g.id <> x.grp`,
      [ideaIds, groupIds],
    );
    await client.query(
      `UPDATE pipeline_groups g SET idea_id = x.idea, updated_at = now() FROM ${pairs} WHERE g.id = x.grp`,
      [ideaIds, groupIds],
    );
    await client.query(
      `DELETE FROM pipeline_evidence e USING ${pairs} WHERE e.group_id = x.grp AND e.idea_id <> x.idea`,
      [ideaIds, groupIds],
    );
    const e = (f: (ev: IdeaWrite["evidence"]) => unknown) => writes.map((w) => f(w.evidence));
    await client.query(
      `INSERT INTO pipeline_evidence (idea_id, group_id, people, need_posts, launch_posts, communities, monthly, first_seen, last_seen, score_inputs, explanation, updated_at)
       SELECT idea, grp, people, needs, launches, communities, monthly, (first || '-01')::date, (last || '-01')::date, inputs, explanation, now()
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::jsonb[], $7::jsonb[], $8::text[], $9::text[], $10::jsonb[], $11::text[])
              AS x(idea, grp, people, needs, launches, communities, monthly, first, last, inputs, explanation)
       ON CONFLICT (idea_id) DO UPDATE SET group_id = EXCLUDED.group_id, people = EXCLUDED.people, need_posts = EXCLUDED.need_posts,
         launch_posts = EXCLUDED.launch_posts, communities = EXCLUDED.communities, monthly = EXCLUDED.monthly, first_seen = EXCLUDED.first_seen,
         last_seen = EXCLUDED.last_seen, score_inputs = EXCLUDED.score_inputs, explanation = EXCLUDED.explanation, updated_at = now()`,
      [
        ideaIds,
        groupIds,
        e((v) => v.people),
        e((v) => v.needPosts),
        e((v) => v.launchPosts),
        e((v) => JSON.stringify(v.communities)),
        e((v) => JSON.stringify(v.monthly)),
        e((v) => v.firstSeen),
        e((v) => v.lastSeen),
        e((v) => JSON.stringify(v.scoreInputs)),
        e((v) => v.explanation),
      ],
    );
    await client.query(`DELETE FROM pipeline_quotes WHERE idea_id = ANY($1::int[])`, [ideaIds]);
    const quotes = writes.flatMap((w, k) => w.quotes.map((q, position) => ({ ...q, ideaId: ideaIds[k]!, position })));
    if (quotes.length) {
      await client.query(
        `INSERT INTO pipeline_quotes (idea_id, post_id, position, text, community, month)
         SELECT idea, post, position, text, community, (month || '-01')::date FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[]) AS q(idea, post, position, text, community, month)`,
        [
          quotes.map((q) => q.ideaId),
          quotes.map((q) => q.postId),
          quotes.map((q) => q.position),
          quotes.map((q) => q.text),
          quotes.map((q) => q.community),
          quotes.map((q) => q.month),
        ],
      );
    }
    return new Map(writes.map((w) => [w.groupId, byKey.get(w.key)!.outcome]));
  });
}

/**
 * Unpublishes the ideas of groups left without evidence (out of search and the board, their quotes
 * and evidence gone, their ids and claims kept), in one transaction: the group ids whose published
 * idea went out.
 */
export async function unpublishGroupsIdeas(pool: Pool, groupIds: number[]): Promise<Set<number>> {
  if (!groupIds.length) return new Set();
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: number; idea_id: number }>(
      `SELECT id, idea_id FROM pipeline_groups WHERE id = ANY($1::int[]) AND idea_id IS NOT NULL ORDER BY id FOR UPDATE`,
      [groupIds],
    );
    if (!rows.length) return new Set();
    const ideaIds = rows.map((r) => r.idea_id);
    await client.query(`DELETE FROM pipeline_quotes WHERE idea_id = ANY($1::int[])`, [ideaIds]);
    await client.query(`DELETE FROM pipeline_evidence WHERE idea_id = ANY($1::int[])`, [ideaIds]);
    const res = await client.query<{ id: number }>(
      `UPDATE ideas SET published = false WHERE id = ANY($1::int[]) AND published RETURNING id`,
      [ideaIds],
    );
    const out = new Set(res.rows.map((r) => r.id));
    return new Set(rows.filter((r) => out.has(r.idea_id)).map((r) => r.id));
  });
}

/**
 * Once a run has published: no two published ideas share a title, whatever their case (batches draft
 * apart, and two groups the grouping kept apart can still be named alike). The idea a founder has
 * claimed keeps it, then the one with the most need posts, then the first by key; the others go out
 * of search and the board as a group below the floor does (ids and claims kept). Answers how many.
 */
export async function unpublishSameTitles(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ group_id: number }>(
    `SELECT group_id FROM (
       SELECT e.group_id, row_number() OVER (
                PARTITION BY lower(i.title)
                ORDER BY EXISTS (SELECT 1 FROM idea_claims c WHERE c.idea_id = i.id) DESC, e.need_posts DESC, i.source_key
              ) AS n
         FROM ideas i JOIN pipeline_evidence e ON e.idea_id = i.id
        WHERE i.published) ranked
      WHERE n > 1`,
  );
  return (
    await unpublishGroupsIdeas(
      pool,
      rows.map((r) => r.group_id),
    )
  ).size;
}

/**
 * Once a run has published: no long sentence is said by two published ideas (the first published
 * keeps it; lib/domain/pipeline/distinct-sentences.ts). The search documents follow the rows'
 * triggers. Answers how many ideas were rewritten.
 */
export async function rewriteSharedSentences(pool: Pool): Promise<number> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<IdeaSentences>(
      `SELECT id, title, description, complaint_summary AS "complaintSummary", analysis
         FROM ideas WHERE published ORDER BY id FOR UPDATE`,
    );
    const rewrites = distinctSentenceRewrites(rows);
    for (const r of rewrites)
      await client.query(`UPDATE ideas SET description = $2, complaint_summary = $3 WHERE id = $1`, [
        r.id,
        r.description,
        r.complaintSummary,
      ]);
    return rewrites.length;
  });
}
