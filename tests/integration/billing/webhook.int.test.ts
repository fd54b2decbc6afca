import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { listOutbox } from "@/lib/server/email/outbox";
import { createUser, uniqueName } from "@/tests/support/factories";
import { checkoutSession, deliver, eventId, signedRequest, stripeEvent } from "@/tests/support/stripe-events";
import { POST as webhookPost } from "@/app/api/webhooks/stripe/route";

let dataDir = "";
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "ideaforge-webhook-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  resetEnvCache();
});

const email = () => `${uniqueName("buyer")}@example.test`;
const eventsCount = () => db().stripeEvent.count();
async function mailTo(to: string) {
  return (await listOutbox(10_000)).filter((m) => m.to === to);
}

describe("Stripe webhook signature", () => {
  const payload = JSON.stringify(
    stripeEvent("checkout.session.completed", checkoutSession({ tier: "pro", email: "sig@example.test" })),
  );
  const now = Math.floor(Date.now() / 1000);

  it.each([
    ["missing", { header: "" }],
    ["wrong secret", { secret: "whsec_wrong" }],
    ["v0 only", { header: `t=${now},v0=deadbeef` }],
    ["older than 300 s", { timestamp: now - 301 }],
  ])("%s: 400 and nothing written", async (_name, opts) => {
    const before = await eventsCount();
    const res = await webhookPost(signedRequest(payload, opts));
    expect(res.status).toBe(400);
    expect(await eventsCount()).toBe(before);
    expect(await db().checkoutSession.count({ where: { email: "sig@example.test" } })).toBe(0);
  });
});

describe("checkout.session.completed", () => {
  it("records the checkout, an active subscription and an invoice, and mails nothing before the buyer confirms the email", async () => {
    const buyer = email();
    const session = checkoutSession({ tier: "pro", email: buyer });
    const res = await deliver(stripeEvent("checkout.session.completed", session));
    expect(res.status).toBe(200);
    const sub = await db().subscription.findUniqueOrThrow({ where: { stripeSubscriptionId: session.subscription! } });
    expect(sub).toMatchObject({ tier: "pro", status: "active", userId: null, isLifetime: false });
    expect(await db().invoice.findUnique({ where: { stripeInvoiceId: session.invoice! } })).toMatchObject({
      amountCents: 1900,
      status: "paid",
    });
    expect(await mailTo(buyer)).toHaveLength(0);
    expect(await db().accountSetupToken.count({ where: { email: buyer } })).toBe(0);
  });

  it("applies the same event delivered twice in parallel once, answering 2xx to both", async () => {
    const buyer = email();
    const event = stripeEvent("checkout.session.completed", checkoutSession({ tier: "starter", email: buyer }));
    const [a, b] = await Promise.all([deliver(event), deliver(event)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await db().checkoutSession.count({ where: { email: buyer } })).toBe(1);
    expect(await db().subscription.count({ where: { checkoutSession: { email: buyer } } })).toBe(1);
  });

  it("records a lifetime purchase without a renewal date", async () => {
    const session = checkoutSession({ tier: "lifetime", email: email() });
    await deliver(stripeEvent("checkout.session.completed", session));
    expect(
      await db().subscription.findUniqueOrThrow({ where: { stripePaymentIntentId: session.payment_intent! } }),
    ).toMatchObject({ isLifetime: true, currentPeriodEnd: null, status: "active" });
  });

  it("never restores access when the deletion arrived before the checkout event", async () => {
    const session = checkoutSession({ tier: "pro", email: email() });
    const t = Date.now();
    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        { id: session.subscription, status: "canceled", ended_at: Math.floor(t / 1000) },
        { created: new Date(t) },
      ),
    );
    await deliver(stripeEvent("checkout.session.completed", session, { created: new Date(t - 60_000) }));
    expect(
      (await db().subscription.findUniqueOrThrow({ where: { stripeSubscriptionId: session.subscription! } })).status,
    ).toBe("canceled");
  });

  it("rolls back and answers 5xx when applying fails, and the retry applies once", async () => {
    const paymentIntent = `pi_${uniqueName("dup")}`;
    // Another purchase already holds this payment intent: applying the event will fail midway.
    const blocker = await db().subscription.create({
      data: { tier: "lifetime", isLifetime: true, stripePaymentIntentId: paymentIntent },
    });
    const buyer = email();
    const event = stripeEvent(
      "checkout.session.completed",
      checkoutSession({ tier: "lifetime", email: buyer, paymentIntent }),
    );
    const failed = await deliver(event);
    expect(failed.status).toBe(500);
    expect(await db().stripeEvent.findUnique({ where: { id: event.id } })).toBeNull();
    expect(await db().checkoutSession.count({ where: { email: buyer } })).toBe(0);

    await db().subscription.delete({ where: { id: blocker.id } });
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await db().checkoutSession.count({ where: { email: buyer } })).toBe(1);
  });

  it("puts the plan on the existing account of a reactivating user, with no setup link", async () => {
    const user = await createUser({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) });
    const session = checkoutSession({ tier: "pro", email: user.email, userId: user.id });
    await deliver(stripeEvent("checkout.session.completed", session));
    expect(await db().subscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      tier: "pro",
      status: "active",
      stripeSubscriptionId: session.subscription,
    });
    expect(await db().accountSetupToken.count({ where: { email: user.email } })).toBe(0);
  });
});

describe("a guest's payment for an email that already has an account", () => {
  const TEAM = "support@ideaforge.local";
  const inTenDays = () => new Date(Date.now() + 10 * 86_400_000);

  it.each([
    ["a Lifetime customer", { tier: "lifetime" as const, currentPeriodEnd: null }],
    ["a Pro customer", { tier: "pro" as const, currentPeriodEnd: inTenDays() }],
  ])("leaves %s's plan exactly as it was and keeps the payment aside for a refund", async (_who, plan) => {
    const owner = await createUser(plan);
    const before = await db().subscription.findUniqueOrThrow({ where: { userId: owner.id } });
    // A stranger's Starter checkout, made without logging in, typed with the owner's email.
    const session = checkoutSession({ tier: "starter", email: owner.email.toUpperCase() });
    expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
    // Stripe's follow-up events about the stranger's subscription.
    await deliver(
      stripeEvent("customer.subscription.updated", {
        id: session.subscription,
        status: "active",
        cancel_at_period_end: false,
        items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) + 86_400 }] },
      }),
    );
    await deliver(
      stripeEvent("invoice.paid", {
        id: session.invoice,
        subscription: session.subscription,
        amount_paid: 900,
        created: Math.floor(Date.now() / 1000),
      }),
    );

    expect(await db().subscription.findUniqueOrThrow({ where: { userId: owner.id } })).toEqual(before);
    const held = await db().checkoutSession.findUniqueOrThrow({ where: { stripeSessionId: session.id } });
    expect(held).toMatchObject({ userId: null, usedAt: null, heldAt: expect.any(Date) });
    expect(
      await db().subscription.findUniqueOrThrow({ where: { stripeSubscriptionId: session.subscription! } }),
    ).toMatchObject({ userId: null, tier: "starter", checkoutSessionId: held.id });
    expect(await db().invoice.findUniqueOrThrow({ where: { stripeInvoiceId: session.invoice! } })).toMatchObject({
      userId: null,
      amountCents: 900,
    });
    expect(await db().accountSetupToken.count({ where: { checkoutSessionId: held.id } })).toBe(0);

    const [toOwner] = await mailTo(owner.email);
    expect(toOwner?.subject).toBe("A payment with your email was not applied");
    expect(toOwner?.text).not.toMatch(/\/signup\?token=/);
    const toTeam = (await mailTo(TEAM)).filter((m) => m.text.includes(session.id));
    expect(toTeam).toHaveLength(1);
    expect(toTeam[0]?.subject).toBe(`Refund due: payment ${session.id} was kept aside`);
  });

  it("still puts a logged-in buyer's checkout on that buyer's own account", async () => {
    const user = await createUser({ tier: "pro", currentPeriodEnd: inTenDays() });
    const session = checkoutSession({ tier: "lifetime", email: user.email, userId: user.id });
    await deliver(stripeEvent("checkout.session.completed", session));
    expect(await db().subscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      tier: "lifetime",
      isLifetime: true,
      status: "active",
    });
    expect(
      (await db().checkoutSession.findUniqueOrThrow({ where: { stripeSessionId: session.id } })).heldAt,
    ).toBeNull();
  });
});

describe("subscription lifecycle events", () => {
  async function subscribed() {
    const user = await createUser({ tier: "pro" });
    const stripeSubscriptionId = `sub_${uniqueName("life")}`;
    await db().subscription.update({
      where: { userId: user.id },
      data: { stripeSubscriptionId, lastEventAt: new Date(Date.now() - 3_600_000) },
    });
    return { user, stripeSubscriptionId };
  }
  const statusOf = async (id: string) =>
    (await db().subscription.findUniqueOrThrow({ where: { stripeSubscriptionId: id } })).status;

  it("a failed payment starts the grace period and mails the user; a paid invoice ends it", async () => {
    const { user, stripeSubscriptionId } = await subscribed();
    await deliver(
      stripeEvent("invoice.payment_failed", { id: `in_${uniqueName("f")}`, subscription: stripeSubscriptionId }),
    );
    expect(await statusOf(stripeSubscriptionId)).toBe("grace_period");
    expect((await mailTo(user.email))[0]?.subject).toBe("Your IdeaForge payment failed");
    const invoiceId = `in_${uniqueName("p")}`;
    await deliver(
      stripeEvent("invoice.paid", {
        id: invoiceId,
        subscription: stripeSubscriptionId,
        amount_paid: 1900,
        number: "A-0001",
        invoice_pdf: "https://pay.example/a.pdf",
        created: Math.floor(Date.now() / 1000),
      }),
    );
    expect(await statusOf(stripeSubscriptionId)).toBe("active");
    expect(await db().invoice.findUniqueOrThrow({ where: { stripeInvoiceId: invoiceId } })).toMatchObject({
      userId: user.id,
      number: "A-0001",
      amountCents: 1900,
      stripePdfUrl: "https://pay.example/a.pdf",
    });
  });

  it("an older update never rolls back a newer one", async () => {
    const { stripeSubscriptionId } = await subscribed();
    const t = Date.now();
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        {
          id: stripeSubscriptionId,
          status: "active",
          cancel_at_period_end: true,
          items: { data: [{ current_period_end: Math.floor(t / 1000) + 86_400 }] },
        },
        { created: new Date(t) },
      ),
    );
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        { id: stripeSubscriptionId, status: "past_due", cancel_at_period_end: false },
        { created: new Date(t - 10_000) },
      ),
    );
    const sub = await db().subscription.findUniqueOrThrow({ where: { stripeSubscriptionId } });
    expect(sub).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("a lifetime refund within 7 days ends access; after 7 days it does not", async () => {
    const recent = await db().subscription.create({
      data: {
        tier: "lifetime",
        isLifetime: true,
        stripePaymentIntentId: `pi_${uniqueName("r")}`,
        lifetimePurchasedAt: new Date(Date.now() - 3 * 86_400_000),
      },
    });
    const old = await db().subscription.create({
      data: {
        tier: "lifetime",
        isLifetime: true,
        stripePaymentIntentId: `pi_${uniqueName("o")}`,
        lifetimePurchasedAt: new Date(Date.now() - 8 * 86_400_000),
      },
    });
    for (const sub of [recent, old])
      await deliver(
        stripeEvent("charge.refunded", {
          id: `ch_${eventId()}`,
          refunded: true,
          payment_intent: sub.stripePaymentIntentId,
        }),
      );
    expect((await db().subscription.findUniqueOrThrow({ where: { id: recent.id } })).status).toBe("canceled");
    expect((await db().subscription.findUniqueOrThrow({ where: { id: old.id } })).status).toBe("active");
  });
});
