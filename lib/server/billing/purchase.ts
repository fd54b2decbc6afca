import { sendEmail } from "@/lib/email";
import { PLANS, type Tier } from "@/lib/domain/billing/plans";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { db } from "@/lib/server/db/client";
import { accountSetupEmail } from "@/emails/account-setup";
import { issueSetupToken } from "./setup-tokens";

/** After Checkout: what /payment-success shows, and the email confirmation that sends the setup link. */
export const EMAIL_MISMATCH = "Email and confirmation do not match.";
export const NOT_THE_PAYMENT_EMAIL = "This is not the email address used for the payment.";
const SESSION_NOT_FOUND = "Payment session not found.";

export interface SessionDetails {
  /** Masked: whoever holds the session id learns the plan, not the whole address. */
  email: string;
  tier: string;
  already_used: boolean;
}

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(1, Math.min(local.length - 1, 6)))}@${domain}`;
}

async function findCheckout(sessionId: string) {
  const checkout = await db().checkoutSession.findUnique({ where: { stripeSessionId: sessionId } });
  if (!checkout) throw new ApiError("not_found", SESSION_NOT_FOUND);
  return checkout;
}

export async function sessionDetails(sessionId: string): Promise<SessionDetails> {
  const checkout = await findCheckout(sessionId);
  return { email: maskEmail(checkout.email), tier: PLANS[checkout.tier as Tier].label, already_used: Boolean(checkout.usedAt || checkout.emailConfirmedAt) };
}

/**
 * The buyer types the payment email twice; when it is the one Stripe collected, a fresh setup link
 * is mailed. Once per checkout.
 */
export async function confirmPaymentEmail(input: { sessionId: string; email: string; emailConfirmation: string }) {
  if (input.email !== input.emailConfirmation) throw new ApiError("bad_request", EMAIL_MISMATCH);
  const checkout = await findCheckout(input.sessionId);
  if (checkout.email.toLowerCase() !== input.email.toLowerCase()) throw new ApiError("bad_request", NOT_THE_PAYMENT_EMAIL);
  const link = await db().$transaction(async (tx) => {
    const claimed = await tx.checkoutSession.updateMany({ where: { id: checkout.id, emailConfirmedAt: null, usedAt: null }, data: { emailConfirmedAt: new Date() } });
    if (claimed.count === 0) throw new ApiError("bad_request", "This payment was already confirmed.", { already_used: true });
    return (await issueSetupToken(tx, { id: checkout.id, email: checkout.email, tier: checkout.tier as Tier })).link;
  });
  await sendEmail({ to: checkout.email, ...accountSetupEmail({ planLabel: PLANS[checkout.tier as Tier].label, link }) });
  const e = env();
  return { success: true as const, ...(!e.isProduction && !e.SMTP_URL ? { debug_link: link } : {}) };
}
