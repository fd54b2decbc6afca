import { randomBytes } from "node:crypto";
import { billingMode, priceIdFor, tierForPriceId } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { TIERS, type Tier } from "@/lib/domain/billing/plans";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { signLocalCheckout } from "./local-checkout";

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
}

export async function createCheckout(req: CheckoutRequest): Promise<{ url: string }> {
  const metadata: Record<string, string> = { tier: req.tier };
  if (req.user) Object.assign(metadata, { user_id: String(req.user.id), is_reactivation: String(req.isReactivation) });
  if (req.upgrade?.replacesSubscriptionId) metadata.replaces_subscription = req.upgrade.replacesSubscriptionId;
  const creditCents = req.upgrade?.creditCents ?? 0;
  const appUrl = env().appUrl;
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
      url: `${appUrl}/dev/checkout?ticket=${encodeURIComponent(signLocalCheckout({ tier: req.tier, email: req.user?.email ?? null, metadata, creditCents, replacesPlan: req.upgrade?.replacesPlan, nonce: randomBytes(8).toString("hex") }))}`,
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
  return { url: session.url };
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
