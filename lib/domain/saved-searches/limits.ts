import { PLANS, type Tier } from "@/lib/domain/billing/plans";

/**
 * Saved Deep Searches and their email alerts.
 *
 * The plan limit counts saved searches WITH ALERTS ON (daily or weekly): Starter 3, Pro 10,
 * Lifetime 25. Saving a search without alerts is not limited by plan, only by
 * MAX_SAVED_SEARCHES, so the list (and the stored parameters) stay bounded. Both counts are
 * checked under one per-user lock in PostgreSQL (lib/server/saved-searches/store.ts).
 */
export const ALERT_LIMITS: Record<Tier, number> = { starter: 3, pro: 10, lifetime: 25 };
export const MAX_SAVED_SEARCHES = 100;
export const SAVED_SEARCH_NAME_MAX = 80;

export const ALERT_FREQUENCIES = ["off", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_LABELS: Record<AlertFrequency, string> = { off: "Off", daily: "Daily", weekly: "Weekly" };

/** At most this many ideas are listed per saved search in one digest; the rest are counted. */
export const DIGEST_IDEAS_PER_SEARCH = 10;

/** The number of saved searches with alerts the plan allows; 0 without a plan. */
export function alertLimit(tier: Tier | null | undefined): number {
  return tier ? ALERT_LIMITS[tier] : 0;
}

export const alertLimitMessage = (tier: Tier | null | undefined) =>
  tier
    ? `Your ${PLANS[tier].label} plan allows email alerts on ${ALERT_LIMITS[tier]} saved searches. Turn alerts off on another saved search first.`
    : "Email alerts need an active plan.";

export const SAVED_SEARCHES_FULL = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;
export const SAVED_SEARCH_NAME_TAKEN = "You already have a saved search with this name.";
export const SAVED_SEARCH_NAME_REQUIRED = "Give the saved search a name.";
export const SAVED_SEARCH_NAME_TOO_LONG = `The name can be at most ${SAVED_SEARCH_NAME_MAX} characters.`;
export const SAVED_SEARCH_NOT_FOUND = "Saved search not found.";
export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is invalid.";
export const DIGEST_IDEA_UNAVAILABLE = "This idea is no longer available from your alert.";
