import { billingMode } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { PLANS } from "@/lib/domain/billing/plans";
import { env } from "@/lib/env";
import type { CheckoutSession } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { heldPaymentOwnerEmail, refundDueEmail } from "@/emails/held-payment";
import { idOf, num, str, type EventContext, type StripeObject } from "./context";

type HeldCheckout = Pick<
  CheckoutSession,
  "stripeSessionId" | "email" | "tier" | "stripeCustomerId" | "stripeSubscriptionId"
>;

/**
 * A guest paid with the email of an existing account. The checkout, its subscription and invoice
 * are recorded on no account (the account is left exactly as it was); here the payment is set
 * aside for a refund: its Stripe subscription is canceled so it never renews, the account's owner
 * is told, and the team inbox is asked to refund it.
 */
export async function keepPaymentAside(
  checkout: HeldCheckout,
  ownerId: number,
  session: StripeObject,
  ctx: EventContext,
): Promise<void> {
  const owner = await ctx.tx.user.findUniqueOrThrow({
    where: { id: ownerId },
    select: { id: true, username: true, email: true },
  });
  const planLabel = PLANS[checkout.tier].label;
  log.warn("guest payment for an existing account's email kept aside for a refund", {
    session: checkout.stripeSessionId,
    owner: owner.id,
  });

  const loginUrl = `${env().appUrl}/login?returnTo=${encodeURIComponent("/account")}`;
  ctx.emails.push({
    kind: "held_payment_owner",
    to: owner.email,
    ...heldPaymentOwnerEmail({ username: owner.username, planLabel, loginUrl }),
  });
  const cents = num(session.amount_total);
  const amount =
    cents === null ? "amount unknown" : `${(cents / 100).toFixed(2)} ${(str(session.currency) ?? "usd").toUpperCase()}`;
  ctx.emails.push({
    kind: "refund_due",
    to: env().SUPPORT_EMAIL,
    ...refundDueEmail({
      ...checkout,
      sessionId: checkout.stripeSessionId,
      account: owner,
      planLabel,
      amount,
      stripePaymentIntentId: idOf(session.payment_intent),
    }),
  });

  const subscriptionId = checkout.stripeSubscriptionId;
  if (subscriptionId && billingMode() === "stripe")
    ctx.afterCommit.push(() => stripe().subscriptions.cancel(subscriptionId));
}
