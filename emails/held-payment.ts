import type { EmailContent } from "@/lib/email/types";
import { renderEmail } from "./layout";

/**
 * A payment made without logging in used the email of an existing account: it was applied to no
 * account. One email tells the account's owner, one asks the team inbox (SUPPORT_EMAIL) to refund it.
 */
export function heldPaymentOwnerEmail({
  username,
  planLabel,
  loginUrl,
}: {
  username: string;
  planLabel: string;
  loginUrl: string;
}): EmailContent {
  return renderEmail({
    subject: "A payment with your email was not applied",
    preview: "Your IdeaForge account and plan were not changed.",
    greeting: `Hi ${username},`,
    paragraphs: [
      `Someone paid for the IdeaForge ${planLabel} plan with your email address without logging in. Your account and your plan were not changed, and the payment will be refunded.`,
      "If it was you: log in first, then change your plan from your account page.",
    ],
    action: { label: "Log in", url: loginUrl },
  });
}

export interface HeldPaymentDetails {
  sessionId: string;
  email: string;
  account: { id: number; username: string };
  planLabel: string;
  amount: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  stripePaymentIntentId: string | null;
}

export function refundDueEmail(held: HeldPaymentDetails): EmailContent {
  return renderEmail({
    subject: `Refund due: payment ${held.sessionId} was kept aside`,
    preview: `A ${held.planLabel} payment made without logging in, for the email of ${held.account.username}.`,
    greeting: "A payment was kept aside and needs a refund.",
    paragraphs: [
      "It was made without logging in, with the email of an existing account, so it was applied to no account.",
      `Checkout session: ${held.sessionId}`,
      `Email: ${held.email}`,
      `Account with this email: ${held.account.username} (user #${held.account.id})`,
      `Plan: ${held.planLabel}, ${held.amount}`,
      `Stripe customer: ${held.stripeCustomerId ?? "none"}`,
      `Stripe subscription: ${held.stripeSubscriptionId ? `${held.stripeSubscriptionId} (being canceled, so it does not renew)` : "none"}`,
      `Stripe payment intent: ${held.stripePaymentIntentId ?? "none"}`,
    ],
    after: ["Refund the payment in the Stripe dashboard. The owner was told by email that it will be refunded."],
  });
}
