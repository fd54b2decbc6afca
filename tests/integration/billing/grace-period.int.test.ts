import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as updatePaymentMethod } from "@/app/accounts/update-payment-method/route";
import { GET as verifySubscription } from "@/app/accounts/verify-subscription/route";
import { POST as payDevPaymentMethod } from "@/app/api/dev/payment-method/route";
import { POST as webhookPost } from "@/app/api/webhooks/stripe/route";
import { resetStripeClient } from "@/lib/billing/stripe";
import { GRACE_PERIOD_DAYS } from "@/lib/domain/billing/access";
import { resetEnvCache } from "@/lib/env";
import { verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUserWithSession, uniqueName } from "@/tests/support/factories";
import { startFakeStripe, type FakeStripe } from "@/tests/support/fake-stripe";
import { jsonRequest } from "@/tests/support/requests";
import { deliver, stripeEvent } from "@/tests/support/stripe-events";

/**
 * The grace period: a failed payment keeps access for GRACE_PERIOD_DAYS from the first failure,
 * the account says until when, and 'Update payment method' leads to where the card is changed and
 * the unpaid invoice retried (Stripe's customer portal, or the local page through the webhook).
 */
const DAY = 86_400_000;

async function subscriber() {
  const member = await createUserWithSession({ tier: "pro", rememberMe: true });
  const stripeSubscriptionId = `sub_${uniqueName("grace")}`;
  await db().subscription.update({
    where: { userId: member.user.id },
    data: {
      stripeSubscriptionId,
      stripeCustomerId: `cus_${uniqueName("grace")}`,
      lastEventAt: new Date(Date.now() - 3 * DAY),
    },
  });
  return { ...member, stripeSubscriptionId };
}

async function failedPayment(stripeSubscriptionId: string, at = new Date()) {
  const invoiceId = `in_${uniqueName("unpaid")}`;
  const res = await deliver(
    stripeEvent(
      "invoice.payment_failed",
      {
        id: invoiceId,
        subscription: stripeSubscriptionId,
        total: 1900,
        currency: "usd",
        created: Math.floor(at.getTime() / 1000),
      },
      { created: at },
    ),
  );
  expect(res.status).toBe(200);
  return invoiceId;
}

const subOf = (userId: number) => db().subscription.findUniqueOrThrow({ where: { userId } });

describe("a failed payment", () => {
  it("starts a grace period of 14 days from the first failure, records the unpaid invoice, and a second failure does not extend it", async () => {
    const { user, stripeSubscriptionId } = await subscriber();
    const firstAt = new Date(Date.now() - 2 * DAY);
    const invoiceId = await failedPayment(stripeSubscriptionId, firstAt);
    const sub = await subOf(user.id);
    expect(sub.status).toBe("grace_period");
    expect(sub.graceEndsAt?.getTime()).toBe(Math.floor(firstAt.getTime() / 1000) * 1000 + GRACE_PERIOD_DAYS * DAY);
    expect(await db().invoice.findUniqueOrThrow({ where: { stripeInvoiceId: invoiceId } })).toMatchObject({
      userId: user.id,
      status: "open",
      amountCents: 1900,
      tier: "pro",
    });

    await failedPayment(stripeSubscriptionId);
    expect((await subOf(user.id)).graceEndsAt).toEqual(sub.graceEndsAt);
  });

  it("keeps access until the grace period ends, then not", async () => {
    const { user, token, stripeSubscriptionId } = await subscriber();
    await failedPayment(stripeSubscriptionId);
    const { graceEndsAt } = await subOf(user.id);
    expect(
      (await verifySession(token, { now: new Date(graceEndsAt!.getTime() - 60_000) }))?.hasActiveSubscription,
    ).toBe(true);
    expect(
      (await verifySession(token, { now: new Date(graceEndsAt!.getTime() + 60_000) }))?.hasActiveSubscription,
    ).toBe(false);
  });

  it("says until when access lasts, and a paid invoice ends the grace period", async () => {
    const { user, token, stripeSubscriptionId } = await subscriber();
    const invoiceId = await failedPayment(stripeSubscriptionId);
    const { graceEndsAt } = await subOf(user.id);
    const view = await (
      await verifySubscription(jsonRequest("GET", "/accounts/verify-subscription/", undefined, { session: token }))
    ).json();
    expect(view).toMatchObject({
      status: "grace_period",
      grace_period_ends_at: graceEndsAt!.toISOString(),
      has_active_subscription: true,
    });

    await deliver(
      stripeEvent("invoice.paid", {
        id: invoiceId,
        subscription: stripeSubscriptionId,
        amount_paid: 1900,
        created: Math.floor(Date.now() / 1000),
      }),
    );
    expect(await subOf(user.id)).toMatchObject({ status: "active", graceEndsAt: null });
    expect((await db().invoice.findUniqueOrThrow({ where: { stripeInvoiceId: invoiceId } })).status).toBe("paid");
  });
});

describe("Update payment method, with local billing", () => {
  beforeAll(() => {
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvCache();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const openPaymentPage = (token: string) =>
    updatePaymentMethod(jsonRequest("POST", "/accounts/update-payment-method/", undefined, { session: token }));
  const pay = (token: string, ip = "127.0.0.1") =>
    payDevPaymentMethod(jsonRequest("POST", "/api/dev/payment-method", undefined, { session: token, ip }));

  it("opens the local page for a subscription in its grace period, and refuses one whose payments are up to date", async () => {
    const { token, stripeSubscriptionId } = await subscriber();
    const upToDate = await openPaymentPage(token);
    expect(upToDate.status).toBe(400);
    expect((await upToDate.json()).error).toBe("Your payments are up to date.");

    await failedPayment(stripeSubscriptionId);
    const res = await openPaymentPage(token);
    expect(res.status).toBe(200);
    expect(new URL((await res.json()).url).pathname).toBe("/dev/payment-method");
  });

  it("saving the card retries the unpaid invoice through the signed webhook: it is paid and the grace period ends", async () => {
    // Local billing posts its signed event to the app's own webhook URL: deliver it to the real handler.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
      webhookPost(new NextRequest(String(input), init as ConstructorParameters<typeof NextRequest>[1])),
    );
    const { user, token, stripeSubscriptionId } = await subscriber();
    const invoiceId = await failedPayment(stripeSubscriptionId, new Date(Date.now() - DAY));

    expect((await pay(token, "203.0.113.9")).status).toBe(404); // a browser on another machine
    const res = await pay(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: "/account?payment_updated=true" });
    expect(await subOf(user.id)).toMatchObject({ status: "active", graceEndsAt: null });
    expect(await db().invoice.findMany({ where: { userId: user.id } })).toMatchObject([
      { stripeInvoiceId: invoiceId, status: "paid", amountCents: 1900 },
    ]);
  });
});

describe("Update payment method, with Stripe", () => {
  let stripe: FakeStripe;
  const saved = { ...process.env };
  beforeAll(async () => {
    stripe = await startFakeStripe();
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_WEBHOOK_SECRET: "whsec_test_fake",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: "http",
    });
    resetEnvCache();
    resetStripeClient();
  });
  afterAll(async () => {
    process.env = { ...saved };
    resetEnvCache();
    resetStripeClient();
    await stripe.close();
  });

  it("opens Stripe's customer portal on the card update for the subscription's customer, back to /account", async () => {
    const { user, token, stripeSubscriptionId } = await subscriber();
    await failedPayment(stripeSubscriptionId);
    const res = await updatePaymentMethod(
      jsonRequest("POST", "/accounts/update-payment-method/", undefined, { session: token }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\/session\/\d+$/);
    const asked = stripe.requests.find((r) => r.path === "/v1/billing_portal/sessions")!;
    expect(asked.form.get("customer")).toBe((await subOf(user.id)).stripeCustomerId);
    expect(asked.form.get("flow_data[type]")).toBe("payment_method_update");
    expect(asked.form.get("return_url")).toMatch(/\/account$/);
  });
});
