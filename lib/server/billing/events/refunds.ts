import { LIFETIME_REFUND_DAYS } from "@/lib/domain/billing/plans";
import { idOf, type EventContext, type StripeObject } from "./context";

const REFUND_WINDOW_MS = LIFETIME_REFUND_DAYS * 24 * 60 * 60 * 1000;

/**
 * charge.refunded: a lifetime purchase refunded within 7 days of purchase ends its access.
 * Monthly plans are not refundable; a refund there (a goodwill gesture) changes no access.
 */
export async function onChargeRefunded(charge: StripeObject, ctx: EventContext): Promise<void> {
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent || charge.refunded !== true) return;
  const sub = await ctx.tx.subscription.findUnique({ where: { stripePaymentIntentId: paymentIntent } });
  if (!sub?.isLifetime || !sub.lifetimePurchasedAt) return;
  if (ctx.eventTime.getTime() - sub.lifetimePurchasedAt.getTime() > REFUND_WINDOW_MS) return;
  await ctx.tx.subscription.update({ where: { id: sub.id }, data: { status: "canceled", lastEventAt: ctx.eventTime } });
  await ctx.tx.invoice.updateMany({ where: { subscriptionId: sub.id }, data: { status: "refunded" } });
}
