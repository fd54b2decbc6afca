import { errors } from "@/lib/errors";
import { db } from "@/lib/server/db/client";

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
  const rows = await db().$queryRaw<{ day: string; search_used: number | null; random_used: number | null }[]>`
    WITH claimed AS (
      UPDATE users SET usage_day = GREATEST(usage_day, ${requested}::date) WHERE id = ${userId} RETURNING usage_day
    )
    SELECT to_char(c.usage_day, 'YYYY-MM-DD') AS day, u.search_used, u.random_used
      FROM claimed c LEFT JOIN daily_usage u ON u.user_id = ${userId} AND u.day = c.usage_day`;
  const row = rows[0];
  // No row: the account was deleted while the request ran.
  if (!row) throw errors.unauthenticated();
  return { day: row.day, search: Number(row.search_used ?? 0), random: Number(row.random_used ?? 0) };
}
