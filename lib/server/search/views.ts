import { creditLimit } from "@/lib/server/usage/credits";
import type { Tier } from "@/lib/domain/billing/plans";
import { db } from "@/lib/server/db/client";

/**
 * Charges one search credit per idea this user has not viewed yet today, never twice, in one
 * statement: the views are inserted first (ON CONFLICT DO NOTHING RETURNING gives exactly the new
 * ones, and a parallel request inserting the same idea waits for this one to commit), then the
 * guarded charge of that many credits. When the charge would pass the limit, app_raise aborts the
 * statement, which undoes the views too. Ids are inserted in sorted order so two overlapping
 * requests lock rows in the same order (no deadlock).
 */
const OVER_LIMIT = "search credit limit reached";

export async function chargeNewViews(userId: number, tier: Tier | null, day: string, ideaIds: number[]): Promise<{ charged: boolean; fresh: number }> {
  if (!ideaIds.length) return { charged: true, fresh: 0 };
  const ids = [...new Set(ideaIds)].sort((a, b) => a - b);
  const date = new Date(`${day}T00:00:00Z`);
  const limit = creditLimit(tier, "search");
  try {
    const rows = await db().$queryRaw<{ fresh: number }[]>`
      WITH fresh AS (
        INSERT INTO idea_views (user_id, kind, idea_id, day)
        SELECT ${userId}, 'search', id, ${date}::date FROM unnest(${ids}::int[]) WITH ORDINALITY AS t(id, n) ORDER BY n
        ON CONFLICT DO NOTHING RETURNING idea_id
      ), counted AS (
        SELECT count(*)::int AS n FROM fresh
      ), charge AS (
        INSERT INTO daily_usage AS u (user_id, day, search_used, updated_at)
        SELECT ${userId}, ${date}::date, n, now() FROM counted WHERE n > 0 AND (${limit}::int IS NULL OR n <= ${limit}::int)
        ON CONFLICT (user_id, day) DO UPDATE SET search_used = u.search_used + excluded.search_used, updated_at = now()
          WHERE ${limit}::int IS NULL OR u.search_used + excluded.search_used <= ${limit}::int
        RETURNING 1
      )
      SELECT c.n AS fresh, CASE WHEN c.n > 0 AND NOT EXISTS (SELECT 1 FROM charge) THEN app_raise(${OVER_LIMIT}) END AS guard
        FROM counted c`;
    return { charged: true, fresh: rows[0]?.fresh ?? 0 };
  } catch (error) {
    if (isOverLimit(error)) return { charged: false, fresh: 0 };
    throw error;
  }
}

function isOverLimit(error: unknown): boolean {
  return error instanceof Error && error.message.includes(OVER_LIMIT);
}

/** The ideas among `ids` this user was ever charged for in a search (any day). */
export async function viewedIdeaIds(userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db().$queryRaw<{ idea_id: number }[]>`
    SELECT DISTINCT idea_id FROM idea_views WHERE user_id = ${userId} AND kind = 'search' AND idea_id = ANY(${ids}::int[])`;
  return new Set(rows.map((r) => Number(r.idea_id)));
}
