import { describe, expect, it } from "vitest";
import { POST as closeAccount } from "@/app/accounts/close-account/route";
import { CLOSE_CONFIRMATION_PHRASE } from "@/lib/domain/validation/account-security";
import { db } from "@/lib/server/db/client";
import type { FakeStripe } from "@/tests/support/fake-stripe";
import { withFakeStripe } from "@/tests/support/stripe-mode";
import { PASSWORD, post, userWithPassword } from "../accounts/account-security-support";

/**
 * The attack on the user's right to leave: the account's subscription no longer exists at Stripe
 * (ended there, or removed in the dashboard, while our row still says active). Stripe answers the
 * cancel with 404 'No such subscription', and closing the account answered 500 every time: the
 * user could never close it. Nothing is being charged any more, so the closure goes on. Stripe
 * being unreachable still stops it, with nothing deleted.
 */
let stripe: FakeStripe;
withFakeStripe((started) => (stripe = started));

const close = (session: string) =>
  closeAccount(
    post("/accounts/close-account/", { password: PASSWORD, confirmation: CLOSE_CONFIRMATION_PHRASE }, { session }),
  );

async function subscriberWithStripeSubscription(subscriptionId: string) {
  const { user, token } = await userWithPassword({ tier: "pro" });
  await db().subscription.update({ where: { userId: user.id }, data: { stripeSubscriptionId: subscriptionId } });
  return { user, token };
}

describe("closing an account whose subscription Stripe no longer has", () => {
  it("closes it (nothing is charged any more) instead of failing with a 500", async () => {
    const { user, token } = await subscriberWithStripeSubscription(`sub_gone_${Date.now()}`);
    const res = await close(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ closed: true });
    expect(await db().user.findUnique({ where: { id: user.id } })).toBeNull();
  });

  it("still cancels a live subscription at Stripe first", async () => {
    const id = `sub_live_${Date.now()}`;
    stripe.subscriptions[id] = {
      id,
      status: "active",
      cancel_at_period_end: false,
      items: { data: [{ id: "si_1", price: { id: "price_pro_m" } }] },
    };
    const { user, token } = await subscriberWithStripeSubscription(id);
    expect((await close(token)).status).toBe(200);
    expect(stripe.subscriptions[id]!.status).toBe("canceled");
    expect(await db().user.findUnique({ where: { id: user.id } })).toBeNull();
  });
});
