import type { Tier } from "./plans";

export type SubscriptionStatus = "active" | "grace_period" | "canceled";

export interface SubscriptionFacts {
  tier: Tier;
  status: SubscriptionStatus;
  isLifetime: boolean;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** In grace_period: when access ends unless a payment goes through (null: not known). */
  graceEndsAt?: Date | null;
}

/** How long a subscription whose payment failed keeps access while the payment is retried. */
export const GRACE_PERIOD_DAYS = 14;

export function graceEndsAfter(failedAt: Date): Date {
  return new Date(failedAt.getTime() + GRACE_PERIOD_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * A subscription gives access when the plan is lifetime; when status is active; in grace_period (a
 * payment failed) until the grace period ends; when canceled but the renewal date is still ahead
 * (access runs to the end of the paid period).
 */
export function hasActiveSubscription(sub: SubscriptionFacts | null | undefined, now: Date = new Date()): boolean {
  if (!sub) return false;
  if (sub.isLifetime && sub.status !== "canceled") return true;
  if (sub.status === "active") return true;
  if (sub.status === "grace_period") return !sub.graceEndsAt || sub.graceEndsAt > now;
  return sub.status === "canceled" && sub.currentPeriodEnd !== null && sub.currentPeriodEnd > now;
}
