import { creditLimit, chargeCredits } from "@/lib/server/usage/credits";
import type { Tier } from "@/lib/domain/billing/plans";
import { db } from "@/lib/server/db/client";

/**
 * Charges one search credit per idea this user has not viewed yet today, never twice, in one
 * transaction: the views are inserted first (ON CONFLICT DO NOTHING RETURNING gives exactly the
 * new ones, and a parallel request inserting the same idea waits for this one to commit), then the
 * guarded charge; when the charge would pass the limit everything is rolled back.
 * Ids are sorted so two overlapping requests lock rows in the same order (no deadlock).
 */
class NotCharged extends Error {}

export async function chargeNewViews(userId: number, tier: Tier | null, day: string, ideaIds: number[]): Promise<{ charged: boolean; fresh: number }> {
  if (!ideaIds.length) return { charged: true, fresh: 0 };
  const ids = [...new Set(ideaIds)].sort((a, b) => a - b);
  const date = new Date(`${day}T00:00:00Z`);
  const limit = creditLimit(tier, "search");
  try {
    const fresh = await db().$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ idea_id: number }[]>`
        INSERT INTO idea_views (user_id, kind, idea_id, day)
        SELECT ${userId}, 'search', id, ${date}::date FROM unnest(${ids}::int[]) WITH ORDINALITY AS t(id, n) ORDER BY n
        ON CONFLICT DO NOTHING RETURNING idea_id`;
      if (!(await chargeCredits(tx, userId, day, "search", rows.length, limit))) throw new NotCharged();
      return rows.length;
    });
    return { charged: true, fresh };
  } catch (error) {
    if (error instanceof NotCharged) return { charged: false, fresh: 0 };
    throw error;
  }
}

/** The ideas among `ids` this user was ever charged for in a search (any day). */
export async function viewedIdeaIds(userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db().$queryRaw<{ idea_id: number }[]>`
    SELECT DISTINCT idea_id FROM idea_views WHERE user_id = ${userId} AND kind = 'search' AND idea_id = ANY(${ids}::int[])`;
  return new Set(rows.map((r) => Number(r.idea_id)));
}
