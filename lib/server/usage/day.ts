import { Prisma } from "@/lib/generated/prisma/client";
import { errors } from "@/lib/errors";
import { queryRows } from "@/lib/server/db/client";
import { UNFLUSHED_COMMIT } from "@/lib/server/db/unflushed";

/**
 * The credits day never goes back. users.usage_day holds the latest day the user has used; every
 * request moves it forward to its own date (usageDay: the client's date while it is current
 * somewhere on Earth) with one atomic UPDATE ... GREATEST, and then uses the stored day.
 *
 * A request dated earlier than a day already used is therefore served from that later day's
 * counters, already spent, never from a fresh day. Refusing it instead would keep the counters no
 * more correct, and would break a user whose two devices (or a flight west) disagree on the date.
 * Parallel requests of one user take the row lock in turn, so the days they get never decrease in
 * that order; each day's own counters (daily_usage, project_completions) stay bounded as before.
 *
 * The same statement reads the day's credits used, so callers need no extra round trip for them.
 */
export interface ClaimedDay {
  day: string;
  search: number;
  random: number;
}

export async function claimUsageDay(userId: number, requested: string): Promise<ClaimedDay> {
  return (await claimUsageDayAfter(Prisma.sql`SELECT true`, userId, requested))!;
}

/**
 * claimUsageDay behind a gate, in the same single statement: `gate` is a statement (a spacing
 * check, rate-limit.ts spacedSql) that returns a row when the request may go on. Without a row
 * nothing is claimed and the answer is null. One round trip for both.
 *
 * The statement commits without waiting for its WAL to reach the disk (UNFLUSHED_COMMIT). A gate's
 * record needs no durability. Neither does the claim: every charge on the claimed day is written
 * after it, and WAL reaches the disk in order, so a charge that survives a crash always has its
 * claim with it. A crash can lose only the newest writes: a claim with whatever was charged after
 * it, as if those requests never came, never a claim under charges that stay. The claim is visible
 * to other sessions as soon as it commits.
 */
export async function claimUsageDayAfter(
  gate: Prisma.Sql,
  userId: number,
  requested: string,
): Promise<ClaimedDay | null> {
  // Straight through pg (queryRows): one of Deep Search's hot statements.
  const rows = await queryRows<{
    allowed: boolean;
    day: string | null;
    search_used: number | null;
    random_used: number | null;
  }>(Prisma.sql`
    WITH unflushed AS MATERIALIZED (${UNFLUSHED_COMMIT}),
    gate AS (${gate}),
    claimed AS (
      UPDATE users SET usage_day = GREATEST(usage_day, ${requested}::date)
       WHERE id = ${userId} AND EXISTS (SELECT 1 FROM gate) RETURNING usage_day
    )
    SELECT EXISTS (SELECT 1 FROM gate) AS allowed, (SELECT count(*) FROM unflushed) AS unflushed,
           to_char(c.usage_day, 'YYYY-MM-DD') AS day, u.search_used, u.random_used
      FROM (SELECT 1) one
      LEFT JOIN claimed c ON true
      LEFT JOIN daily_usage u ON u.user_id = ${userId} AND u.day = c.usage_day`);
  const row = rows[0]!;
  if (!row.allowed) return null;
  // No day: the account was deleted while the request ran.
  if (row.day === null) throw errors.unauthenticated();
  return { day: row.day, search: Number(row.search_used ?? 0), random: Number(row.random_used ?? 0) };
}
