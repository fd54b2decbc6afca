import { billingMode, priceIdFor } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import type { PlanChangeResult } from "@/lib/contracts/billing";
import { hasActiveSubscription } from "@/lib/domain/billing/access";
import { isUpgrade, tooManyProjectsMessage } from "@/lib/domain/billing/plan-change";
import { PLANS, type Tier } from "@/lib/domain/billing/plans";
import { unusedCreditCents } from "@/lib/domain/billing/proration";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { createCheckout } from "./checkout";
import { planKey, subscriptionOf } from "./subscription-view";

/**
 * Plan changes from the account page, each confirmed with the current password by its route
 * (confirmAccountAction) before it runs:
 * Starter to Pro and anything to Lifetime go through payment (a checkout URL); Pro to Starter is
 * immediate; the current plan does nothing; Lifetime cannot change. With Stripe the change is made
 * there and its webhook confirms it; the row is updated at once so the page shows it.
 */
export type { PlanChangeResult } from "@/lib/contracts/billing";

export async function changePlan(
  user: { id: number; email: string },
  tier: Tier,
  origin?: string,
): Promise<PlanChangeResult> {
  const sub = await subscriptionOf(user.id);
  if (sub?.isLifetime && hasActiveSubscription(sub))
    throw new ApiError("bad_request", "A Lifetime plan cannot be changed.");
  if (sub && sub.tier === tier && hasActiveSubscription(sub))
    return { success: true, message: "You are already on this plan." };
  if (!sub || !hasActiveSubscription(sub)) {
    const { url } = await createCheckout({ tier, user, isReactivation: true, origin });
    return { success: true, message: "Continue to payment to change your plan.", checkout_url: url };
  }
  if (isUpgrade(sub.tier, tier)) {
    // An upgrade is paid now, less the unused time of the current month; the old plan then ends.
    // A month in its grace period was never paid: nothing of it is credited.
    const creditCents =
      sub.status === "active"
        ? unusedCreditCents({
            monthlyPriceUsd: PLANS[sub.tier].priceUsd,
            periodEnd: sub.currentPeriodEnd,
            now: new Date(),
          })
        : 0;
    const upgrade = {
      creditCents,
      replacesSubscriptionId: sub.stripeSubscriptionId,
      stripeCustomerId: sub.stripeCustomerId,
      replacesPlan: planKey(sub),
    };
    const { url } = await createCheckout({ tier, user, isReactivation: false, upgrade, origin });
    return { success: true, message: "Continue to payment to change your plan.", checkout_url: url };
  }
  // A downgrade (Pro to Starter): immediate, no charge; refused while more projects are active
  // than the new plan allows (the user chooses which to complete or release).
  await refuseWithTooManyProjects(user.id, tier);
  if (billingMode() === "stripe" && sub.stripeSubscriptionId) {
    const current = await stripe().subscriptions.retrieve(sub.stripeSubscriptionId);
    await stripe().subscriptions.update(sub.stripeSubscriptionId, {
      items: [{ id: current.items.data[0]!.id, price: priceIdFor(tier) }],
      proration_behavior: "none",
    });
  }
  await db().subscription.update({ where: { id: sub.id }, data: { tier, lastEventAt: new Date() } });
  return { success: true, message: "Your plan was changed to Starter." };
}

async function refuseWithTooManyProjects(userId: number, tier: Tier): Promise<void> {
  const limit = PLANS[tier].limits.projects;
  if (limit === null) return;
  const active = await db().project.count({ where: { userId, status: "active" } });
  const refusal = tooManyProjectsMessage(active, limit, PLANS[tier].label);
  if (refusal) throw new ApiError("bad_request", refusal);
}

export async function cancelSubscription(userId: number): Promise<PlanChangeResult> {
  const sub = await subscriptionOf(userId);
  if (!sub || sub.isLifetime || sub.status !== "active" || sub.cancelAtPeriodEnd) {
    throw new ApiError("bad_request", "This subscription cannot be canceled.");
  }
  if (billingMode() === "stripe" && sub.stripeSubscriptionId) {
    await stripe().subscriptions.update(sub.stripeSubscriptionId, { cancel_at_period_end: true });
  }
  await db().subscription.update({ where: { id: sub.id }, data: { cancelAtPeriodEnd: true, lastEventAt: new Date() } });
  return { success: true, message: "Your subscription will end at the close of the current billing period." };
}

/** Undo a pending cancellation; a subscription that already ended needs a new checkout. */
export async function reactivateSubscription(
  user: { id: number; email: string },
  origin?: string,
): Promise<PlanChangeResult> {
  const sub = await subscriptionOf(user.id);
  const future = Boolean(sub?.currentPeriodEnd && sub.currentPeriodEnd > new Date());
  if (sub && sub.cancelAtPeriodEnd && sub.status === "active" && future) {
    if (billingMode() === "stripe" && sub.stripeSubscriptionId) {
      await stripe().subscriptions.update(sub.stripeSubscriptionId, { cancel_at_period_end: false });
    }
    await db().subscription.update({
      where: { id: sub.id },
      data: { cancelAtPeriodEnd: false, lastEventAt: new Date() },
    });
    return { success: true, message: "Your subscription was reactivated." };
  }
  if (sub && !sub.isLifetime && sub.status === "canceled") {
    const { url } = await createCheckout({
      tier: sub.tier === "lifetime" ? "pro" : sub.tier,
      user,
      isReactivation: true,
      origin,
    });
    return { success: true, message: "Continue to payment to reactivate.", checkout_url: url };
  }
  throw new ApiError("bad_request", "There is no canceled subscription to reactivate.");
}
