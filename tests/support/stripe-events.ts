import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { POST as webhookPost } from "@/app/api/webhooks/stripe/route";
import { webhookSecret } from "@/lib/server/billing/webhook-secret";
import { stripe } from "@/lib/billing/stripe";

/** Stripe events as Stripe sends them: a JSON body signed with the webhook secret. */
export function eventId(): string {
  return `evt_${randomBytes(8).toString("hex")}`;
}

export function stripeEvent(type: string, object: Record<string, unknown>, opts: { id?: string; created?: Date } = {}) {
  return {
    id: opts.id ?? eventId(),
    object: "event",
    type,
    created: Math.floor((opts.created ?? new Date()).getTime() / 1000),
    data: { object },
    livemode: false,
    api_version: "2025-01-01",
  };
}

export function signedRequest(
  payload: string,
  opts: { secret?: string; timestamp?: number; header?: string } = {},
): NextRequest {
  const header =
    opts.header ??
    stripe().webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? webhookSecret(),
      timestamp: opts.timestamp,
    });
  return new NextRequest("http://localhost:3000/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  });
}

export async function deliver(event: ReturnType<typeof stripeEvent>, opts?: Parameters<typeof signedRequest>[1]) {
  return webhookPost(signedRequest(JSON.stringify(event), opts));
}

export function checkoutSession(opts: {
  tier: "starter" | "pro" | "lifetime";
  email: string;
  subscription?: string;
  paymentIntent?: string;
  userId?: number;
  amount?: number;
}) {
  const id = `cs_test_${randomBytes(8).toString("hex")}`;
  return {
    id,
    object: "checkout.session",
    mode: opts.tier === "lifetime" ? "payment" : "subscription",
    customer: `cus_${randomBytes(6).toString("hex")}`,
    customer_details: { email: opts.email },
    subscription: opts.tier === "lifetime" ? null : (opts.subscription ?? `sub_${randomBytes(6).toString("hex")}`),
    payment_intent: opts.tier === "lifetime" ? (opts.paymentIntent ?? `pi_${randomBytes(6).toString("hex")}`) : null,
    invoice: opts.tier === "lifetime" ? null : `in_${randomBytes(6).toString("hex")}`,
    amount_total: opts.amount ?? { starter: 900, pro: 1900, lifetime: 4900 }[opts.tier],
    currency: "usd",
    created: Math.floor(Date.now() / 1000),
    metadata: { tier: opts.tier, ...(opts.userId ? { user_id: String(opts.userId), is_reactivation: "true" } : {}) },
  };
}
