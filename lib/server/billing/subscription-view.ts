import type { SubscriptionView } from "@/lib/contracts/billing";
import { hasActiveSubscription } from "@/lib/domain/billing/access";
import { tierLabel, type Tier } from "@/lib/domain/billing/plans";
import { db } from "@/lib/server/db/client";

/** A user's subscription (tier, status, dates), as the account page and guards read it. */
export type { SubscriptionView } from "@/lib/contracts/billing";

export async function subscriptionOf(userId: number) {
  return db().subscription.findUnique({ where: { userId } });
}

/**
 * The plan a user is on, as one string: an upgrade checkout records it when it opens, and is paid
 * only while it still holds (two upgrade checkouts opened in two tabs cannot both be paid).
 */
export function planKey(sub: { id: number; tier: string; status: string; isLifetime: boolean } | null): string {
  return sub ? `${sub.id}:${sub.tier}:${sub.status}:${sub.isLifetime}` : "none";
}

export async function subscriptionView(userId: number, now = new Date()): Promise<SubscriptionView> {
  const sub = await subscriptionOf(userId);
  const end = sub?.currentPeriodEnd?.toISOString() ?? null;
  return {
    status: sub?.status ?? null,
    tier: tierLabel(sub?.tier as Tier | undefined),
    renewal_date: end,
    current_period_end: end,
    cancel_at_period_end: sub?.cancelAtPeriodEnd ?? false,
    grace_period_ends_at: sub?.status === "grace_period" ? (sub.graceEndsAt?.toISOString() ?? null) : null,
    is_lifetime: sub?.isLifetime ?? false,
    has_active_subscription: hasActiveSubscription(sub, now),
  };
}
