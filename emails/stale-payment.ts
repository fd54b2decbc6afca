import type { EmailContent } from "@/lib/email/types";
import { renderEmail } from "./layout";

/**
 * A logged-in user paid a checkout for a plan that had already changed (two tabs): nothing of it
 * was applied and its automatic refund through Stripe failed, so the team inbox refunds it by hand.
 */
export function staleRefundDueEmail(stale: {
  sessionId: string;
  account: { id: number; username: string };
  planLabel: string;
  amount: string;
  stripeSubscriptionId: string | null;
  stripePaymentIntentId: string | null;
}): EmailContent {
  return renderEmail({
    subject: `Refund due: payment ${stale.sessionId} paid a plan change already made`,
    preview: `A second ${stale.planLabel} payment by ${stale.account.username} was not applied.`,
    greeting: "A payment was not applied and needs a refund.",
    paragraphs: [
      "It paid a checkout opened before the account's plan changed (for example a second browser tab), so it was applied to nothing. The automatic refund through Stripe failed.",
      `Checkout session: ${stale.sessionId}`,
      `Account: ${stale.account.username} (user #${stale.account.id})`,
      `Plan: ${stale.planLabel}, ${stale.amount}`,
      `Stripe subscription: ${stale.stripeSubscriptionId ?? "none"} (cancel it if it is still active)`,
      `Stripe payment intent: ${stale.stripePaymentIntentId ?? "none (see the subscription's first invoice)"}`,
    ],
    after: ["Refund the payment in the Stripe dashboard."],
  });
}
