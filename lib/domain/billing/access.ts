import type { Tier } from "./plans";

export type SubscriptionStatus = "active" | "grace_period" | "canceled";

export interface SubscriptionFacts {
  tier: Tier;
  status: SubscriptionStatus;
  isLifetime: boolean;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * Spec section 4: access when the plan is lifetime; when status is active or grace_period; when
 * canceled but the renewal date is still ahead (access runs to the end of the paid period).
 */
export function hasActiveSubscription(sub: SubscriptionFacts | null | undefined, now: Date = new Date()): boolean {
  if (!sub) return false;
  if (sub.isLifetime && sub.status !== "canceled") return true;
  if (sub.status === "active" || sub.status === "grace_period") return true;
  return sub.status === "canceled" && sub.currentPeriodEnd !== null && sub.currentPeriodEnd > now;
}
