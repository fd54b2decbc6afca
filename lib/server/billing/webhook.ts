import type Stripe from "stripe";
import type { EmailMessage } from "@/lib/email";
import { sendEmailInBackground } from "@/lib/email";
import { webhookSecret } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { ApiError } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { db } from "@/lib/server/db/client";
import { onCheckoutCompleted } from "./events/checkout-completed";
import { onChargeRefunded } from "./events/refunds";
import { onInvoicePaid, onInvoicePaymentFailed } from "./events/invoices";
import { onSubscriptionChanged } from "./events/subscription-changed";
import type { EventContext, EventHandler } from "./events/context";

/**
 * Stripe webhooks. The signature is checked on the raw body (v1 scheme, at most 300 s old). Each
 * event id is inserted into stripe_events in the same transaction as its effects: a redelivery,
 * even in parallel, finds the id and does nothing. Any failure rolls back and answers 5xx, so
 * Stripe retries and the retry applies once. Emails go out only after the commit.
 */
const TOLERANCE_SECONDS = 300;

const HANDLERS: Record<string, EventHandler> = {
  "checkout.session.completed": onCheckoutCompleted,
  "customer.subscription.created": onSubscriptionChanged,
  "customer.subscription.updated": onSubscriptionChanged,
  "customer.subscription.deleted": onSubscriptionChanged,
  "invoice.paid": onInvoicePaid,
  "invoice.payment_failed": onInvoicePaymentFailed,
  "charge.refunded": onChargeRefunded,
};

export function verifyEvent(rawBody: string, signature: string | null): Stripe.Event {
  try {
    return stripe().webhooks.constructEvent(rawBody, signature ?? "", webhookSecret(), TOLERANCE_SECONDS);
  } catch {
    throw new ApiError("bad_request", "Invalid Stripe signature.");
  }
}

export async function processEvent(event: Stripe.Event): Promise<{ received: true; duplicate: boolean }> {
  const emails: EmailMessage[] = [];
  const afterCommit: EventContext["afterCommit"] = [];
  const applied = await db().$transaction(
    async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO stripe_events (id, type, event_created, processed_at)
        VALUES (${event.id}, ${event.type}, ${new Date(event.created * 1000)}, now())
        ON CONFLICT (id) DO NOTHING`;
      if (inserted === 0) return false;
      const handler = HANDLERS[event.type];
      const ctx: EventContext = { tx, eventTime: new Date(event.created * 1000), emails, afterCommit };
      if (handler) await handler(event.data.object as unknown as Record<string, unknown>, ctx);
      return true;
    },
    { timeout: 15_000 },
  );
  for (const email of emails) sendEmailInBackground(email);
  for (const call of afterCommit) await call().catch((error: unknown) => log.error("stripe follow-up failed", { event: event.id, error }));
  log.info("stripe event", { id: event.id, type: event.type, duplicate: !applied });
  return { received: true, duplicate: !applied };
}
