import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tier } from "@/lib/domain/billing/plans";
import { weightOf, weightedSample, type Priorities } from "@/lib/domain/ideas/sampling";
import type { UsageLimits } from "@/lib/domain/usage/limits";
import { ApiError } from "@/lib/http/errors";
import { db } from "@/lib/server/db/client";
import { chargeCredits, creditLimit, usageFor } from "@/lib/server/usage/credits";
import { LIMIT_MESSAGES } from "@/lib/server/usage/increment";
import { ideaViewFromRow, type IdeaView } from "./view";

/**
 * The Idea Board shuffle. Sampling without ORDER BY random(): every idea carries a uniform random
 * sample_key (indexed); a random start point gives a window of unseen candidates through that
 * index (wrapping around), and the user's priorities weigh the final draw from that window.
 * One transaction per shuffle, serialised per user by an advisory lock: draw, charge one credit
 * per idea shown (guarded UPDATE), record the ideas as seen, save the board. Nothing is charged
 * when anything fails.
 */
export const OUT_OF_IDEAS = "Out of ideas matching your criteria.";
const POOL_SIZE = 48;
const BOARD_LOCK = 71_001;

export interface ShuffleInput {
  userId: number;
  tier: Tier | null;
  day: string;
  count: number;
  priorities: Priorities;
  categories: string[] | null;
}

export interface ShuffleResult {
  ideas: IdeaView[];
  usage: UsageLimits;
}

type Tx = Prisma.TransactionClient;

async function candidates(tx: Tx, userId: number, categories: string[] | null, start: number): Promise<Record<string, unknown>[]> {
  const rows = await tx.$queryRaw<Record<string, unknown>[]>`
    (SELECT i.id, i.title, i.description, i.complaint_summary, i.analysis, i.category, i.overall, i.demand_score, i.market_size,
            i.simplicity_score, i.innovation_score, i.number_developing
       FROM ideas i
      WHERE i.sample_key >= ${start}
        AND (${categories}::text[] IS NULL OR i.category::text = ANY(${categories}::text[]))
        AND NOT EXISTS (SELECT 1 FROM idea_views v WHERE v.user_id = ${userId} AND v.kind = 'board' AND v.idea_id = i.id)
      ORDER BY i.sample_key LIMIT ${POOL_SIZE})
    UNION ALL
    (SELECT i.id, i.title, i.description, i.complaint_summary, i.analysis, i.category, i.overall, i.demand_score, i.market_size,
            i.simplicity_score, i.innovation_score, i.number_developing
       FROM ideas i
      WHERE i.sample_key < ${start}
        AND (${categories}::text[] IS NULL OR i.category::text = ANY(${categories}::text[]))
        AND NOT EXISTS (SELECT 1 FROM idea_views v WHERE v.user_id = ${userId} AND v.kind = 'board' AND v.idea_id = i.id)
      ORDER BY i.sample_key LIMIT ${POOL_SIZE})`;
  return rows.slice(0, POOL_SIZE);
}

export async function shuffleBoard(input: ShuffleInput, random: () => number = Math.random): Promise<ShuffleResult> {
  const outcome = await db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${BOARD_LOCK}::int, ${input.userId}::int)`;
    const pool = await candidates(tx, input.userId, input.categories, random());
    if (pool.length === 0) return { kind: "out_of_ideas" as const };
    const picked = weightedSample(pool.map(ideaViewFromRow), input.count, (idea) =>
      weightOf({ innovationScore: idea.innovation_score, simplicityScore: idea.simplicity_score, demandScore: idea.demand_score, marketSize: idea.market_size }, input.priorities),
    random);
    const charged = await chargeCredits(tx, input.userId, input.day, "random", picked.length, creditLimit(input.tier, "random"));
    if (!charged) return { kind: "no_credits" as const };
    const day = new Date(`${input.day}T00:00:00Z`);
    await tx.ideaView.createMany({ data: picked.map((idea) => ({ userId: input.userId, kind: "board" as const, ideaId: idea.id, day })), skipDuplicates: true });
    const saved = { ideaIds: picked.map((i) => i.id), parameters: { ...input.priorities, categories: input.categories ?? [] }, hasVisited: true };
    await tx.boardState.upsert({ where: { userId: input.userId }, create: { userId: input.userId, ...saved }, update: saved });
    return { kind: "ok" as const, ideas: picked };
  });
  const usage = await usageFor(input.userId, input.tier, input.day);
  if (outcome.kind === "out_of_ideas") throw new ApiError("conflict", OUT_OF_IDEAS, { usage });
  if (outcome.kind === "no_credits") throw new ApiError("limit_reached", LIMIT_MESSAGES.random, { usage });
  return { ideas: outcome.ideas, usage };
}
