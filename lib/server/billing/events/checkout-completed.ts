import { PLANS, TIERS, type Tier } from "@/lib/domain/billing/plans";
import { billingMode } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { planActivatedEmail } from "@/emails/plan-activated";
import { accountIdByEmail } from "../guest-purchases";
import { dateFromUnix, idOf, isStale, num, str, type EventContext, type StripeObject } from "./context";
import { keepPaymentAside } from "./held-payment";
import { isStaleCheckout, refundStaleCheckout } from "./stale-checkout";

/**
 * checkout.session.completed: record the checkout, the subscription (or lifetime purchase) and an
 * invoice. A logged-in buyer (the user named in the metadata our server wrote) gets the plan on
 * that account. A guest's purchase waits, on no account, for the buyer to confirm the email (which
 * mails the setup link), unless the email already has an account: a purchase made without logging
 * in never changes an account, so that payment is kept aside on no account, for a refund. A
 * logged-in buyer's checkout paid after the plan it replaces already changed (two tabs) is applied
 * to nothing and refunded (stale-checkout.ts).
 */
export async function onCheckoutCompleted(session: StripeObject, ctx: EventContext): Promise<void> {
  const metadata = (session.metadata ?? {}) as Record<string, string>;
  const tier = TIERS.includes(metadata.tier as Tier) ? (metadata.tier as Tier) : null;
  const details = session.customer_details as { email?: string } | null;
  const email = (str(details?.email) ?? str(session.customer_email))?.toLowerCase();
  if (!tier || !email) {
    log.warn("checkout session without a known tier or email: ignored", { session: session.id });
    return;
  }
  const { tx } = ctx;
  const userId = await loggedInBuyerId(ctx, metadata.user_id);
  // Decided with the buyer's row locked, so a second payment always sees what the first applied.
  const stale = userId !== null && (await isStaleCheckout(userId, metadata.replaces_plan, ctx));
  // One Checkout session is one payment: recorded once, whatever event brings it again.
  if (await tx.checkoutSession.findUnique({ where: { stripeSessionId: String(session.id) }, select: { id: true } }))
    return;
  const ownerOfEmail = userId ? null : await accountIdByEmail(tx, email);
  const checkout = await tx.checkoutSession.upsert({
    where: { stripeSessionId: String(session.id) },
    create: {
      stripeSessionId: String(session.id),
      email,
      tier,
      stripeCustomerId: idOf(session.customer),
      stripeSubscriptionId: idOf(session.subscription),
      isReactivation: metadata.is_reactivation === "true",
      userId,
      usedAt: userId ? ctx.eventTime : null,
      heldAt: ownerOfEmail || stale ? ctx.eventTime : null,
    },
    update: {},
  });
  if (stale) return refundStaleCheckout(session, tier, userId, ctx);

  const subscriptionId = await recordSubscription(session, tier, checkout.id, userId, ctx);
  endReplacedPlan(metadata.replaces_subscription, idOf(session.subscription), ctx);
  await recordInvoice(session, tier, subscriptionId, userId, ctx);

  if (userId) {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, email: true } });
    ctx.emails.push({
      kind: "plan_activated",
      to: user.email,
      ...planActivatedEmail({
        username: user.username,
        planLabel: PLANS[tier].label,
        loginUrl: `${env().appUrl}/login`,
      }),
    });
  } else if (ownerOfEmail) {
    await keepPaymentAside(checkout, ownerOfEmail, session, ctx);
  }
  // A guest's setup link waits for the buyer to confirm on /payment-success the email typed at
  // checkout (purchase.ts): a typo there mails nobody a link to the paid plan.
}

/** An upgrade replaced a Stripe subscription: end the old one (its unused time was credited). */
function endReplacedPlan(oldId: string | undefined, newId: string | null, ctx: EventContext): void {
  if (!oldId || oldId === newId || billingMode() !== "stripe") return;
  ctx.afterCommit.push(() => stripe().subscriptions.cancel(oldId, { prorate: false }));
}

/**
 * The account this purchase belongs to: the logged-in buyer our server named in the metadata
 * (Stripe does not let the buyer edit it), never an account found by the email typed at checkout.
 */
async function loggedInBuyerId(ctx: EventContext, metadataUserId: string | undefined): Promise<number | null> {
  const fromMetadata = Number(metadataUserId);
  if (!Number.isInteger(fromMetadata) || fromMetadata <= 0) return null;
  const user = await ctx.tx.user.findUnique({ where: { id: fromMetadata }, select: { id: true } });
  return user?.id ?? null;
}

const ONE_MONTH_MS = 31 * 24 * 60 * 60 * 1000;

async function recordSubscription(
  session: StripeObject,
  tier: Tier,
  checkoutId: number,
  userId: number | null,
  ctx: EventContext,
): Promise<number> {
  const { tx, eventTime } = ctx;
  const stripeSubscriptionId = idOf(session.subscription);
  const lifetime = tier === "lifetime";
  const data = {
    tier,
    status: "active" as const,
    graceEndsAt: null,
    isLifetime: lifetime,
    cancelAtPeriodEnd: false,
    // Provisional until customer.subscription.updated / invoice.paid bring Stripe's own date.
    currentPeriodEnd: lifetime ? null : new Date(eventTime.getTime() + ONE_MONTH_MS),
    lifetimePurchasedAt: lifetime ? eventTime : null,
    stripeCustomerId: idOf(session.customer),
    stripePaymentIntentId: lifetime ? idOf(session.payment_intent) : null,
    checkoutSessionId: checkoutId,
    lastEventAt: eventTime,
  };

  // An event about this Stripe subscription may have arrived first (e.g. it was deleted): link
  // the rows, but never roll its state back.
  const existing = stripeSubscriptionId ? await tx.subscription.findUnique({ where: { stripeSubscriptionId } }) : null;
  if (existing) {
    const newer = isStale(existing.lastEventAt, eventTime);
    await tx.subscription.update({
      where: { id: existing.id },
      data: newer
        ? { checkoutSessionId: checkoutId, userId: existing.userId ?? userId }
        : { ...data, userId: existing.userId ?? userId },
    });
    return existing.id;
  }
  if (userId) {
    // One current subscription per user: a reactivation or upgrade replaces the old plan.
    const sub = await tx.subscription.upsert({
      where: { userId },
      create: { ...data, userId, stripeSubscriptionId },
      update: { ...data, stripeSubscriptionId },
    });
    return sub.id;
  }
  const sub = await tx.subscription.create({ data: { ...data, stripeSubscriptionId } });
  return sub.id;
}

async function recordInvoice(
  session: StripeObject,
  tier: Tier,
  subscriptionId: number,
  userId: number | null,
  ctx: EventContext,
): Promise<void> {
  const amount = num(session.amount_total);
  if (amount === null) return;
  const stripeInvoiceId = idOf(session.invoice) ?? `cs:${String(session.id)}`;
  const issuedAt = dateFromUnix(session.created) ?? ctx.eventTime;
  await ctx.tx.invoice.upsert({
    where: { stripeInvoiceId },
    create: {
      stripeInvoiceId,
      userId,
      subscriptionId,
      tier,
      number: invoiceNumber(issuedAt, stripeInvoiceId),
      issuedAt,
      amountCents: amount,
      currency: str(session.currency) ?? "usd",
      status: "paid",
    },
    update: { subscriptionId, userId, tier },
  });
}

export function invoiceNumber(issuedAt: Date, stripeId: string): string {
  const day = issuedAt.toISOString().slice(0, 10).replaceAll("-", "");
  return `IF-${day}-${stripeId
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-6)
    .toUpperCase()}`;
}
