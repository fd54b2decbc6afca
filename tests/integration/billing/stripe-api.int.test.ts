import { describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/accounts/cancel-subscription/route";
import { POST as createCheckout } from "@/app/accounts/create-checkout-session/route";
import { POST as manage } from "@/app/accounts/manage-subscription/route";
import { GET as lifetimePrice } from "@/app/accounts/pricing/lifetime/route";
import { hashPassword } from "@/lib/auth/passwords";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import type { FakeStripe } from "@/tests/support/fake-stripe";
import { withFakeStripe } from "@/tests/support/stripe-mode";
import { jsonRequest } from "@/tests/support/requests";
import { checkoutSession, deliver, stripeEvent } from "@/tests/support/stripe-events";

/** The official SDK against a fake Stripe API on loopback: what the app asks Stripe to do. */
let stripe: FakeStripe;
const PASSWORD = "Stripe-Mode-1";

withFakeStripe((fake) => (stripe = fake));

const lastRequest = (path: string) => [...stripe.requests].reverse().find((r) => r.path.startsWith(path))!;

describe("with Stripe configured", () => {
  it("creates Checkout with the server's price for the plan, never the browser's", async () => {
    const res = await createCheckout(jsonRequest("POST", "/accounts/create-checkout-session/", { tier: "lifetime" }));
    expect((await res.json()).url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_fake_/);
    const sent = lastRequest("/v1/checkout/sessions").form;
    expect(sent.get("line_items[0][price]")).toBe("price_lifetime_once");
    expect(sent.get("mode")).toBe("payment");
    expect(sent.get("metadata[tier]")).toBe("lifetime");
    expect(sent.get("success_url")).toContain("/payment-success?session_id={CHECKOUT_SESSION_ID}");

    const byPrice = await createCheckout(
      jsonRequest("POST", "/accounts/create-checkout-session/", { priceId: "price_pro_m", isReactivation: true }),
    );
    expect(byPrice.status).toBe(200);
    expect(lastRequest("/v1/checkout/sessions").form.get("mode")).toBe("subscription");
    expect(
      (await createCheckout(jsonRequest("POST", "/accounts/create-checkout-session/", { priceId: "price_not_ours" })))
        .status,
    ).toBe(400);
  });

  it("reads the lifetime price from Stripe, and falls back to 49 when it cannot", async () => {
    stripe.prices.price_lifetime_once = 5900;
    expect(await (await lifetimePrice(jsonRequest("GET", "/accounts/pricing/lifetime/"))).json()).toEqual({
      success: true,
      price: 59,
    });
  });

  it("downgrades and cancels through the Stripe API", async () => {
    const user = await createUser({ username: uniqueName("stripe"), tier: "pro" });
    await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
    const subId = `sub_${uniqueName("s")}`;
    await db().subscription.update({ where: { userId: user.id }, data: { stripeSubscriptionId: subId } });
    stripe.subscriptions[subId] = {
      id: subId,
      status: "active",
      cancel_at_period_end: false,
      items: { data: [{ id: "si_1", price: { id: "price_pro_m" } }] },
    };
    const { token } = await createSession(user.id);

    expect(
      (await manage(jsonRequest("POST", "/x", { tier: "starter", password: PASSWORD }, { session: token }))).status,
    ).toBe(200);
    expect(stripe.subscriptions[subId]!.items.data[0]!.price.id).toBe("price_starter_m");
    expect(lastRequest(`/v1/subscriptions/${subId}`).form.get("proration_behavior")).toBe("none");

    expect((await cancel(jsonRequest("POST", "/x", { password: PASSWORD }, { session: token }))).status).toBe(200);
    expect(stripe.subscriptions[subId]!.cancel_at_period_end).toBe(true);
    expect((await db().subscription.findUniqueOrThrow({ where: { userId: user.id } })).cancelAtPeriodEnd).toBe(true);
  });

  it("prices an upgrade less the unused time, then ends the replaced subscription once paid", async () => {
    const user = await createUser({
      username: uniqueName("upgrade"),
      tier: "starter",
      currentPeriodEnd: new Date(Date.now() + 15 * 86_400_000),
    });
    await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
    const oldSub = `sub_${uniqueName("old")}`;
    await db().subscription.update({
      where: { userId: user.id },
      data: { stripeSubscriptionId: oldSub, stripeCustomerId: "cus_upgrade" },
    });
    stripe.subscriptions[oldSub] = {
      id: oldSub,
      status: "active",
      cancel_at_period_end: false,
      items: { data: [{ id: "si_2", price: { id: "price_starter_m" } }] },
    };
    const { token } = await createSession(user.id);

    const res = await (
      await manage(jsonRequest("POST", "/x", { tier: "pro", password: PASSWORD }, { session: token }))
    ).json();
    expect(res.checkout_url).toMatch(/checkout\.stripe\.test/);
    const coupon = lastRequest("/v1/coupons").form;
    expect(Number(coupon.get("amount_off"))).toBeGreaterThanOrEqual(449);
    expect(Number(coupon.get("amount_off"))).toBeLessThanOrEqual(450);
    const checkout = lastRequest("/v1/checkout/sessions").form;
    expect(checkout.get("customer")).toBe("cus_upgrade");
    expect(checkout.get("discounts[0][coupon]")).toMatch(/^coupon_fake_/);
    expect(checkout.get("metadata[replaces_subscription]")).toBe(oldSub);

    const newSub = `sub_${uniqueName("new")}`;
    const paid = {
      id: `cs_${uniqueName("up")}`,
      customer: "cus_upgrade",
      customer_details: { email: user.email },
      subscription: newSub,
      amount_total: 1450,
      currency: "usd",
      metadata: { tier: "pro", user_id: String(user.id), is_reactivation: "false", replaces_subscription: oldSub },
    };
    expect((await deliver(stripeEvent("checkout.session.completed", paid))).status).toBe(200);
    expect(await db().subscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      tier: "pro",
      stripeSubscriptionId: newSub,
      status: "active",
    });
    expect(stripe.subscriptions[oldSub]!.status).toBe("canceled");
  });

  it("cancels the subscription of a guest's payment kept aside for an existing account, so it never renews", async () => {
    const owner = await createUser({ username: uniqueName("owner"), tier: "lifetime", currentPeriodEnd: null });
    const before = await db().subscription.findUniqueOrThrow({ where: { userId: owner.id } });
    const session = checkoutSession({ tier: "starter", email: owner.email });
    const subId = session.subscription!;
    stripe.subscriptions[subId] = {
      id: subId,
      status: "active",
      cancel_at_period_end: false,
      items: { data: [{ id: "si_3", price: { id: "price_starter_m" } }] },
    };

    expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
    expect(stripe.subscriptions[subId]!.status).toBe("canceled");
    expect(lastRequest(`/v1/subscriptions/${subId}`).method).toBe("DELETE");
    expect(await db().subscription.findUniqueOrThrow({ where: { userId: owner.id } })).toEqual(before);
  });
});
