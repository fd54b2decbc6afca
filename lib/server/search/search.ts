import type { Tier } from "@/lib/domain/billing/plans";
import { usageDay } from "@/lib/domain/usage/day";
import { MAX_SEARCH_RESULTS, RESULTS_PAGE_SIZE, SEARCH_SPACING_MS } from "@/lib/domain/search/constants";
import { RESULTS_LIMIT_MESSAGE } from "@/lib/domain/search/messages";
import { LIMIT_MESSAGES, creditLimit, usageLimits } from "@/lib/domain/usage/limits";
import { ApiError, errors } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { ideasByIds } from "@/lib/server/ideas/queries";
import { spacedSql } from "@/lib/server/security/rate-limit";
import { creditsUsed, usageFor } from "@/lib/server/usage/credits";
import { claimUsageDayAfter } from "@/lib/server/usage/day";
import type { SearchResponse } from "@/lib/contracts/search";
import { Prisma } from "@/lib/generated/prisma/client";
import { rankedPage, type RankedPage } from "./query";
import type { SearchQuery } from "./schema";
import { chargeNewViews } from "./views";

export { MAX_SEARCH_RESULTS };

export type { SearchResponse };

export interface SearchInput {
  userId: number;
  tier: Tier | null;
  query: SearchQuery;
}

/**
 * GET /api/ideas/search: one page of 10 results at `offset`, in the asked sort. `total_results` is
 * the number of ideas the search finds (at most 'Max. Number of Results' when set, and at most
 * MAX_SEARCH_RESULTS); the credits never change it. They limit how many of those results can be
 * viewed: `viewable_results`, for limited plans the credits left plus the results before
 * `offset` (the client pays for the pages before first). No page is served beyond it, and at 0
 * credits left the answer is a 400 with RESULTS_LIMIT_MESSAGE and the usage.
 * One credit per result newly viewed today. Requests of one user closer than 500 ms get 429 with
 * Retry-After (SEARCH_SPACING_MS).
 */
export async function searchIdeas(
  input: SearchInput,
  opts: { gapMs: number } = { gapMs: SEARCH_SPACING_MS },
): Promise<SearchResponse> {
  const { userId, tier, query } = input;
  // The spacing check comes first, with the claim of the credits day in the same statement (one
  // round trip): a refused request claims nothing and runs no search.
  const gate = opts.gapMs > 0 ? spacedSql(`search:${userId}`, opts.gapMs, new Date()) : Prisma.sql`SELECT true`;
  const claimed = await claimUsageDayAfter(gate, userId, usageDay(query.clientDate));
  if (!claimed) {
    throw errors.rateLimited(opts.gapMs / 1000, "Too many search requests. Please wait a moment and try again.");
  }
  const { day } = claimed;
  const limit = creditLimit(tier, "search");
  const limited = limit !== null;
  // No credit left today: refused before the search runs.
  if (limited && claimed.search >= limit) await refuseWithoutCredits(userId, tier, day);
  // The search reads the whole page the results limit allows; the credits may shorten it.
  const shown = Math.min(query.resultsLimit ?? MAX_SEARCH_RESULTS, MAX_SEARCH_RESULTS);
  const ranked = await rankedPage(query, query.offset, Math.min(RESULTS_PAGE_SIZE, shown - query.offset));
  for (let attempt = 0; ; attempt++) {
    // The first attempt has the credits used from the claim; a retry reads them again.
    const used = limited ? (attempt === 0 ? claimed.search : (await creditsUsed(db(), userId, day)).search) : null;
    const result = await attemptSearch(userId, tier, day, query, ranked, used);
    if (result) return result;
    const usage = await usageFor(userId, tier, day);
    if (usage.search.remaining === 0) throw new ApiError("bad_request", RESULTS_LIMIT_MESSAGE, { usage });
    if (attempt >= 1) throw new ApiError("limit_reached", LIMIT_MESSAGES.search, { usage });
  }
}

/** The answer at 0 credits left: a 400 with RESULTS_LIMIT_MESSAGE and the usage. */
async function refuseWithoutCredits(userId: number, tier: Tier | null, day: string): Promise<never> {
  throw new ApiError("bad_request", RESULTS_LIMIT_MESSAGE, { usage: await usageFor(userId, tier, day) });
}

/** Charges and answers the page `ranked` holds, as far as the credits let the user view it; null when they cannot. */
async function attemptSearch(
  userId: number,
  tier: Tier | null,
  day: string,
  query: SearchQuery,
  ranked: RankedPage,
  used: number | null,
): Promise<SearchResponse | null> {
  const limit = creditLimit(tier, "search");
  const remaining = limit === null || used === null ? null : Math.max(0, limit - used);
  if (remaining === 0) return null;
  const shown = Math.min(query.resultsLimit ?? MAX_SEARCH_RESULTS, MAX_SEARCH_RESULTS);
  const viewable = remaining === null ? shown : Math.min(shown, query.offset + remaining);
  const { total } = ranked;
  const ids = ranked.ids.slice(0, Math.max(0, Math.min(RESULTS_PAGE_SIZE, viewable - query.offset)));
  // The charge and the read of the page's ideas need only the ids: both at once, on two connections.
  const [charge, ideas] = await Promise.all([chargeNewViews(userId, tier, day, ids), ideasByIds(ids)]);
  if (!charge.charged) return null;
  const found = Math.min(total, shown);
  return {
    ideas,
    total_results: found,
    viewable_results: Math.min(found, viewable),
    search_text: query.text,
    usage: usageLimits(tier, charge.counts),
  };
}
