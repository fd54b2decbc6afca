import { env } from "@/lib/env";
import { paymentFailedEmail } from "@/emails/payment-failed";
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
    create: { stripeInvoiceId, issuedAt, subscriptionId: sub?.id ?? null, userId: sub?.userId ?? null, ...fields },
    update: fields,
  });
  if (sub && sub.status === "grace_period" && !isStale(sub.lastEventAt, ctx.eventTime)) {
    await ctx.tx.subscription.update({ where: { id: sub.id }, data: { status: "active", lastEventAt: ctx.eventTime } });
  }
}

/** invoice.payment_failed: the subscription enters its grace period and the user is told. */
export async function onInvoicePaymentFailed(invoice: StripeObject, ctx: EventContext): Promise<void> {
  const sub = await findSubscription(invoice, ctx);
  if (!sub || sub.isLifetime || isStale(sub.lastEventAt, ctx.eventTime) || sub.status === "canceled") return;
  await ctx.tx.subscription.update({ where: { id: sub.id }, data: { status: "grace_period", lastEventAt: ctx.eventTime } });
  if (!sub.userId) return;
  const user = await ctx.tx.user.findUniqueOrThrow({ where: { id: sub.userId }, select: { username: true, email: true } });
  ctx.emails.push({ to: user.email, ...paymentFailedEmail({ username: user.username, accountUrl: `${env().appUrl}/account` }) });
}

async function findSubscription(invoice: StripeObject, ctx: EventContext) {
  const id = subscriptionIdOf(invoice);
  return id ? ctx.tx.subscription.findUnique({ where: { stripeSubscriptionId: id } }) : null;
}
