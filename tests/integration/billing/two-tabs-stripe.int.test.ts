import { describe, expect, it } from "vitest";
import { POST as manage } from "@/app/accounts/manage-subscription/route";
import { hashPassword } from "@/lib/auth/passwords";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { listOutbox } from "@/lib/server/email/outbox";
import { createUser, uniqueName } from "@/tests/support/factories";
import type { FakeStripe } from "@/tests/support/fake-stripe";
import { withFakeStripe } from "@/tests/support/stripe-mode";
import { jsonRequest } from "@/tests/support/requests";
import { deliver, eventId, stripeEvent } from "@/tests/support/stripe-events";

/**
 * The attack, with real Stripe Checkout: a Starter user opens an upgrade checkout in one tab and
 * another in a second tab, and pays both. Opening the second expires the first at Stripe; one that
 * was paid anyway (it completed before it could be expired) is refunded, its subscription never
 * renews, and the plan is the one the first payment bought.
 */
let stripe: FakeStripe;
const PASSWORD = "Two-Tabs-Stripe-1";
withFakeStripe((fake) => (stripe = fake));

async function starterWithStripe() {
  const user = await createUser({
    username: uniqueName("tabs"),
    tier: "starter",
    currentPeriodEnd: new Date(Date.now() + 15 * 86_400_000),
  });
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  const oldSub = `sub_${uniqueName("old")}`;
  await db().subscription.update({
    where: { userId: user.id },
    data: { stripeSubscriptionId: oldSub, stripeCustomerId: `cus_${uniqueName("c")}` },
  });
  stripe.subscriptions[oldSub] = {
    id: oldSub,
    status: "active",
    cancel_at_period_end: false,
    items: { data: [{ id: `si_${uniqueName("i")}`, price: { id: "price_starter_m" } }] },
  };
  const { token } = await createSession(user.id);
  return { user, token, oldSub };
}

/** Opens an upgrade checkout as the account page does; returns the Stripe session the server created. */
async function openTab(token: string, tier: string) {
  const res = await manage(
    jsonRequest("POST", "/accounts/manage-subscription/", { tier, password: PASSWORD }, { session: token }),
  );
  expect(res.status).toBe(200);
  const url: string = (await res.json()).checkout_url;
  const id = url.split("/").at(-1)!;
  const form = [...stripe.requests].reverse().find((r) => r.path === "/v1/checkout/sessions")!.form;
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return { id, metadata, customer: form.get("customer") };
}

/** Stripe's checkout.session.completed for a tab that was paid, as Stripe would send it. */
function paid(tab: Awaited<ReturnType<typeof openTab>>, email: string, tier: "pro" | "lifetime") {
  stripe.checkoutSessions[tab.id]!.status = "complete";
  const lifetime = tier === "lifetime";
  const invoice = `in_${uniqueName("inv")}`;
  const paymentIntent = `pi_${uniqueName("pi")}`;
  if (!lifetime) stripe.invoicePayments[invoice] = paymentIntent;
  const subscription = lifetime ? null : `sub_${uniqueName("new")}`;
  if (subscription)
    stripe.subscriptions[subscription] = {
      id: subscription,
      status: "active",
      cancel_at_period_end: false,
      items: { data: [{ id: `si_${uniqueName("n")}`, price: { id: "price_pro_m" } }] },
    };
  return {
    session: {
      id: tab.id,
      object: "checkout.session",
      mode: lifetime ? "payment" : "subscription",
      customer: tab.customer,
      customer_details: { email },
      subscription,
      payment_intent: lifetime ? paymentIntent : null,
      invoice: lifetime ? null : invoice,
      amount_total: lifetime ? 4900 : 1450,
      currency: "usd",
      created: Math.floor(Date.now() / 1000),
      metadata: tab.metadata,
    },
    paymentIntent,
    subscription,
  };
}

describe("two upgrade checkouts opened in two tabs, with Stripe", () => {
  it("opening the second tab's checkout expires the first tab's at Stripe", async () => {
    const { token } = await starterWithStripe();
    const first = await openTab(token, "pro");
    const second = await openTab(token, "lifetime");
    expect(
      stripe.requests.some((r) => r.method === "POST" && r.path === `/v1/checkout/sessions/${first.id}/expire`),
    ).toBe(true);
    expect(stripe.checkoutSessions[first.id]!.status).toBe("expired");
    expect(stripe.checkoutSessions[second.id]!.status).toBe("open");
  });

  it("a second payment for a plan change already applied is refunded, and the plan stays the first one's", async () => {
    const { user, token, oldSub } = await starterWithStripe();
    const first = await openTab(token, "pro");
    // The first tab is paid before the second opens, so it cannot be expired any more.
    const pro = paid(first, user.email, "pro");
    const second = await openTab(token, "lifetime");
    expect((await deliver(stripeEvent("checkout.session.completed", pro.session))).status).toBe(200);
    const lifetime = paid(second, user.email, "lifetime");
    expect((await deliver(stripeEvent("checkout.session.completed", lifetime.session))).status).toBe(200);

    expect(await db().subscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      tier: "pro",
      isLifetime: false,
      stripeSubscriptionId: pro.subscription,
      status: "active",
    });
    expect(stripe.subscriptions[oldSub]!.status).toBe("canceled");
    expect(stripe.refunds.map((r) => r.payment_intent)).toContain(lifetime.paymentIntent);
    expect(stripe.refunds.map((r) => r.payment_intent)).not.toContain(pro.paymentIntent);
    // Nothing the user is shown as paid comes from the refunded payment.
    const invoices = await db().invoice.findMany({ where: { userId: user.id, status: "paid" } });
    expect(invoices.map((i) => i.amountCents)).not.toContain(4900);

    // The same payment's event sent again (a new event id) refunds nothing more.
    await deliver(stripeEvent("checkout.session.completed", lifetime.session, { id: eventId() }));
    expect(stripe.refunds.filter((r) => r.payment_intent === lifetime.paymentIntent)).toHaveLength(1);
  });

  it("a second monthly upgrade paid after the first is refunded and its subscription canceled, so it never renews", async () => {
    const { user, token } = await starterWithStripe();
    const first = await openTab(token, "pro");
    const one = paid(first, user.email, "pro");
    const second = await openTab(token, "pro");
    const two = paid(second, user.email, "pro");
    await Promise.all([
      deliver(stripeEvent("checkout.session.completed", one.session)),
      deliver(stripeEvent("checkout.session.completed", two.session)),
    ]);

    const sub = await db().subscription.findUniqueOrThrow({ where: { userId: user.id } });
    expect(sub).toMatchObject({ tier: "pro", status: "active" });
    const [kept, refunded] = sub.stripeSubscriptionId === one.subscription ? [one, two] : [two, one];
    expect(stripe.subscriptions[refunded.subscription!]!.status).toBe("canceled");
    expect(stripe.subscriptions[kept.subscription!]!.status).toBe("active");
    expect(stripe.refunds.map((r) => r.payment_intent)).toEqual(expect.arrayContaining([refunded.paymentIntent]));
    expect(stripe.refunds.map((r) => r.payment_intent)).not.toContain(kept.paymentIntent);
  });

  it("when Stripe refuses the refund, the team inbox is asked to refund it by hand", async () => {
    const { user, token } = await starterWithStripe();
    const first = await openTab(token, "pro");
    const pro = paid(first, user.email, "pro");
    const second = await openTab(token, "lifetime");
    await deliver(stripeEvent("checkout.session.completed", pro.session));
    const lifetime = paid(second, user.email, "lifetime");
    stripe.refundsFail = true;
    try {
      expect((await deliver(stripeEvent("checkout.session.completed", lifetime.session))).status).toBe(200);
    } finally {
      stripe.refundsFail = false;
    }
    const toTeam = (await listOutbox(10_000)).filter((m) => m.text.includes(lifetime.session.id));
    expect(toTeam.map((m) => m.subject)).toEqual([
      `Refund due: payment ${lifetime.session.id} paid a plan change already made`,
    ]);
    expect((await db().subscription.findUniqueOrThrow({ where: { userId: user.id } })).tier).toBe("pro");
  });
});
