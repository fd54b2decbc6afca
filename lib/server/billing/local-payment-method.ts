import { randomBytes } from "node:crypto";
import type { LocalRetryQuote } from "@/lib/contracts/billing";
import { PLANS } from "@/lib/domain/billing/plans";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { invoiceNumber } from "./events/checkout-completed";
import { sendLocalEvent } from "./local-checkout";
import { PAYMENTS_UP_TO_DATE } from "./payment-method";
import { subscriptionOf } from "./subscription-view";

/**
 * Local billing's 'Update payment method' (no STRIPE_SECRET_KEY, never in production): saving the
 * card retries the unpaid invoice, which the local payment provider then pays: a signed
 * invoice.paid event through our own webhook, the path Stripe's retry takes, so the grace period
 * ends the same way.
 */
export type { LocalRetryQuote } from "@/lib/contracts/billing";

async function graceSubscription(userId: number) {
  const sub = await subscriptionOf(userId);
  return sub && sub.status === "grace_period" ? sub : null;
}

/** The unpaid invoice the retry pays (the newest open one); none recorded: the plan's price. */
async function unpaidInvoice(sub: { id: number; tier: keyof typeof PLANS }) {
  const open = await db().invoice.findFirst({
    where: { subscriptionId: sub.id, status: "open" },
    orderBy: { issuedAt: "desc" },
  });
  return (
    open ?? {
      stripeInvoiceId: null,
      number: null,
      amountCents: PLANS[sub.tier].priceUsd * 100,
      currency: "usd",
      issuedAt: new Date(),
    }
  );
}

/** What the local page shows; null when there is nothing to update. */
export async function localRetryQuote(userId: number): Promise<LocalRetryQuote | null> {
  const sub = await graceSubscription(userId);
  if (!sub) return null;
  const invoice = await unpaidInvoice(sub);
  return { planLabel: PLANS[sub.tier].label, invoiceNumber: invoice.number, amountCents: invoice.amountCents };
}

/** Saves the (pretend) card and pays the unpaid invoice through the webhook; returns where to go next. */
export async function retryUnpaidInvoiceLocally(userId: number): Promise<string> {
  if (env().isProduction || env().STRIPE_SECRET_KEY) throw new ApiError("not_found", "Not found.");
  const sub = await graceSubscription(userId);
  if (!sub) throw new ApiError("bad_request", PAYMENTS_UP_TO_DATE);
  if (!sub.stripeSubscriptionId)
    throw new ApiError(
      "bad_request",
      "This subscription was not bought through checkout; there is no payment to retry.",
    );
  const invoice = await unpaidInvoice(sub);
  const stripeInvoiceId = invoice.stripeInvoiceId ?? `in_local_${randomBytes(8).toString("hex")}`;
  const issuedAt = Math.floor(invoice.issuedAt.getTime() / 1000);
  await sendLocalEvent("invoice.paid", {
    id: stripeInvoiceId,
    object: "invoice",
    subscription: sub.stripeSubscriptionId,
    status: "paid",
    amount_paid: invoice.amountCents,
    total: invoice.amountCents,
    currency: invoice.currency,
    number: invoice.number ?? invoiceNumber(invoice.issuedAt, stripeInvoiceId),
    created: issuedAt,
  });
  return "/account?payment_updated=true";
}
