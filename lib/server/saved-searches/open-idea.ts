import type { OpenDigestIdeaResponse } from "@/lib/contracts/saved-searches";
import type { Tier } from "@/lib/domain/billing/plans";
import { usageDay } from "@/lib/domain/usage/day";
import { LIMIT_MESSAGES, usageLimits } from "@/lib/domain/usage/limits";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { ideaNotFound } from "@/lib/server/ideas/access";
import { ideaById } from "@/lib/server/ideas/queries";
import { chargeNewViews } from "@/lib/server/search/views";
import { usageFor } from "@/lib/server/usage/credits";
import { claimUsageDay } from "@/lib/server/usage/day";

/**
 * An idea opened from a digest: a Deep Search view like any other, one search credit when the
 * user has not viewed it today (chargeNewViews), refused at 0 credits left. Only an idea one of the
 * user's own digests listed, and still published, can be opened this way; any other id is the 404
 * of a missing idea (the digest's matching itself spent nothing).
 */
export async function openDigestIdea(
  userId: number,
  tier: Tier | null,
  ideaId: number,
  clientDate?: string,
): Promise<OpenDigestIdeaResponse> {
  const listed = await db().$queryRaw<{ ok: boolean }[]>`
    SELECT true AS ok FROM saved_search_digests d JOIN ideas i ON i.id = ${ideaId} AND i.published
     WHERE d.user_id = ${userId} AND ${ideaId}::int = ANY(d.idea_ids) LIMIT 1`;
  if (!listed.length) throw ideaNotFound();
  const { day } = await claimUsageDay(userId, usageDay(clientDate));
  const charge = await chargeNewViews(userId, tier, day, [ideaId]);
  if (!charge.charged)
    throw new ApiError("limit_reached", LIMIT_MESSAGES.search, { usage: await usageFor(userId, tier, day) });
  return { idea: await ideaById(userId, ideaId), usage: usageLimits(tier, charge.counts) };
}
