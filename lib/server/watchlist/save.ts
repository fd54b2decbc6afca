import type { SaveResult } from "@/lib/contracts/watchlist";
import type { Tier } from "@/lib/domain/billing/plans";
import { SAVED_IDEAS_LIMIT_MESSAGE, savedIdeasLimitFor } from "@/lib/domain/watchlist/limits";
import { ApiError } from "@/lib/errors";
import { db, type Tx } from "@/lib/server/db/client";
import { ideaNotFound, readableIdea } from "@/lib/server/ideas/access";

/**
 * Saving and unsaving ideas: no credit is spent and no project slot is taken. Only an idea the user
 * may read (shown through a paid path, or their project's; lib/server/ideas/access.ts) can be saved;
 * any other answers the 404 of a missing idea. A per-user advisory lock serialises a user's saves,
 * so the count checked before the insert is the count the insert lands on: under parallel clicks at
 * the limit minus one, exactly one save wins. Saving an idea already saved changes nothing.
 */
/** Advisory-lock key of a user's saves (the claims use 71_002). */
export const WATCHLIST_LOCK = 71_010;

export async function saveIdea(userId: number, tier: Tier | null, ideaId: number): Promise<SaveResult> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WATCHLIST_LOCK}::int, ${userId}::int)`;
    if (!(await readableIdea(tx, userId, ideaId))) throw ideaNotFound();
    const count = await savedCount(tx, userId);
    const already = await tx.savedIdea.findUnique({ where: { userId_ideaId: { userId, ideaId } } });
    if (already) return { success: true, idea_id: ideaId, is_saved: true, count };
    const limit = savedIdeasLimitFor(tier);
    if (limit !== null && count >= limit)
      throw new ApiError("limit_reached", SAVED_IDEAS_LIMIT_MESSAGE, { limit_reached: true, limit });
    await tx.savedIdea.create({ data: { userId, ideaId } });
    return { success: true, idea_id: ideaId, is_saved: true, count: count + 1 };
  });
}

/** Unsaving works for any idea the user saved, published or not; an idea not saved answers 404. */
export async function unsaveIdea(userId: number, ideaId: number): Promise<SaveResult> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WATCHLIST_LOCK}::int, ${userId}::int)`;
    const removed = await tx.savedIdea.deleteMany({ where: { userId, ideaId } });
    if (!removed.count) throw new ApiError("not_found", NOT_SAVED);
    return { success: true, idea_id: ideaId, is_saved: false, count: await savedCount(tx, userId) };
  });
}

export const NOT_SAVED = "This idea is not in your saved ideas.";

function savedCount(tx: Tx, userId: number): Promise<number> {
  return tx.savedIdea.count({ where: { userId } });
}
