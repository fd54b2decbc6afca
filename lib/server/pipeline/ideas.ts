import type { Pool, PoolClient } from "pg";

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

/** Publishes (creates or updates) the idea with its evidence; returns its id and whether it was created, changed or unchanged. */
export async function publishIdea(pool: Pool, w: IdeaWrite): Promise<{ ideaId: number; outcome: "created" | "updated" | "unchanged" }> {
  return inTransaction(pool, async (client) => {
    // The update only touches a row whose content changes (so "updated" means changed, and the
    // search trigger does not rewrite an unchanged document).
    const upsert = await client.query<{ id: number; created: boolean }>(
      `INSERT INTO ideas AS i (source_key, title, description, complaint_summary, analysis, category, overall, demand_score, market_size, simplicity_score, innovation_score, published)
       VALUES ($1, $2, $3, $4, $5, $6::"IdeaCategory", $7, $8, $9, $10, $11, true)
       ON CONFLICT (source_key) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, complaint_summary = EXCLUDED.complaint_summary,
         analysis = EXCLUDED.analysis, category = EXCLUDED.category, overall = EXCLUDED.overall, demand_score = EXCLUDED.demand_score,
         market_size = EXCLUDED.market_size, simplicity_score = EXCLUDED.simplicity_score, innovation_score = EXCLUDED.innovation_score, published = true
       WHERE (i.title, i.description, i.complaint_summary, i.analysis, i.category, i.overall, i.demand_score, i.market_size, i.simplicity_score, i.innovation_score, i.published)
             IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.description, EXCLUDED.complaint_summary, EXCLUDED.analysis, EXCLUDED.category, EXCLUDED.overall,
                               EXCLUDED.demand_score, EXCLUDED.market_size, EXCLUDED.simplicity_score, EXCLUDED.innovation_score, true)
       RETURNING id, (xmax = 0) AS created`,
      [w.key, w.title, w.description, w.complaintSummary, w.analysis, w.category, w.overall, w.demandScore, w.marketSize, w.simplicityScore, w.innovationScore],
    );
    const rows = upsert.rows.length ? upsert.rows : (await client.query<{ id: number; created: boolean }>(`SELECT id, NULL::boolean AS created FROM ideas WHERE source_key = $1`, [w.key])).rows;
    const { id: ideaId, created } = rows[0]! as { id: number; created: boolean | null };
    await client.query(`UPDATE pipeline_groups SET idea_id = NULL WHERE idea_id = $1 AND id <> $2`, [ideaId, w.groupId]);
    await client.query(`UPDATE pipeline_groups SET idea_id = $2, updated_at = now() WHERE id = $1`, [w.groupId, ideaId]);
    const e = w.evidence;
    await client.query(`DELETE FROM pipeline_evidence WHERE group_id = $1 AND idea_id <> $2`, [w.groupId, ideaId]);
    await client.query(
      `INSERT INTO pipeline_evidence (idea_id, group_id, people, need_posts, launch_posts, communities, monthly, first_seen, last_seen, score_inputs, explanation, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, ($8 || '-01')::date, ($9 || '-01')::date, $10, $11, now())
       ON CONFLICT (idea_id) DO UPDATE SET group_id = EXCLUDED.group_id, people = EXCLUDED.people, need_posts = EXCLUDED.need_posts,
         launch_posts = EXCLUDED.launch_posts, communities = EXCLUDED.communities, monthly = EXCLUDED.monthly, first_seen = EXCLUDED.first_seen,
         last_seen = EXCLUDED.last_seen, score_inputs = EXCLUDED.score_inputs, explanation = EXCLUDED.explanation, updated_at = now()`,
      [ideaId, w.groupId, e.people, e.needPosts, e.launchPosts, JSON.stringify(e.communities), JSON.stringify(e.monthly), e.firstSeen, e.lastSeen, JSON.stringify(e.scoreInputs), e.explanation],
    );
    await client.query(`DELETE FROM pipeline_quotes WHERE idea_id = $1`, [ideaId]);
    if (w.quotes.length) {
      await client.query(
        `INSERT INTO pipeline_quotes (idea_id, post_id, position, text, community, month)
         SELECT $1, post_id, pos - 1, text, community, (month || '-01')::date
           FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS q(post_id, text, community, month, pos)`,
        [ideaId, w.quotes.map((q) => q.postId), w.quotes.map((q) => q.text), w.quotes.map((q) => q.community), w.quotes.map((q) => q.month)],
      );
    }
    return { ideaId, outcome: created === null ? "unchanged" : created ? "created" : "updated" };
  });
}

/** Unpublishes the group's idea (left without evidence): out of search and the board, its quotes and evidence gone, its id and claims kept. */
export async function unpublishGroupIdea(pool: Pool, groupId: number): Promise<boolean> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ idea_id: number | null }>(`SELECT idea_id FROM pipeline_groups WHERE id = $1 FOR UPDATE`, [groupId]);
    const ideaId = rows[0]?.idea_id;
    if (!ideaId) return false;
    await client.query(`DELETE FROM pipeline_quotes WHERE idea_id = $1`, [ideaId]);
    await client.query(`DELETE FROM pipeline_evidence WHERE idea_id = $1`, [ideaId]);
    const res = await client.query(`UPDATE ideas SET published = false WHERE id = $1 AND published`, [ideaId]);
    return (res.rowCount ?? 0) > 0;
  });
}
