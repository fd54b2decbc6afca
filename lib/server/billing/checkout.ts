import { randomBytes } from "node:crypto";
import { billingMode, priceIdFor, tierForPriceId } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { TIERS, type Tier } from "@/lib/domain/billing/plans";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { log } from "@/lib/log";
import { db } from "@/lib/server/db/client";
import { signLocalCheckout } from "./local-checkout";
import { planKey, subscriptionOf } from "./subscription-view";

/**
 * Starts a purchase. The browser names a plan (or one of our own price ids, as the spec's call
 * sends `priceId`); the server maps it to the price itself, and anything else is a 400.
 */
export const UNKNOWN_PLAN = "Unknown plan.";

export function resolveTier(input: { tier?: string | null; priceId?: string | null }): Tier {
  if (input.tier && TIERS.includes(input.tier as Tier)) return input.tier as Tier;
  if (!input.tier && input.priceId) {
    const tier = TIERS.includes(input.priceId as Tier) ? (input.priceId as Tier) : tierForPriceId(input.priceId);
    if (tier) return tier;
  }
  throw new ApiError("bad_request", UNKNOWN_PLAN);
}

export interface CheckoutRequest {
  tier: Tier;
  /** The logged-in user buying again (reactivation); null for a new customer. */
  user: { id: number; email: string } | null;
  isReactivation: boolean;
  /** An upgrade: the credit for unused time, and the Stripe subscription the new plan replaces. */
  upgrade?: {
    creditCents: number;
    replacesSubscriptionId: string | null;
    stripeCustomerId: string | null;
    /** The plan being replaced (planKey): a local checkout is paid only while it still holds. */
    replacesPlan?: string;
  };
  /** The origin the buyer came on (lib/http/return-origin.ts): checkout and its return URLs stay there. */
  origin?: string;
}

export async function createCheckout(req: CheckoutRequest): Promise<{ url: string }> {
  const metadata: Record<string, string> = { tier: req.tier };
  // A logged-in buyer's checkout names the plan it replaces: paid after that plan changed, it is refunded.
  const replacesPlan = req.user ? (req.upgrade?.replacesPlan ?? planKey(await subscriptionOf(req.user.id))) : undefined;
  if (req.user)
    Object.assign(metadata, {
      user_id: String(req.user.id),
      is_reactivation: String(req.isReactivation),
      replaces_plan: replacesPlan,
    });
  if (req.upgrade?.replacesSubscriptionId) metadata.replaces_subscription = req.upgrade.replacesSubscriptionId;
  const creditCents = req.upgrade?.creditCents ?? 0;
  const appUrl = req.origin ?? env().appUrl;
  // A new customer returns to /payment-success to confirm their email; an existing one to /account.
  const successUrl = req.user
    ? `${appUrl}/account?upgrade_success=true`
    : `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`;
  const cancelUrl = !req.user
    ? `${appUrl}/#pricing`
    : req.isReactivation
      ? `${appUrl}/subscription-canceled`
      : `${appUrl}/account?upgrade_cancelled=true`;

  if (billingMode() === "local") {
    if (env().isProduction) throw new ApiError("service_unavailable", "Payments are not configured.");
    return {
      url: `${appUrl}/dev/checkout?ticket=${encodeURIComponent(signLocalCheckout({ tier: req.tier, email: req.user?.email ?? null, metadata, creditCents, replacesPlan, nonce: randomBytes(8).toString("hex") }))}`,
    };
  }

  const session = await stripe().checkout.sessions.create({
    mode: req.tier === "lifetime" ? "payment" : "subscription",
    line_items: [{ price: priceIdFor(req.tier), quantity: 1 }],
    success_url: successUrl,
    cancel_url: cancelUrl,
    metadata,
    ...(req.user ? { client_reference_id: String(req.user.id) } : {}),
    ...(req.upgrade?.stripeCustomerId
      ? { customer: req.upgrade.stripeCustomerId }
      : req.user
        ? { customer_email: req.user.email }
        : {}),
    ...(creditCents > 0 ? { discounts: [{ coupon: await upgradeCoupon(creditCents) }] } : {}),
    ...(req.tier === "lifetime" ? { invoice_creation: { enabled: true } } : { subscription_data: { metadata } }),
  });
  if (!session.url) throw new ApiError("service_unavailable", "The payment provider returned no checkout page.");
  if (req.user) await expireEarlierCheckout(req.user.id, session.id);
  return { url: session.url };
}

/**
 * One open plan-change checkout per user: the newest replaces the one opened before (another tab),
 * which is expired at Stripe so it can no longer be paid. One that was paid or expired meanwhile
 * cannot be expired; a payment that gets through anyway is refunded by the webhook.
 */
async function expireEarlierCheckout(userId: number, newSessionId: string): Promise<void> {
  const earlier = await db().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ open_checkout_id: string | null }[]>`
      SELECT open_checkout_id FROM subscriptions WHERE user_id = ${userId} FOR UPDATE`;
    if (rows.length === 0) return null;
    await tx.subscription.update({ where: { userId }, data: { openCheckoutId: newSessionId } });
    return rows[0]!.open_checkout_id;
  });
  if (!earlier || earlier === newSessionId) return;
  await stripe()
    .checkout.sessions.expire(earlier)
    .catch((error: unknown) => log.info("earlier checkout not expired", { session: earlier, error: String(error) }));
}

/** A single-use coupon worth the unused time of the plan being replaced. */
async function upgradeCoupon(amountOffCents: number): Promise<string> {
  const coupon = await stripe().coupons.create({
    amount_off: amountOffCents,
    currency: "usd",
    duration: "once",
    max_redemptions: 1,
    name: "Credit for unused time",
  });
  return coupon.id;
}
