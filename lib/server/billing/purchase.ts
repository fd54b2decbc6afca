import { PLANS, type Tier } from "@/lib/domain/billing/plans";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import type { CheckoutSession } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { db, type Tx } from "@/lib/server/db/client";
import { accountSetupEmail } from "@/emails/account-setup";
import { queueEmail, queueEmails } from "@/lib/server/email/queue";
import type { EventContext } from "./events/context";
import { keepPaymentAside } from "./events/held-payment";
import { accountIdByEmail } from "./guest-purchases";
import { issueSetupToken } from "./setup-tokens";

/** After Checkout: what /payment-success shows, and the one email confirmation that sends the setup link. */
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
 * The buyer typed the email once at checkout and confirms it once here; only a confirmation that
 * matches it mails the setup link (so a typo at checkout mails nobody a link to the paid plan).
 * Once per checkout. A payment whose email has an account is kept aside instead, its owner told
 * by email, and the answer is the same as for any other payment: it tells nobody whether the email
 * is a customer's. Outside production without SMTP, a buyer on this machine (loopback) also gets
 * the mailed link in the answer; nobody else ever does.
 */
export async function confirmPaymentEmail(
  input: { sessionId: string; email: string; emailConfirmation?: string },
  client: { fromLoopback: boolean },
) {
  if (input.emailConfirmation !== undefined && input.email !== input.emailConfirmation)
    throw new ApiError("bad_request", EMAIL_MISMATCH);
  const checkout = await findCheckout(input.sessionId);
  if (checkout.email.toLowerCase() !== input.email.toLowerCase())
    throw new ApiError("bad_request", NOT_THE_PAYMENT_EMAIL);
  const afterCommit: EventContext["afterCommit"] = [];
  const issued = await db().$transaction(async (tx) => {
    const claimed = await tx.checkoutSession.updateMany({
      where: { id: checkout.id, emailConfirmedAt: null, usedAt: null },
      data: { emailConfirmedAt: new Date() },
    });
    if (claimed.count === 0)
      throw new ApiError("bad_request", "This payment was already confirmed.", { already_used: true });
    if (checkout.heldAt) return null;
    // A setup link can only create a new account: an email that has one by now belongs to an owner who logs in.
    const owner = await accountIdByEmail(tx, checkout.email);
    if (owner !== null) {
      await holdForOwner(tx, checkout, owner, afterCommit);
      return null;
    }
    const link = await issueSetupToken(tx, { id: checkout.id, email: checkout.email, tier: checkout.tier as Tier });
    await queueEmail(tx, {
      kind: "account_setup",
      to: checkout.email,
      ...accountSetupEmail({ planLabel: PLANS[checkout.tier as Tier].label, link: link.link }),
    });
    return link;
  });
  for (const call of afterCommit)
    await call().catch((error: unknown) => log.error("stripe follow-up failed", { session: checkout.id, error }));
  const e = env();
  return {
    success: true as const,
    ...(issued && !e.isProduction && !e.SMTP_URL && client.fromLoopback ? { debug_link: issued.link } : {}),
  };
}

/** The email became an account's after the payment: the payment is kept aside, as at payment time. */
async function holdForOwner(
  tx: Tx,
  checkout: CheckoutSession,
  ownerId: number,
  afterCommit: EventContext["afterCommit"],
) {
  const now = new Date();
  await tx.checkoutSession.update({ where: { id: checkout.id }, data: { heldAt: now } });
  const ctx: EventContext = { tx, eventTime: now, emails: [], afterCommit };
  await keepPaymentAside(checkout, ownerId, { id: checkout.stripeSessionId }, ctx);
  await queueEmails(tx, ctx.emails);
}
