import { creditLimit } from "@/lib/domain/usage/limits";
import { chargeCreditsSql } from "@/lib/server/usage/credits";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tier } from "@/lib/domain/billing/plans";
import { db, queryRows } from "@/lib/server/db/client";
import { UNFLUSHED_COMMIT } from "@/lib/server/db/unflushed";

/**
 * Charges one search credit per idea this user has not viewed yet today, never twice, in one
 * statement: the views are inserted first (ON CONFLICT DO NOTHING RETURNING gives exactly the new
 * ones, and a parallel request inserting the same idea waits for this one to commit), then the
 * guarded charge of that many credits. When the charge would pass the limit, app_raise aborts the
 * statement, which undoes the views too. Ids are inserted in sorted order so two overlapping
 * requests lock rows in the same order (no deadlock).
 *
 * The same statement reads the counters the answer shows (credits used today after this charge,
 * active projects), saving the search a round trip: the charge's RETURNING gives the counters as
 * updated, and without a charge the row is read as it stands. The project count is the same
 * rule as activeProjectCount (credits.ts), inlined here to save that round trip.
 *
 * It commits without waiting for the WAL flush (UNFLUSHED_COMMIT), which was the largest part of
 * the search's time outside its SQL (at 100,000 ideas under load, charge and page read p95 5.8 ms
 * against 1.0 for the read alone). The guard is untouched: parallel requests see each other's
 * charges as soon as they commit, so no counter can pass its limit. Only a crash of the database
 * in the half second after a search may lose its charge and views, in the user's favour (credits
 * not counted; the page's ideas then count as unseen and are charged when viewed again).
 */
const OVER_LIMIT = "search credit limit reached";

export interface UsageCounts {
  search: number;
  random: number;
  projects: number;
}

export type ChargeResult = { charged: true; fresh: number; counts: UsageCounts } | { charged: false };

export async function chargeNewViews(
  userId: number,
  tier: Tier | null,
  day: string,
  ideaIds: number[],
): Promise<ChargeResult> {
  const ids = [...new Set(ideaIds)].sort((a, b) => a - b);
  const limit = creditLimit(tier, "search");
  try {
    const rows = await queryRows<{
      fresh: number;
      search_used: number;
      random_used: number;
      projects: number;
    }>(Prisma.sql`
      WITH unflushed AS MATERIALIZED (${UNFLUSHED_COMMIT}), fresh AS (
        INSERT INTO idea_views (user_id, kind, idea_id, day)
        SELECT ${userId}, 'search', id, ${day}::date FROM unnest(${ids}::int[]) WITH ORDINALITY AS t(id, n) ORDER BY n
        ON CONFLICT DO NOTHING RETURNING idea_id
      ), counted AS (
        SELECT count(*)::int AS n FROM fresh
      ), charge AS (${chargeCreditsSql(userId, day, "search", Prisma.sql`SELECT n FROM counted`, limit)}), before AS (
        SELECT search_used, random_used FROM daily_usage WHERE user_id = ${userId} AND day = ${day}::date
      )
      SELECT c.n AS fresh,
             CASE WHEN c.n > 0 AND NOT EXISTS (SELECT 1 FROM charge) THEN app_raise(${OVER_LIMIT}) END AS guard,
             COALESCE((SELECT search_used FROM charge), (SELECT search_used FROM before), 0)::int AS search_used,
             COALESCE((SELECT random_used FROM charge), (SELECT random_used FROM before), 0)::int AS random_used,
             (SELECT count(*) FROM projects WHERE user_id = ${userId} AND status = 'active')::int AS projects,
             (SELECT count(*) FROM unflushed) AS unflushed
        FROM counted c`);
    const row = rows[0]!;
    return {
      charged: true,
      fresh: row.fresh,
      counts: { search: row.search_used, random: row.random_used, projects: row.projects },
    };
  } catch (error) {
    if (isOverLimit(error)) return { charged: false };
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
