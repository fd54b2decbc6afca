import type { Tier } from "@/lib/domain/billing/plans";
import { LIMIT_MESSAGES, creditLimit, type CreditKind, type UsageLimits } from "@/lib/domain/usage/limits";
import { ApiError } from "@/lib/errors";
import { chargeCredits, usageFor } from "./credits";
import { claimUsageDay } from "./day";
import { db } from "@/lib/server/db/client";

/** Charges `count` credits on the day claimed from `requestedDay` (usageDay of the client's date). */
export async function incrementUsage(
  userId: number,
  tier: Tier | null,
  requestedDay: string,
  kind: CreditKind,
  count: number,
): Promise<{ usage: UsageLimits }> {
  const { day } = await claimUsageDay(userId, requestedDay);
  const charged = await chargeCredits(db(), userId, day, kind, count, creditLimit(tier, kind));
  const usage = await usageFor(userId, tier, day);
  if (!charged) throw new ApiError("limit_reached", LIMIT_MESSAGES[kind], { usage });
  return { usage };
}
