import { graceEndsAfter } from "@/lib/domain/billing/access";
import { env } from "@/lib/env";
import { paymentFailedEmail } from "@/emails/payment-failed";
import type { Tier } from "@/lib/domain/billing/plans";
import { invoiceNumber } from "./checkout-completed";
import { dateFromUnix, idOf, isStale, num, str, type EventContext, type StripeObject } from "./context";

function subscriptionIdOf(invoice: StripeObject): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return idOf(parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

/** invoice.paid: the invoice is recorded (number, date, amount, PDF) and a grace period ends. */
export async function onInvoicePaid(invoice: StripeObject, ctx: EventContext): Promise<void> {
  const sub = await findSubscription(invoice, ctx);
  const issuedAt = dateFromUnix(invoice.created) ?? ctx.eventTime;
  const stripeInvoiceId = String(invoice.id);
  const fields = {
    amountCents: num(invoice.amount_paid) ?? num(invoice.total) ?? 0,
    currency: str(invoice.currency) ?? "usd",
    status: "paid",
    stripePdfUrl: str(invoice.invoice_pdf),
    number: str(invoice.number) ?? invoiceNumber(issuedAt, stripeInvoiceId),
  };
  await ctx.tx.invoice.upsert({
    where: { stripeInvoiceId },
    create: {
      stripeInvoiceId,
      issuedAt,
      subscriptionId: sub?.id ?? null,
      userId: sub?.userId ?? null,
      tier: sub?.tier ?? null,
      ...fields,
    },
    update: fields,
  });
  if (sub && sub.status === "grace_period" && !isStale(sub.lastEventAt, ctx.eventTime)) {
    await ctx.tx.subscription.update({
      where: { id: sub.id },
      data: { status: "active", graceEndsAt: null, lastEventAt: ctx.eventTime },
    });
  }
}

/**
 * invoice.payment_failed: the invoice is recorded as open (unpaid), the subscription enters its
 * grace period (access for GRACE_PERIOD_DAYS from the first failure; a retry that fails again
 * does not extend it) and the user is told.
 */
export async function onInvoicePaymentFailed(invoice: StripeObject, ctx: EventContext): Promise<void> {
  const sub = await findSubscription(invoice, ctx);
  if (sub) await recordOpenInvoice(invoice, sub, ctx);
  if (!sub || sub.isLifetime || isStale(sub.lastEventAt, ctx.eventTime) || sub.status === "canceled") return;
  const graceEndsAt =
    sub.status === "grace_period" && sub.graceEndsAt ? sub.graceEndsAt : graceEndsAfter(ctx.eventTime);
  await ctx.tx.subscription.update({
    where: { id: sub.id },
    data: { status: "grace_period", graceEndsAt, lastEventAt: ctx.eventTime },
  });
  if (!sub.userId) return;
  const user = await ctx.tx.user.findUniqueOrThrow({
    where: { id: sub.userId },
    select: { username: true, email: true },
  });
  ctx.emails.push({
    kind: "payment_failed",
    to: user.email,
    ...paymentFailedEmail({ username: user.username, accountUrl: `${env().appUrl}/account` }),
  });
}

/** The unpaid invoice, so the user sees it (and its retry pays it); one already recorded stays as it is. */
async function recordOpenInvoice(
  invoice: StripeObject,
  sub: { id: number; userId: number | null; tier: Tier },
  ctx: EventContext,
): Promise<void> {
  const issuedAt = dateFromUnix(invoice.created) ?? ctx.eventTime;
  const stripeInvoiceId = String(invoice.id);
  await ctx.tx.invoice.upsert({
    where: { stripeInvoiceId },
    create: {
      stripeInvoiceId,
      issuedAt,
      subscriptionId: sub.id,
      userId: sub.userId,
      tier: sub.tier,
      status: "open",
      amountCents: num(invoice.total) ?? 0,
      currency: str(invoice.currency) ?? "usd",
      number: str(invoice.number) ?? invoiceNumber(issuedAt, stripeInvoiceId),
    },
    update: {},
  });
}

async function findSubscription(invoice: StripeObject, ctx: EventContext) {
  const id = subscriptionIdOf(invoice);
  return id ? ctx.tx.subscription.findUnique({ where: { stripeSubscriptionId: id } }) : null;
}
