import type { z } from "zod";
import type { QueuedEmail } from "@/lib/email";
import { webhookSecret } from "@/lib/server/billing/webhook-secret";
import { billingMode } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { parseJsonText } from "@/lib/body";
import { ApiError } from "@/lib/errors";
import { fieldErrors } from "@/lib/domain/validation/schemas";
import { log } from "@/lib/log";
import { db } from "@/lib/server/db/client";
import { queueEmails } from "@/lib/server/email/queue";
import { onCheckoutCompleted } from "./events/checkout-completed";
import { onChargeRefunded } from "./events/refunds";
import { onInvoicePaid, onInvoicePaymentFailed } from "./events/invoices";
import { onSubscriptionChanged } from "./events/subscription-changed";
import type { EventContext, EventHandler, StripeObject } from "./events/context";
import {
  ChargeShape,
  CheckoutSessionShape,
  EventShape,
  InvoiceShape,
  SubscriptionShape,
  type StripeEventInput,
} from "./events/shapes";

/**
 * Stripe webhooks. The signature is checked on the raw body (v1 scheme, at most 300 s old), then
 * the event's shape: a signed event that is not JSON, nests too deep, or lacks the fields its
 * handler reads in the types it reads them is a 400 and nothing is written. Each event id is
 * inserted into stripe_events in the same transaction as its effects: a redelivery, even in
 * parallel, finds the id and does nothing. Any failure while applying rolls back and answers 5xx,
 * so Stripe retries and the retry applies once. The emails an event causes are written to the
 * outbox in that same transaction: they go out exactly when the effects are committed. A well-formed
 * event of a type without a handler is acknowledged (2xx) and only its id is recorded.
 */
const TOLERANCE_SECONDS = 300;

const HANDLERS: Record<string, { shape: z.ZodType<StripeObject>; apply: EventHandler }> = {
  "checkout.session.completed": { shape: CheckoutSessionShape, apply: onCheckoutCompleted },
  "customer.subscription.created": { shape: SubscriptionShape, apply: onSubscriptionChanged },
  "customer.subscription.updated": { shape: SubscriptionShape, apply: onSubscriptionChanged },
  "customer.subscription.deleted": { shape: SubscriptionShape, apply: onSubscriptionChanged },
  "invoice.paid": { shape: InvoiceShape, apply: onInvoicePaid },
  "invoice.payment_failed": { shape: InvoiceShape, apply: onInvoicePaymentFailed },
  "charge.refunded": { shape: ChargeShape, apply: onChargeRefunded },
};

export function verifyEvent(rawBody: string, signature: string | null): StripeEventInput {
  try {
    // verifyHeader throws on a mismatch; without the SDK's helper nothing is verified, so nothing passes.
    if (
      stripe().webhooks.signature?.verifyHeader(rawBody, signature ?? "", webhookSecret(), TOLERANCE_SECONDS) !== true
    )
      throw new Error("unverified");
  } catch {
    throw new ApiError("bad_request", "Invalid Stripe signature.");
  }
  const event = checkShape(EventShape, parseJsonText(rawBody));
  const handler = HANDLERS[event.type];
  if (handler) checkShape(handler.shape, event.data.object, ["data", "object"]);
  return event;
}

/** The input in the shape, or the 400 "Malformed Stripe event." naming each wrong field. */
function checkShape<T>(shape: z.ZodType<T>, input: unknown, at: string[] = []): T {
  const result = shape.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) issue.path.unshift(...at);
  throw new ApiError("bad_request", "Malformed Stripe event.", { errors: fieldErrors(result.error) });
}

/**
 * A subscription event's object, as Stripe holds the subscription now. Events stamped the same
 * second can arrive in either order and `created` cannot tell them apart: applying the current
 * state (read before the transaction) means an older event can never leave its older state. Local
 * billing sends its own events in order; a subscription Stripe no longer has keeps the event's object.
 */
async function currentObject(event: StripeEventInput): Promise<StripeObject> {
  const object = event.data.object as StripeObject;
  if (billingMode() !== "stripe" || !event.type.startsWith("customer.subscription.")) return object;
  try {
    return (await stripe().subscriptions.retrieve(String(object.id))) as unknown as StripeObject;
  } catch (error) {
    if ((error as { code?: unknown }).code === "resource_missing") return object;
    throw error;
  }
}

export async function processEvent(event: StripeEventInput): Promise<{ received: true; duplicate: boolean }> {
  const object = await currentObject(event);
  const emails: QueuedEmail[] = [];
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
      if (handler) await handler.apply(object, ctx);
      await queueEmails(tx, emails);
      return true;
    },
    { timeout: 15_000 },
  );
  for (const call of afterCommit)
    await call().catch((error: unknown) => log.error("stripe follow-up failed", { event: event.id, error }));
  log.info("stripe event", { id: event.id, type: event.type, duplicate: !applied });
  return { received: true, duplicate: !applied };
}
