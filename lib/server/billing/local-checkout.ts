import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { webhookSecret } from "@/lib/server/billing/webhook-secret";
import { stripe } from "@/lib/billing/stripe";
import { PLANS, TIERS, type Tier } from "@/lib/domain/billing/plans";
import { proratedChargeCents } from "@/lib/domain/billing/proration";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { planKey, subscriptionOf } from "./subscription-view";

/**
 * Local billing (no STRIPE_SECRET_KEY, never in production): the checkout page is ours, and
 * paying sends a correctly signed checkout.session.completed event to our own webhook endpoint,
 * so the purchase takes the same path as a real one. The page's ticket is signed so that its
 * plan and metadata cannot be edited in the address bar.
 */
export interface LocalCheckoutTicket {
  tier: Tier;
  email: string | null;
  metadata: Record<string, string>;
  nonce: string;
  /** Credit for unused time on the plan being replaced (upgrades), in cents. */
  creditCents?: number;
  /** An upgrade: the plan it replaces (planKey), which must still be the user's when it is paid. */
  replacesPlan?: string;
}

const TICKET_TTL_MS = 60 * 60 * 1000;

function mac(payload: string): string {
  return createHmac("sha256", webhookSecret()).update(`local-checkout:${payload}`).digest("base64url");
}

export function signLocalCheckout(ticket: LocalCheckoutTicket, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...ticket, exp: now + TICKET_TTL_MS })).toString("base64url");
  return `${payload}.${mac(payload)}`;
}

export function readLocalCheckout(value: string | null | undefined, now = Date.now()): LocalCheckoutTicket | null {
  if (!value) return null;
  const [payload, signature] = value.split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as LocalCheckoutTicket & {
      exp: number;
    };
    if (data.exp < now || !TIERS.includes(data.tier)) return null;
    return data;
  } catch {
    return null;
  }
}

export const OUTDATED_CHECKOUT =
  "This checkout is out of date: your plan has changed since it was opened. Nothing was charged.";

/** A ticket's own key: the same for every Pay of one ticket, unguessable without it. */
function ticketKey(ticket: LocalCheckoutTicket): string {
  return createHmac("sha256", webhookSecret()).update(`local-ticket:${ticket.nonce}`).digest("hex").slice(0, 24);
}

/**
 * Pays a local checkout: posts the signed event to our webhook and returns the success URL. A guest
 * typing the email of an account pays like anyone else (the answer never tells whether an email is
 * a customer's); the webhook keeps that payment aside and tells the account's owner by email.
 */
export async function payLocalCheckout(ticket: LocalCheckoutTicket, email: string): Promise<string> {
  if (env().isProduction || env().STRIPE_SECRET_KEY) throw new ApiError("not_found", "Not found.");
  if (ticket.replacesPlan !== undefined) {
    const current = planKey(await subscriptionOf(Number(ticket.metadata.user_id)));
    if (current !== ticket.replacesPlan) throw new ApiError("conflict", OUTDATED_CHECKOUT);
  }
  // One ticket is one checkout: its id (and its event's) come from the ticket's nonce, so a second
  // Pay of the same ticket is the same event, which the webhook takes once.
  const id = `cs_local_${ticketKey(ticket)}`;
  const lifetime = ticket.tier === "lifetime";
  const session = {
    id,
    object: "checkout.session",
    mode: lifetime ? "payment" : "subscription",
    customer: `cus_local_${randomBytes(6).toString("hex")}`,
    customer_details: { email },
    subscription: lifetime ? null : `sub_local_${randomBytes(8).toString("hex")}`,
    payment_intent: lifetime ? `pi_local_${randomBytes(8).toString("hex")}` : null,
    invoice: lifetime ? null : `in_local_${randomBytes(8).toString("hex")}`,
    amount_total: Math.round((await localAmountUsd(ticket)) * 100),
    currency: "usd",
    created: Math.floor(Date.now() / 1000),
    metadata: ticket.metadata,
  };
  await sendLocalEvent("checkout.session.completed", session, `evt_local_${ticketKey(ticket)}`);
  return ticket.metadata.user_id
    ? "/account?upgrade_success=true"
    : `/payment-success?session_id=${encodeURIComponent(id)}`;
}

/**
 * Posts a correctly signed event to our own webhook endpoint, as Stripe would, so a local payment
 * takes the same path as a real one. Fails with 503 when the webhook did not take it.
 */
export async function sendLocalEvent(
  type: string,
  object: Record<string, unknown>,
  eventId = `evt_local_${randomBytes(12).toString("hex")}`,
): Promise<void> {
  const event = {
    id: eventId,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
  };
  const payload = JSON.stringify(event);
  const res = await fetch(`http://127.0.0.1:${env().PORT}/api/webhooks/stripe`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": stripe().webhooks.generateTestHeaderString({ payload, secret: webhookSecret() }),
    },
    body: payload,
  }).catch(() => null);
  if (!res?.ok) throw new ApiError("service_unavailable", "The payment could not be completed. Please try again.");
}

export async function localPriceUsd(tier: Tier): Promise<number> {
  return PLANS[tier].priceUsd;
}

/** What the local checkout charges: the plan's price less any upgrade credit. */
export async function localAmountUsd(ticket: LocalCheckoutTicket): Promise<number> {
  return proratedChargeCents(await localPriceUsd(ticket.tier), ticket.creditCents ?? 0) / 100;
}
