import { PLANS, type Tier } from "@/lib/domain/billing/plans";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { accountSetupEmail } from "@/emails/account-setup";
import { ACCOUNT_EXISTS, PAYMENT_HELD, accountIdByEmail } from "./guest-purchases";
import { hasRecentSetupLink, issueSetupToken } from "./setup-tokens";
import { queueEmail } from "@/lib/server/email/queue";

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
  return {
    email: maskEmail(checkout.email),
    tier: PLANS[checkout.tier as Tier].label,
    already_used: Boolean(checkout.usedAt || checkout.emailConfirmedAt),
  };
}

/**
 * The buyer types the payment email twice; when it is the one Stripe collected, the setup link is
 * on its way. Once per checkout. The payment already mailed a link: a new one (which ends the
 * first) is mailed only when that email is older than the resend delay, so a purchase sends one
 * email (one still waiting in the outbox for SMTP is retried, not replaced). Outside production without SMTP, a buyer on this machine (loopback)
 * also gets a newly mailed link in the answer; nobody else ever does.
 */
export async function confirmPaymentEmail(
  input: { sessionId: string; email: string; emailConfirmation: string },
  client: { fromLoopback: boolean },
) {
  if (input.email !== input.emailConfirmation) throw new ApiError("bad_request", EMAIL_MISMATCH);
  const checkout = await findCheckout(input.sessionId);
  if (checkout.email.toLowerCase() !== input.email.toLowerCase())
    throw new ApiError("bad_request", NOT_THE_PAYMENT_EMAIL);
  if (checkout.heldAt) throw new ApiError("bad_request", PAYMENT_HELD);
  const issued = await db().$transaction(async (tx) => {
    const claimed = await tx.checkoutSession.updateMany({
      where: { id: checkout.id, emailConfirmedAt: null, usedAt: null },
      data: { emailConfirmedAt: new Date() },
    });
    if (claimed.count === 0)
      throw new ApiError("bad_request", "This payment was already confirmed.", { already_used: true });
    // A setup link can only create a new account: an email that has one belongs to an owner who logs in.
    if ((await accountIdByEmail(tx, checkout.email)) !== null) throw new ApiError("bad_request", ACCOUNT_EXISTS);
    if (await hasRecentSetupLink(tx, checkout.id)) return null;
    const link = await issueSetupToken(tx, { id: checkout.id, email: checkout.email, tier: checkout.tier as Tier });
    await queueEmail(tx, {
      kind: "account_setup",
      to: checkout.email,
      ...accountSetupEmail({ planLabel: PLANS[checkout.tier as Tier].label, link: link.link }),
    });
    return link;
  });
  const e = env();
  return {
    success: true as const,
    ...(issued && !e.isProduction && !e.SMTP_URL && client.fromLoopback ? { debug_link: issued.link } : {}),
  };
}
