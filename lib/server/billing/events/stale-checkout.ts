import { billingMode } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { PLANS, type Tier } from "@/lib/domain/billing/plans";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { db } from "@/lib/server/db/client";
import { queueEmail } from "@/lib/server/email/queue";
import { staleRefundDueEmail } from "@/emails/stale-payment";
import { planKey } from "../subscription-view";
import { idOf, num, str, type EventContext, type StripeObject } from "./context";

/**
 * A logged-in buyer's checkout names the plan it replaces (metadata.replaces_plan, written by our
 * server when the checkout opened). Paid after that plan already changed (a second tab's upgrade,
 * a second reactivation), it must never charge twice: nothing of it is applied, its subscription is
 * canceled so it never renews, and its payment is refunded.
 *
 * The buyer's row is locked first, so two such payments arriving together are decided one after
 * the other: the second always sees the plan the first applied.
 */
export async function isStaleCheckout(userId: number, replacesPlan: string | undefined, ctx: EventContext) {
  await ctx.tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  if (replacesPlan === undefined) return false;
  const current = await ctx.tx.subscription.findUnique({ where: { userId } });
  return planKey(current) !== replacesPlan;
}

/** After commit: cancel the stale payment's subscription and refund its payment (once per session). */
export function refundStaleCheckout(session: StripeObject, tier: Tier, userId: number, ctx: EventContext): void {
  log.warn("checkout paid for a plan that had already changed: refunded", { session: session.id, user: userId });
  if (billingMode() !== "stripe") return;
  const sessionId = String(session.id);
  const subscriptionId = idOf(session.subscription);
  ctx.afterCommit.push(async () => {
    try {
      if (subscriptionId) await stripe().subscriptions.cancel(subscriptionId, { prorate: false });
      const paymentIntent = idOf(session.payment_intent) ?? (await invoicePaymentIntent(idOf(session.invoice)));
      if (!paymentIntent) throw new Error("no payment intent to refund");
      await stripe().refunds.create(
        { payment_intent: paymentIntent },
        { idempotencyKey: `stale-checkout-${sessionId}` },
      );
    } catch (error) {
      log.error("refund of a stale checkout failed: the team is asked to refund it", { session: sessionId, error });
      await askTeamToRefund(session, tier, userId);
    }
  });
}

/** The payment intent that paid a subscription's first invoice. */
async function invoicePaymentIntent(invoiceId: string | null): Promise<string | null> {
  if (!invoiceId) return null;
  const payments = await stripe().invoicePayments.list({ invoice: invoiceId, limit: 1 });
  return idOf(payments.data[0]?.payment?.payment_intent);
}

/** When Stripe could not be reached: the refund is still owed, so the team inbox gets it. */
async function askTeamToRefund(session: StripeObject, tier: Tier, userId: number): Promise<void> {
  const account = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, username: true } });
  const cents = num(session.amount_total);
  const currency = (str(session.currency) ?? "usd").toUpperCase();
  await db().$transaction((tx) =>
    queueEmail(tx, {
      kind: "refund_due",
      to: env().SUPPORT_EMAIL,
      ...staleRefundDueEmail({
        sessionId: String(session.id),
        account,
        planLabel: PLANS[tier].label,
        amount: cents === null ? "amount unknown" : `${(cents / 100).toFixed(2)} ${currency}`,
        stripeSubscriptionId: idOf(session.subscription),
        stripePaymentIntentId: idOf(session.payment_intent),
      }),
    }),
  );
}
