import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tier } from "@/lib/domain/billing/plans";
import { usageLimits, type CreditKind, type UsageLimits } from "@/lib/domain/usage/limits";
import { db } from "@/lib/server/db/client";
import { claimUsageDay } from "./day";

/**
 * Daily credits: one daily_usage row per user and day, charged with one guarded UPDATE
 * (`used + n <= limit`), so parallel requests can never overspend and counters never go negative
 * (a CHECK constraint backs that up).
 */
type Client = Prisma.TransactionClient | ReturnType<typeof db>;

const dayValue = (day: string) => new Date(`${day}T00:00:00Z`);

/** Charges n credits; false (and nothing charged) when that would pass the limit. null limit: unlimited. */
export async function chargeCredits(
  client: Client,
  userId: number,
  day: string,
  kind: CreditKind,
  n: number,
  limit: number | null,
): Promise<boolean> {
  if (n <= 0) return true;
  const date = dayValue(day);
  await client.$executeRaw`INSERT INTO daily_usage (user_id, day, updated_at) VALUES (${userId}, ${date}::date, now()) ON CONFLICT (user_id, day) DO NOTHING`;
  const updated =
    kind === "random"
      ? await client.$executeRaw`UPDATE daily_usage SET random_used = random_used + ${n}, updated_at = now()
          WHERE user_id = ${userId} AND day = ${date}::date AND (${limit}::int IS NULL OR random_used + ${n} <= ${limit}::int)`
      : await client.$executeRaw`UPDATE daily_usage SET search_used = search_used + ${n}, updated_at = now()
          WHERE user_id = ${userId} AND day = ${date}::date AND (${limit}::int IS NULL OR search_used + ${n} <= ${limit}::int)`;
  return updated === 1;
}

export async function creditsUsed(
  client: Client,
  userId: number,
  day: string,
): Promise<{ search: number; random: number }> {
  const row = await client.dailyUsage.findUnique({
    where: { userId_day: { userId, day: dayValue(day) } },
    select: { searchUsed: true, randomUsed: true },
  });
  return { search: row?.searchUsed ?? 0, random: row?.randomUsed ?? 0 };
}

export async function activeProjectCount(client: Client, userId: number): Promise<number> {
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
  client: Client = db(),
): Promise<UsageLimits> {
  const [used, projects] = await Promise.all([creditsUsed(client, userId, day), activeProjectCount(client, userId)]);
  return usageLimits(tier, { ...used, projects });
}
