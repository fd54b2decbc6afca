import { Prisma } from "@/lib/generated/prisma/client";
import type { Tier } from "@/lib/domain/billing/plans";
import { usageLimits, type CreditKind, type UsageLimits } from "@/lib/domain/usage/limits";
import { db, type DbClient } from "@/lib/server/db/client";
import { claimUsageDay } from "./day";

/**
 * Daily credits: one daily_usage row per user and day, charged with one guarded upsert
 * (`used + n <= limit`, chargeCreditsSql), so parallel requests can never overspend and counters
 * never go negative (a CHECK constraint backs that up).
 */

const dayValue = (day: string) => new Date(`${day}T00:00:00Z`);

const CREDIT_COLUMN: Record<CreditKind, Prisma.Sql> = {
  search: Prisma.raw("search_used"),
  random: Prisma.raw("random_used"),
};

/**
 * The one statement that charges daily credits, for the Idea Board, Deep Search and the increment
 * call alike: an upsert of the user's daily_usage row for `day` that adds `count` credits of `kind`
 * only when the total stays within `limit` (null: unlimited). The row is locked while it is
 * checked and written, so parallel charges are applied one after the other and never overspend.
 * It returns one row, the day's counters after the charge (`search_used`, `random_used`), or none
 * when nothing was charged: `count` is 0, or the charge would pass the limit. Run it alone, or as
 * a CTE of a larger statement; `count` is a number or a SQL expression (e.g. a count of new views).
 */
export function chargeCreditsSql(
  userId: number,
  day: string,
  kind: CreditKind,
  count: number | Prisma.Sql,
  limit: number | null,
): Prisma.Sql {
  const column = CREDIT_COLUMN[kind];
  return Prisma.sql`
    INSERT INTO daily_usage AS u (user_id, day, ${column}, updated_at)
    SELECT ${userId}, ${day}::date, c.n, now() FROM (SELECT (${count})::int AS n) c
     WHERE c.n > 0 AND (${limit}::int IS NULL OR c.n <= ${limit}::int)
    ON CONFLICT (user_id, day) DO UPDATE SET ${column} = u.${column} + excluded.${column}, updated_at = now()
      WHERE ${limit}::int IS NULL OR u.${column} + excluded.${column} <= ${limit}::int
    RETURNING u.search_used, u.random_used`;
}

/** Charges n credits; false (and nothing charged) when that would pass the limit. null limit: unlimited. */
export async function chargeCredits(
  client: DbClient,
  userId: number,
  day: string,
  kind: CreditKind,
  n: number,
  limit: number | null,
): Promise<boolean> {
  if (n <= 0) return true;
  const rows = await client.$queryRaw<unknown[]>(chargeCreditsSql(userId, day, kind, n, limit));
  return rows.length === 1;
}

export async function creditsUsed(
  client: DbClient,
  userId: number,
  day: string,
): Promise<{ search: number; random: number }> {
  const row = await client.dailyUsage.findUnique({
    where: { userId_day: { userId, day: dayValue(day) } },
    select: { searchUsed: true, randomUsed: true },
  });
  return { search: row?.searchUsed ?? 0, random: row?.randomUsed ?? 0 };
}

export async function activeProjectCount(client: DbClient, userId: number): Promise<number> {
  return client.project.count({ where: { userId, status: "active" } });
}

/** The usage of a request's day: the day claimed (see day.ts) from the requested one (usageDay). */
export async function usageOn(userId: number, tier: Tier | null, requestedDay: string): Promise<UsageLimits> {
  const [claimed, projects] = await Promise.all([
    claimUsageDay(userId, requestedDay),
    activeProjectCount(db(), userId),
  ]);
  return usageLimits(tier, { search: claimed.search, random: claimed.random, projects });
}

/** The usage of a day already claimed. */
export async function usageFor(
  userId: number,
  tier: Tier | null,
  day: string,
  client: DbClient = db(),
): Promise<UsageLimits> {
  const [used, projects] = await Promise.all([creditsUsed(client, userId, day), activeProjectCount(client, userId)]);
  return usageLimits(tier, { ...used, projects });
}
