import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as confirmEmail } from "@/app/accounts/confirm-payment-email/route";
import { POST as createCheckout } from "@/app/accounts/create-checkout-session/route";
import { GET as sessionDetails } from "@/app/accounts/session-details/[sessionId]/route";
import { POST as payDevCheckout } from "@/app/api/dev/checkout/route";
import { POST as webhookPost } from "@/app/api/webhooks/stripe/route";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { listOutbox } from "@/lib/server/email/outbox";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { checkoutSession, deliver, stripeEvent } from "@/tests/support/stripe-events";

/**
 * The attack: a stranger, not logged in, starts a guest checkout and types an email to learn
 * whether it belongs to a customer. Every answer the stranger sees (the checkout's Pay, the
 * payment's details, the email confirmation) is the same for a customer's email as for anyone
 * else's, and the stranger's purchase still never touches the customer's account: the customer
 * alone is told, by email, and the payment is kept aside for a refund.
 */
beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "ideaforge-guest-enum-"));
  delete process.env.SMTP_URL;
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Local billing posts its signed event to the app's own webhook: hand it to the real handler. */
function webhookReachable() {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
    webhookPost(new NextRequest(String(input), init as ConstructorParameters<typeof NextRequest>[1])),
  );
}

async function guestTicket(tier: "starter" | "pro" | "lifetime") {
  const res = await createCheckout(jsonRequest("POST", "/accounts/create-checkout-session/", { tier }));
  return new URL((await res.json()).url).searchParams.get("ticket")!;
}

/** What the stranger sees for one email: Pay's answer, the payment's details, the confirmation's answer. */
async function strangerTries(email: string) {
  const pay = await payDevCheckout(
    jsonRequest("POST", "/api/dev/checkout", { ticket: await guestTicket("starter"), email }, { ip: "127.0.0.1" }),
  );
  const paid = { status: pay.status, body: await pay.json() };
  const sessionId = paid.body.url ? new URL(paid.body.url, "http://x").searchParams.get("session_id")! : "";
  const details = await sessionDetails(jsonRequest("GET", `/accounts/session-details/${sessionId}/`), {
    params: Promise.resolve({ sessionId }),
  });
  const confirm = await confirmEmail(jsonRequest("POST", "/accounts/confirm-payment-email/", { sessionId, email }));
  return {
    pay: { status: paid.status, url: String(paid.body.url ?? paid.body.error).replace(sessionId, "SESSION") },
    details: { status: details.status, body: { ...(await details.json()), email: "masked" } },
    confirm: { status: confirm.status, body: await confirm.json() },
  };
}

describe("a guest checkout never tells a stranger whether an email is a customer's", () => {
  it("answers a customer's email exactly as it answers an unknown one, and the customer's account stays as it was", async () => {
    webhookReachable();
    const customer = await createUser({ tier: "lifetime", currentPeriodEnd: null });
    const before = await db().subscription.findUniqueOrThrow({ where: { userId: customer.id } });
    const stranger = `${uniqueName("nobody")}@example.test`;

    const forCustomer = await strangerTries(customer.email.toUpperCase());
    const forUnknown = await strangerTries(stranger.toUpperCase());
    expect(forCustomer).toEqual(forUnknown);
    expect(forCustomer.pay.status).toBe(200);
    expect(forCustomer.confirm).toEqual({ status: 200, body: { success: true } });

    // The stranger bought nothing into the customer's account, and no setup link went to it.
    expect(await db().subscription.findUniqueOrThrow({ where: { userId: customer.id } })).toEqual(before);
    expect(await db().accountSetupToken.count({ where: { email: customer.email } })).toBe(0);
    const toCustomer = (await listOutbox(10_000)).filter((m) => m.to === customer.email);
    expect(toCustomer.map((m) => m.subject)).toEqual(["A payment with your email was not applied"]);
  });

  it("with Stripe Checkout, confirming a payment whose email became a customer's meanwhile answers as any other", async () => {
    const email = `${uniqueName("late")}@example.test`;
    const session = checkoutSession({ tier: "starter", email });
    expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
    const customer = await createUser({ email, tier: "pro" });

    const res = await confirmEmail(
      jsonRequest("POST", "/accounts/confirm-payment-email/", { sessionId: session.id, email }),
    );
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { success: true } });
    expect(await db().accountSetupToken.count({ where: { email } })).toBe(0);
    expect(await db().checkoutSession.findUniqueOrThrow({ where: { stripeSessionId: session.id } })).toMatchObject({
      userId: null,
      heldAt: expect.any(Date),
    });
    expect((await db().subscription.findUniqueOrThrow({ where: { userId: customer.id } })).tier).toBe("pro");
    const toCustomer = (await listOutbox(10_000)).filter((m) => m.to === email);
    expect(toCustomer.map((m) => m.subject)).toEqual(["A payment with your email was not applied"]);
  });
});
