import { z } from "zod";
import { INT4_MAX, idFromText } from "@/lib/domain/validation/id";

/**
 * The shapes of the Stripe events the webhook reads: the envelope, and for each handled type the
 * fields its handler uses (others pass through untouched). A signed event of another shape will
 * never become valid, so it is refused (400) before anything is written; the handlers can then
 * trust the types they read, and a failure while applying an event is always a real one (5xx).
 */

/** A Stripe id ("evt_...", "cs_...", "sub_..."): letters, digits and underscores, at most 255 (Stripe's bound). */
const stripeId = z.string().regex(/^[A-Za-z0-9_]{1,255}$/, "must be a Stripe id");

/** A field Stripe sends either as an id or as the expanded object. */
const ref = z
  .union([stripeId, z.looseObject({ id: stripeId })])
  .nullable()
  .optional();

/** Text the database keeps (emails, currency, invoice number, PDF URL): bounded, without NUL, which PostgreSQL text cannot hold. */
const text = z
  .string()
  .max(500)
  .refine((value) => !value.includes("\u0000"), "must not contain NUL")
  .nullable()
  .optional();

/** Unix seconds of a date a JavaScript Date and PostgreSQL can both hold. */
const unixTime = z.number().int().min(0).max(253_402_300_799);

/** An amount in cents, within the int4 columns that keep it. */
const cents = z.number().int().min(-INT4_MAX).max(INT4_MAX).nullable().optional();

/** Metadata our own server wrote at checkout; Stripe keeps every value as a string. */
const checkoutMetadata = z
  .object({
    user_id: z
      .string()
      .refine((value) => value === "" || idFromText(value) !== null, "must be a user id")
      .optional(),
    replaces_subscription: stripeId.optional(),
  })
  .catchall(z.string().max(500))
  .nullable()
  .optional();

export const CheckoutSessionShape = z.looseObject({
  id: stripeId,
  metadata: checkoutMetadata,
  customer_details: z.looseObject({ email: text }).nullable().optional(),
  customer_email: text,
  customer: ref,
  subscription: ref,
  payment_intent: ref,
  invoice: ref,
  amount_total: cents,
  currency: text,
  created: unixTime.optional(),
});

export const SubscriptionShape = z.looseObject({
  id: stripeId,
  status: z.string().max(50).optional(),
  cancel_at_period_end: z.boolean().optional(),
  items: z
    .looseObject({
      data: z.array(z.looseObject({ price: ref, current_period_end: unixTime.nullable().optional() })).optional(),
    })
    .nullable()
    .optional(),
  current_period_end: unixTime.nullable().optional(),
  ended_at: unixTime.nullable().optional(),
  customer: ref,
});

export const InvoiceShape = z.looseObject({
  id: stripeId,
  parent: z
    .looseObject({ subscription_details: z.looseObject({ subscription: ref }).nullable().optional() })
    .nullable()
    .optional(),
  subscription: ref,
  created: unixTime.optional(),
  amount_paid: cents,
  total: cents,
  currency: text,
  invoice_pdf: text,
  number: text,
});

export const ChargeShape = z.looseObject({
  payment_intent: ref,
  refunded: z.boolean().optional(),
});

/** Every event: its id (stored under a unique key), type, time and an object in `data.object`. */
export const EventShape = z.looseObject({
  id: stripeId,
  type: z.string().regex(/^[a-z0-9_.]{1,100}$/, "must be a Stripe event type"),
  created: unixTime,
  data: z.looseObject({ object: z.looseObject({}) }),
});

export type StripeEventInput = z.infer<typeof EventShape>;
