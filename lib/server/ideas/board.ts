import type { ShuffleResult } from "@/lib/contracts/ideas";
import type { Tier } from "@/lib/domain/billing/plans";
import { OUT_OF_IDEAS } from "@/lib/domain/ideas/messages";
import { weightOf, weightedSample, type Priorities } from "@/lib/domain/ideas/sampling";
import { ApiError } from "@/lib/errors";
import { db, type DbClient } from "@/lib/server/db/client";
import { LIMIT_MESSAGES, creditLimit, usageLimits } from "@/lib/domain/usage/limits";
import { chargeCreditsSql, creditsUsed, usageFor } from "@/lib/server/usage/credits";
import { claimUsageDay } from "@/lib/server/usage/day";
import { EVIDENCE_JOIN, SUMMARY_COLUMNS } from "./evidence";
import { IDEA_COLUMNS, ideaViewFromRow, type IdeaView } from "./view";

/**
 * The Idea Board shuffle. Sampling without ORDER BY random(): every idea carries a uniform random
 * sample_key (indexed); a random start point gives a window of unseen candidates through that
 * index (wrapping around), and the user's priorities weigh the final draw from that window.
 * Only published ideas are drawn (the pipeline unpublishes an idea left without evidence), each with
 * its card line of evidence (a LEFT JOIN on the evidence's primary key).
 * Two round trips: the candidate read (beside the claim of the credits day, usage/day.ts), then one
 * statement that charges one credit per idea shown (guarded, atomic), records them as seen and
 * saves the board; nothing is charged when it fails.
 * (Two shuffles of one user at the very same moment could draw an overlapping idea; the board
 * never sends two at once.)
 */
const POOL_SIZE = 48;

export interface ShuffleInput {
  userId: number;
  tier: Tier | null;
  /** usageDay of the client's date; the shuffle charges the day claimed from it (usage/day.ts). */
  requestedDay: string;
  count: number;
  priorities: Priorities;
  categories: string[] | null;
}

export type { ShuffleResult } from "@/lib/contracts/ideas";

async function candidates(
  tx: DbClient,
  userId: number,
  categories: string[] | null,
  start: number,
): Promise<Record<string, unknown>[]> {
  const rows = await tx.$queryRaw<Record<string, unknown>[]>`
    (SELECT ${IDEA_COLUMNS}, ${SUMMARY_COLUMNS}
       FROM ideas i ${EVIDENCE_JOIN}
      WHERE i.sample_key >= ${start} AND i.published
        AND (${categories}::text[] IS NULL OR i.category = ANY(${categories}::"IdeaCategory"[]))
        AND NOT EXISTS (SELECT 1 FROM idea_views v WHERE v.user_id = ${userId} AND v.kind = 'board' AND v.idea_id = i.id)
      ORDER BY i.sample_key LIMIT ${POOL_SIZE})
    UNION ALL
    (SELECT ${IDEA_COLUMNS}, ${SUMMARY_COLUMNS}
       FROM ideas i ${EVIDENCE_JOIN}
      WHERE i.sample_key < ${start} AND i.published
        AND (${categories}::text[] IS NULL OR i.category = ANY(${categories}::"IdeaCategory"[]))
        AND NOT EXISTS (SELECT 1 FROM idea_views v WHERE v.user_id = ${userId} AND v.kind = 'board' AND v.idea_id = i.id)
      ORDER BY i.sample_key LIMIT ${POOL_SIZE})
    LIMIT ${POOL_SIZE}`;
  // The outer LIMIT stops the scan after the first branch when it already filled the pool.
  return rows;
}

/**
 * Shows `count` ideas, or as many as the credits left allow: a shuffle is refused only at 0 left.
 * The charge is guarded, so a shuffle that lost a race for the last credits tries once more with
 * what is left then.
 */
export async function shuffleBoard(input: ShuffleInput, random: () => number = Math.random): Promise<ShuffleResult> {
  // The candidates do not depend on the day: both reads at once.
  const [pool, claimed] = await Promise.all([
    candidates(db(), input.userId, input.categories, random()),
    claimUsageDay(input.userId, input.requestedDay),
  ]);
  const { day } = claimed;
  if (pool.length === 0)
    throw new ApiError("conflict", OUT_OF_IDEAS, { usage: await usageFor(input.userId, input.tier, day) });
  const ideas = pool.map(ideaViewFromRow);
  const limit = creditLimit(input.tier, "random");
  let used = claimed.random;
  for (let attempt = 0; ; attempt++) {
    const affordable = limit === null ? input.count : Math.min(input.count, limit - used);
    const picked = affordable > 0 ? pickIdeas(ideas, affordable, input.priorities, random) : [];
    const result = picked.length
      ? await chargeAndRecord(
          input,
          day,
          picked.map((i) => i.id),
        )
      : null;
    if (result?.charged) return { ideas: picked, usage: usageLimits(input.tier, result.used) };
    used = (await creditsUsed(db(), input.userId, day)).random;
    if (attempt >= 1 || (limit !== null && used >= limit))
      throw new ApiError("limit_reached", LIMIT_MESSAGES.random, {
        usage: await usageFor(input.userId, input.tier, day),
      });
  }
}

/** `n` ideas of the pool, drawn leaning to the user's priorities. */
function pickIdeas(ideas: IdeaView[], n: number, priorities: Priorities, random: () => number): IdeaView[] {
  return weightedSample(
    ideas,
    n,
    (idea) =>
      weightOf(
        {
          innovationScore: idea.innovation_score,
          simplicityScore: idea.simplicity_score,
          demandScore: idea.demand_score,
          marketSize: idea.market_size,
        },
        priorities,
      ),
    random,
  );
}

/**
 * One statement, so one round trip and one implicit transaction: charge the credits with a
 * guarded upsert (nothing when the limit would be passed), and only if that charged, record the
 * ideas as seen and save the board. It returns the usage after it (or before it, when refused).
 */
async function chargeAndRecord(input: ShuffleInput, usageDay: string, ideaIds: number[]) {
  const n = ideaIds.length;
  const limit = creditLimit(input.tier, "random");
  const day = new Date(`${usageDay}T00:00:00Z`);
  const parameters = JSON.stringify({ ...input.priorities, categories: input.categories ?? [] });
  const rows = await db().$queryRaw<
    { charged: number | null; random_used: number | null; search_used: number | null; projects: bigint }[]
  >`
    WITH charged AS (${chargeCreditsSql(input.userId, usageDay, "random", n, limit)}), seen AS (
      INSERT INTO idea_views (user_id, kind, idea_id, day)
      SELECT ${input.userId}, 'board', unnest(${ideaIds}::int[]), ${day}::date WHERE EXISTS (SELECT 1 FROM charged)
      ON CONFLICT DO NOTHING
    ), board AS (
      INSERT INTO board_states (user_id, idea_ids, parameters, has_visited, updated_at)
      SELECT ${input.userId}, ${ideaIds}::int[], ${parameters}::jsonb, true, now() WHERE EXISTS (SELECT 1 FROM charged)
      ON CONFLICT (user_id) DO UPDATE SET idea_ids = EXCLUDED.idea_ids, parameters = EXCLUDED.parameters, has_visited = true, updated_at = now()
    )
    SELECT (SELECT random_used FROM charged) AS charged,
           (SELECT random_used FROM daily_usage WHERE user_id = ${input.userId} AND day = ${day}::date) AS random_used,
           COALESCE((SELECT search_used FROM charged), (SELECT search_used FROM daily_usage WHERE user_id = ${input.userId} AND day = ${day}::date)) AS search_used,
           (SELECT count(*) FROM projects WHERE user_id = ${input.userId} AND status = 'active') AS projects`;
  const row = rows[0]!;
  const charged = row.charged !== null;
  return {
    charged,
    used: {
      random: charged ? Number(row.charged) : Number(row.random_used ?? 0),
      search: Number(row.search_used ?? 0),
      projects: Number(row.projects),
    },
  };
}
