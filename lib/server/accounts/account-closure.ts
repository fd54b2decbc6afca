import { accountClosedEmail } from "@/emails/account-security";
import { billingMode } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { LIFETIME_REFUND_DAYS } from "@/lib/domain/billing/plans";
import { log } from "@/lib/log";
import { db, type Tx } from "@/lib/server/db/client";
import { queueEmail } from "@/lib/server/email/queue";
import { confirmPassword } from "./settings";

/**
 * Closing an account, with the password and a typed confirmation:
 * - the subscription is canceled at once (Stripe first: if Stripe fails, nothing is deleted);
 *   a Lifetime purchase still inside its refund window is refunded when the user asks;
 * - the user row is deleted, and with it (foreign keys ON DELETE CASCADE) every session, device,
 *   API token, two-factor secret, project, milestone, note, claim, view, usage row and saved item;
 * - invoices are kept, as the law requires, detached from the account (they hold no name or email);
 *   the checkout records, support requests and sent emails that named the address are anonymised;
 * - the username stays reserved for 30 days (username_holds; a trigger refuses it before then);
 * - a notice goes to the account's email.
 */
export const USERNAME_HOLD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const REFUND_WINDOW_MS = LIFETIME_REFUND_DAYS * DAY_MS;

export interface ClosurePreview {
  /** A Lifetime purchase within its refund window: the closure form offers the refund. */
  refund_available: boolean;
  refund_days: number;
  has_subscription: boolean;
}

type SubscriptionRow = {
  isLifetime: boolean;
  status: string;
  lifetimePurchasedAt: Date | null;
  stripeSubscriptionId: string | null;
  stripePaymentIntentId: string | null;
};

function refundAvailable(sub: SubscriptionRow | null, now: Date): boolean {
  if (!sub?.isLifetime || sub.status === "canceled" || !sub.lifetimePurchasedAt) return false;
  return now.getTime() - sub.lifetimePurchasedAt.getTime() <= REFUND_WINDOW_MS;
}

const subscriptionOf = (userId: number) =>
  db().subscription.findUnique({
    where: { userId },
    select: {
      isLifetime: true,
      status: true,
      lifetimePurchasedAt: true,
      stripeSubscriptionId: true,
      stripePaymentIntentId: true,
    },
  });

export async function closurePreview(userId: number, now = new Date()): Promise<ClosurePreview> {
  const sub = await subscriptionOf(userId);
  return {
    refund_available: refundAvailable(sub, now),
    refund_days: LIFETIME_REFUND_DAYS,
    has_subscription: Boolean(sub && sub.status !== "canceled"),
  };
}

export async function closeAccount(userId: number, password: string, requestRefund: boolean, now = new Date()) {
  await confirmPassword(userId, password);
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, email: true } });
  const sub = await subscriptionOf(userId);
  const refund = requestRefund && refundAvailable(sub, now);
  await endPaymentsAtStripe(sub, refund);

  await db().$transaction(async (tx) => {
    await holdUsername(tx, user.username, now);
    await anonymiseRecordsNaming(tx, userId, user.email);
    await tx.user.delete({ where: { id: userId } });
    await queueEmail(tx, {
      kind: "account_closed",
      to: user.email,
      ...accountClosedEmail({ username: user.username, refundRequested: refund }),
    });
  });
  log.info("account closed", { userId, refund });
  return { closed: true, refunded: refund };
}

/** Stripe stops charging before anything is deleted; an error here leaves the account as it was. */
async function endPaymentsAtStripe(sub: SubscriptionRow | null, refund: boolean): Promise<void> {
  if (!sub || billingMode() !== "stripe") return;
  if (!sub.isLifetime && sub.stripeSubscriptionId && sub.status !== "canceled")
    await cancelAtStripe(sub.stripeSubscriptionId);
  if (refund && sub.stripePaymentIntentId) await stripe().refunds.create({ payment_intent: sub.stripePaymentIntentId });
}

/**
 * Cancels the subscription at Stripe. One Stripe no longer has, or has already canceled, charges
 * nothing any more: the closure goes on (else the user could never leave). Any other refusal, and
 * Stripe unreachable, stop the closure with nothing deleted.
 */
async function cancelAtStripe(subscriptionId: string): Promise<void> {
  try {
    await stripe().subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (!isInvalidRequest(error) || !(await endedAtStripe(subscriptionId))) throw error;
    log.warn("account closure: subscription already ended at Stripe", { subscriptionId });
  }
}

const isInvalidRequest = (error: unknown) => (error as { type?: unknown } | null)?.type === "StripeInvalidRequestError";

async function endedAtStripe(subscriptionId: string): Promise<boolean> {
  try {
    return (await stripe().subscriptions.retrieve(subscriptionId)).status === "canceled";
  } catch (error) {
    if (isInvalidRequest(error) && (error as { statusCode?: number }).statusCode === 404) return true;
    throw error;
  }
}

async function holdUsername(tx: Tx, username: string, now: Date): Promise<void> {
  const releasedAt = new Date(now.getTime() + USERNAME_HOLD_DAYS * DAY_MS);
  await tx.$executeRaw`
    INSERT INTO username_holds (username_lower, released_at) VALUES (lower(${username}), ${releasedAt})
    ON CONFLICT (username_lower) DO UPDATE SET released_at = EXCLUDED.released_at`;
}

/** Records kept after the account (or not tied to it by a foreign key) lose the name and email. */
async function anonymiseRecordsNaming(tx: Tx, userId: number, email: string): Promise<void> {
  const placeholder = `closed-account-${userId}@closed.invalid`;
  await tx.invoice.updateMany({ where: { userId }, data: { userId: null } });
  await tx.checkoutSession.updateMany({
    where: { OR: [{ userId }, { email: { equals: email, mode: "insensitive" } }] },
    data: { email: placeholder, userId: null },
  });
  await tx.supportRequest.updateMany({
    where: { OR: [{ userId }, { email: { equals: email, mode: "insensitive" } }] },
    data: { email: placeholder, name: null, userId: null },
  });
  await tx.emailOutbox.updateMany({
    where: { recipient: { equals: email, mode: "insensitive" }, sentAt: { not: null } },
    data: { recipient: placeholder, text: "", html: "" },
  });
  await tx.pageView.updateMany({ where: { userId }, data: { userId: null } });
  await tx.emailChangeToken.deleteMany({ where: { userId } });
}
