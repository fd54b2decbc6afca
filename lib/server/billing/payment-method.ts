import { billingMode } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { subscriptionOf } from "./subscription-view";

/**
 * 'Update payment method' for a subscription whose payment failed (grace period). With Stripe:
 * its customer portal, on the page that changes the card, back to /account after; Stripe retries
 * the unpaid invoice with the new card and its invoice.paid webhook ends the grace period. With
 * local billing: the local page that does the same through the same webhook.
 */
export const PAYMENTS_UP_TO_DATE = "Your payments are up to date.";

export async function paymentMethodUpdateUrl(userId: number, origin?: string): Promise<{ url: string }> {
  const sub = await subscriptionOf(userId);
  if (!sub || sub.status !== "grace_period") throw new ApiError("bad_request", PAYMENTS_UP_TO_DATE);
  const e = env();
  const appUrl = origin ?? e.appUrl;
  if (billingMode() === "local") {
    if (e.isProduction) throw new ApiError("service_unavailable", "Payments are not configured.");
    return { url: `${appUrl}/dev/payment-method` };
  }
  if (!sub.stripeCustomerId)
    throw new ApiError(
      "service_unavailable",
      "The payment provider does not know this subscription. Please contact support.",
    );
  const portal = await stripe().billingPortal.sessions.create({
    customer: sub.stripeCustomerId,
    return_url: `${appUrl}/account`,
    flow_data: {
      type: "payment_method_update",
      after_completion: { type: "redirect", redirect: { return_url: `${appUrl}/account?payment_updated=true` } },
    },
  });
  return { url: portal.url };
}
