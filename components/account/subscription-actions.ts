"use client";

import { api, errorMessage } from "@/lib/client/api";
import { PLANS, TIERS, type Tier } from "@/lib/domain/billing/plans";
import type { PlanChangeResult, SubscriptionView } from "@/lib/contracts/billing";
import { formatDate, isFuture } from "./format";

/** Failures of the billing section's actions, as the user reads them. */
export const CHANGE_FAILED = "Failed to change subscription";
export const CANCEL_FAILED = "Failed to cancel subscription";
export const REACTIVATE_FAILED = "Failed to reactivate subscription";
export const NON_JSON_RESPONSE = "Server returned non-JSON response";
/** The password check before a plan change or cancellation failed on the way (network) or without a reason. */
export const PASSWORD_VERIFY_ERROR = "An error occurred while verifying your password";
export const PASSWORD_VERIFICATION_FAILED = "Password verification failed";

/** The plan selector's names. */
export const PLAN_OPTIONS: Record<Tier, string> = { starter: "Starter", pro: "Pro Monthly", lifetime: "Lifetime" };

export type ActionOutcome = { ok: true; message: string; checkoutUrl: string | null } | { ok: false; error: string };

async function post(path: string, body: unknown, fallback: string): Promise<ActionOutcome> {
  try {
    const res = await api<PlanChangeResult>(path, { method: "POST", body });
    if (res.data === null) return { ok: false, error: NON_JSON_RESPONSE };
    if (!res.ok) return { ok: false, error: errorMessage(res, fallback) };
    const url = typeof res.data.checkout_url === "string" && res.data.checkout_url ? res.data.checkout_url : null;
    return { ok: true, message: typeof res.data.message === "string" ? res.data.message : "", checkoutUrl: url };
  } catch {
    return { ok: false, error: fallback };
  }
}

/**
 * POST /accounts/verify-password/: null when the password is right (the server then lets this
 * session's next plan change or cancellation through), else the message to show.
 */
async function verifyPassword(password: string): Promise<string | null> {
  try {
    const res = await api<{ error?: string }>("/accounts/verify-password/", { method: "POST", body: { password } });
    return res.ok ? null : errorMessage(res, PASSWORD_VERIFICATION_FAILED);
  } catch {
    return PASSWORD_VERIFY_ERROR;
  }
}

/** The spec's confirmation: the password verified first, then the call with its own body. */
async function confirmed(password: string, action: () => Promise<ActionOutcome>): Promise<ActionOutcome> {
  const problem = await verifyPassword(password);
  return problem ? { ok: false, error: problem } : action();
}

export const changePlan = (tier: Tier, password: string) =>
  confirmed(password, () => post("/accounts/manage-subscription/", { tier }, CHANGE_FAILED));
export const cancelSubscription = (password: string) =>
  confirmed(password, () => post("/accounts/cancel-subscription/", undefined, CANCEL_FAILED));
export const reactivateSubscription = () => post("/accounts/reactivate-subscription/", undefined, REACTIVATE_FAILED);

/** What the billing section shows and allows, derived from the subscription. */
export interface BillingState {
  currentTier: Tier | null;
  isLifetime: boolean;
  canCancel: boolean;
  canReactivate: boolean;
  statusLabel: string;
  /** "Renews on Nov 22, 2026", "Access until Nov 22, 2026", "Payment failed: access until Nov 22, 2026", or null. */
  periodLine: string | null;
}

export function billingState(sub: SubscriptionView, now: number = Date.now()): BillingState {
  const currentTier = TIERS.find((tier) => PLANS[tier].label === sub.tier) ?? null;
  const isLifetime = sub.is_lifetime || currentTier === "lifetime";
  const ending = sub.status === "canceled" || sub.cancel_at_period_end;
  const date = formatDate(sub.renewal_date ?? sub.current_period_end);
  return {
    currentTier,
    isLifetime,
    canCancel: sub.status === "active" && !isLifetime && !sub.cancel_at_period_end,
    canReactivate: !isLifetime && ending && isFuture(sub.renewal_date ?? sub.current_period_end, now),
    statusLabel: statusLabel(sub),
    periodLine: isLifetime ? "Lifetime access, no renewals" : periodLine(sub, ending, date),
  };
}

/** A subscription whose payment failed does not renew: it says until when access lasts. */
function periodLine(sub: SubscriptionView, ending: boolean, date: string | null): string | null {
  if (sub.status === "grace_period") {
    const until = formatDate(sub.grace_period_ends_at);
    return until ? `Payment failed: access until ${until}` : "Payment failed";
  }
  return date ? `${ending ? "Access until" : "Renews on"} ${date}` : null;
}

function statusLabel(sub: SubscriptionView): string {
  switch (sub.status) {
    case "active":
      return sub.cancel_at_period_end ? "Active (cancels at the end of the billing period)" : "Active";
    case "grace_period":
      return "Grace period";
    case "canceled":
      return "Canceled";
    default:
      return "No subscription";
  }
}

/** What choosing a plan will do, shown under the selector. */
export function changeHint(from: Tier | null, to: Tier): string | null {
  if (from === to) return "This is your current plan.";
  if (to === "lifetime") return "You will go to payment for a prorated one-time fee.";
  if (from === "pro" && to === "starter") return "The downgrade takes effect immediately.";
  return "You will go to payment for a prorated charge.";
}
