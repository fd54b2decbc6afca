import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import type { FakeStripe } from "@/tests/support/fake-stripe";
import { withFakeStripe } from "@/tests/support/stripe-mode";
import { deliver, stripeEvent } from "@/tests/support/stripe-events";

/**
 * Two customer.subscription.updated events stamped the same second (cancel, then undo the cancel)
 * arrive in reverse order. Their `created` cannot order them, so the app applies the
 * subscription's own current state, read again from Stripe: the older event cannot win.
 */
let stripe: FakeStripe;

withFakeStripe((fake) => (stripe = fake));

describe("subscription events of the same second, delivered in reverse order", () => {
  it("leave the subscription's current state, not the older event's", async () => {
    const user = await createUser({ tier: "pro" });
    const id = `sub_${uniqueName("order")}`;
    await db().subscription.update({
      where: { userId: user.id },
      data: { stripeSubscriptionId: id, lastEventAt: new Date(Date.now() - 86_400_000) },
    });
    // Stripe's state now: the cancellation was undone.
    stripe.subscriptions[id] = {
      id,
      status: "active",
      cancel_at_period_end: false,
      items: { data: [{ id: "si_1", price: { id: "price_pro_m" } }] },
    };
    const at = new Date();
    const object = (cancel: boolean) => ({
      id,
      object: "subscription",
      status: "active",
      cancel_at_period_end: cancel,
      customer: "cus_order",
      items: { data: [{ id: "si_1", price: { id: "price_pro_m" } }] },
    });
    expect((await deliver(stripeEvent("customer.subscription.updated", object(false), { created: at }))).status).toBe(
      200,
    );
    expect((await deliver(stripeEvent("customer.subscription.updated", object(true), { created: at }))).status).toBe(
      200,
    );
    const sub = await db().subscription.findUniqueOrThrow({ where: { userId: user.id } });
    expect(sub.cancelAtPeriodEnd).toBe(false);
  });
});
