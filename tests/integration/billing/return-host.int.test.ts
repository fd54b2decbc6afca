import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createCheckout } from "@/app/accounts/create-checkout-session/route";
import { POST as manage } from "@/app/accounts/manage-subscription/route";
import { POST as updatePaymentMethod } from "@/app/accounts/update-payment-method/route";
import { hashPassword } from "@/lib/auth/passwords";
import { resetEnvCache } from "@/lib/env";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName, type UserOptions } from "@/tests/support/factories";
import type { FakeStripe } from "@/tests/support/fake-stripe";
import { jsonRequest } from "@/tests/support/requests";
import { withFakeStripe } from "@/tests/support/stripe-mode";

/**
 * As the developer met it: logged in on http://127.0.0.1:3000 (APP_URL says localhost), an upgrade,
 * a guest purchase or a card update sent the browser to localhost, where the session cookie of
 * 127.0.0.1 does not go: the user arrived logged out. The checkout and payment pages, and every
 * URL they return to, keep the host the user came on, as long as the app answers to it.
 */
const PASSWORD = "Return-Host-1";
const ON_LOOPBACK = { host: "127.0.0.1:3000" };
const saved = { ...process.env };
beforeAll(() => {
  process.env.APP_URL = "http://localhost:3000";
  process.env.PORT = "3000";
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
});
afterAll(() => {
  process.env = { ...saved };
  resetEnvCache();
});

async function member(opts: UserOptions) {
  const user = await createUser({ username: uniqueName("host"), ...opts });
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  return { user, token: (await createSession(user.id)).token };
}
const upgrade = (token: string, headers: Record<string, string>) =>
  manage(
    jsonRequest(
      "POST",
      "/accounts/manage-subscription/",
      { tier: "pro", password: PASSWORD },
      { session: token, headers },
    ),
  );

describe("checkout and payment pages keep the host the user came on", () => {
  it("an upgrade started on 127.0.0.1 opens its checkout on 127.0.0.1", async () => {
    const { token } = await member({ tier: "starter" });
    const url = new URL((await (await upgrade(token, ON_LOOPBACK)).json()).checkout_url);
    expect(url.origin).toBe("http://127.0.0.1:3000");
    expect(url.pathname).toBe("/dev/checkout");
  });

  it("a guest's purchase started on 127.0.0.1 stays there", async () => {
    const res = await createCheckout(
      jsonRequest("POST", "/accounts/create-checkout-session/", { tier: "starter" }, { headers: ON_LOOPBACK }),
    );
    expect(new URL((await res.json()).url).origin).toBe("http://127.0.0.1:3000");
  });

  it("updating the card in a grace period started on 127.0.0.1 stays there", async () => {
    const { token } = await member({ tier: "pro", status: "grace_period" });
    const res = await updatePaymentMethod(
      jsonRequest("POST", "/accounts/update-payment-method/", undefined, { session: token, headers: ON_LOOPBACK }),
    );
    expect(new URL((await res.json()).url).origin).toBe("http://127.0.0.1:3000");
  });

  it("never sends the browser to an origin the app does not serve: APP_URL's instead", async () => {
    const { token } = await member({ tier: "starter" });
    // A loopback name on another port than the app's: the route answers, the URL stays APP_URL's.
    const url = new URL((await (await upgrade(token, { host: "127.0.0.1:4999" })).json()).checkout_url);
    expect(url.origin).toBe("http://localhost:3000");
    // A name the app does not answer to is refused before anything is opened.
    expect((await upgrade(token, { host: "rebind.evil.example:3000" })).status).toBe(421);
  });
});

describe("with Stripe Checkout", () => {
  let stripe: FakeStripe;
  withFakeStripe((fake) => (stripe = fake));

  it("success and cancel URLs return to the host the purchase started on", async () => {
    const { token } = await member({ tier: "starter" });
    expect((await upgrade(token, ON_LOOPBACK)).status).toBe(200);
    const sent = [...stripe.requests].reverse().find((r) => r.path === "/v1/checkout/sessions")!.form;
    expect(sent.get("success_url")).toBe("http://127.0.0.1:3000/account?upgrade_success=true");
    expect(sent.get("cancel_url")).toBe("http://127.0.0.1:3000/account?upgrade_cancelled=true");
  });
});
