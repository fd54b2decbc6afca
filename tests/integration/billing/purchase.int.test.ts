import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as completeSetup } from "@/app/accounts/complete-setup/[token]/route";
import { POST as confirmEmail } from "@/app/accounts/confirm-payment-email/route";
import { POST as createCheckout } from "@/app/accounts/create-checkout-session/route";
import { GET as lifetimePrice } from "@/app/accounts/pricing/lifetime/route";
import { GET as sessionDetails } from "@/app/accounts/session-details/[sessionId]/route";
import { GET as verifyToken } from "@/app/accounts/verify-setup-token/[token]/route";
import { POST as payDevCheckout } from "@/app/api/dev/checkout/route";
import { POST as webhookPost } from "@/app/api/webhooks/stripe/route";
import { linksIn } from "@/lib/email/eml";
import { resetEnvCache } from "@/lib/env";
import { verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { listOutbox } from "@/lib/server/email/outbox";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest, setCookieValue } from "@/tests/support/requests";
import { checkoutSession, deliver, stripeEvent } from "@/tests/support/stripe-events";

let dataDir = "";
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "ideaforge-purchase-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
});

const withParams = <P extends Record<string, string>>(params: P) => ({ params: Promise.resolve(params) });
async function setupTokenFromMail(to: string): Promise<string> {
  const mails = (await listOutbox(10_000)).filter((m) => m.to === to);
  const link = new URL(linksIn(mails.at(-1)!.text).find((l) => l.includes("/signup?token="))!);
  return link.searchParams.get("token")!;
}
async function purchase(tier: "starter" | "pro" | "lifetime" = "pro") {
  const email = `${uniqueName("buyer")}@example.test`;
  const session = checkoutSession({ tier, email });
  expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
  return { email, session };
}
/** A purchase whose email the buyer confirmed on /payment-success: its setup link is mailed. */
async function confirmedPurchase(tier: "starter" | "pro" | "lifetime") {
  const bought = await purchase(tier);
  const res = await confirmEmail(
    jsonRequest("POST", "/accounts/confirm-payment-email/", { sessionId: bought.session.id, email: bought.email }),
  );
  expect(res.status).toBe(200);
  return bought;
}
const setup = (token: string, body: Record<string, string>) =>
  completeSetup(jsonRequest("POST", `/accounts/complete-setup/${token}/`, body), withParams({ token }));

describe("create-checkout-session", () => {
  it("maps a plan to the server's own price and refuses anything else", async () => {
    const ok = await createCheckout(jsonRequest("POST", "/accounts/create-checkout-session/", { tier: "pro" }));
    expect(ok.status).toBe(200);
    expect((await ok.json()).url).toMatch(/\/dev\/checkout\?ticket=/);
    for (const body of [{ tier: "enterprise" }, { priceId: "price_attacker_1" }, {}]) {
      const bad = await createCheckout(jsonRequest("POST", "/accounts/create-checkout-session/", body));
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toBe("Unknown plan.");
    }
  });

  it("serves the lifetime price, 49 by default", async () => {
    expect(
      await (await lifetimePrice(new NextRequest("http://localhost:3000/accounts/pricing/lifetime/"))).json(),
    ).toEqual({ success: true, price: 49 });
  });
});

describe("from payment to account", () => {
  it("shows the session, confirms the email, and sets up the account once", async () => {
    const { email, session } = await purchase("pro");
    const details = await (
      await sessionDetails(
        jsonRequest("GET", `/accounts/session-details/${session.id}/`),
        withParams({ sessionId: session.id }),
      )
    ).json();
    expect(details).toEqual({ email: expect.stringMatching(/^.\*+@example\.test$/), tier: "Pro", already_used: false });

    const mismatch = await confirmEmail(
      jsonRequest("POST", "/accounts/confirm-payment-email/", {
        sessionId: session.id,
        email,
        emailConfirmation: `x${email}`,
      }),
    );
    expect((await mismatch.json()).error).toBe("Email and confirmation do not match.");
    const confirmed = await confirmEmail(
      jsonRequest("POST", "/accounts/confirm-payment-email/", {
        sessionId: session.id,
        email,
        emailConfirmation: email,
      }),
    );
    expect(confirmed.status).toBe(200);
    // The setup link goes to the mailbox only: a client on another machine never sees it in the answer.
    expect(await confirmed.json()).toEqual({ success: true });

    const token = await setupTokenFromMail(email);
    expect(
      await (
        await verifyToken(jsonRequest("GET", `/accounts/verify-setup-token/${token}/`), withParams({ token }))
      ).json(),
    ).toEqual({ valid: true, email, tier: "Pro" });

    const username = uniqueName("founder");
    const res = await setup(token, { email, username, password: "Str0ng-Pass!" });
    expect(res.status).toBe(200);
    const cookie = setCookieValue(res, "sessionid");
    const active = await verifySession(cookie);
    expect(active?.user.username).toBe(username);
    expect(active?.hasActiveSubscription).toBe(true);
    expect(active?.subscription?.tier).toBe("pro");
    expect(await db().invoice.count({ where: { userId: active!.user.id } })).toBe(1);

    // Used: the link, and the payment session, are done.
    const again = await setup(token, { email, username: uniqueName("other"), password: "Str0ng-Pass!" });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe("Invalid or expired token");
    // Opened again, the used link says the account exists (the page offers 'Log in' and 'Forgot password').
    const reopened = await verifyToken(
      jsonRequest("GET", `/accounts/verify-setup-token/${token}/`),
      withParams({ token }),
    );
    expect(reopened.status).toBe(400);
    expect(await reopened.json()).toEqual({
      valid: false,
      used: true,
      error: "This setup link has already been used: your account exists.",
    });
    expect(
      (await (await sessionDetails(jsonRequest("GET", "/x"), withParams({ sessionId: session.id }))).json())
        .already_used,
    ).toBe(true);
  });

  it("refuses a setup link for another email, an expired one, and garbage", async () => {
    const { email } = await confirmedPurchase("starter");
    const token = await setupTokenFromMail(email);
    expect(
      (await setup(token, { email: "someone-else@example.test", username: uniqueName("u"), password: "Str0ng-Pass!" }))
        .status,
    ).toBe(400);
    await db().accountSetupToken.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await setup(token, { email, username: uniqueName("u"), password: "Str0ng-Pass!" })).status).toBe(400);
    const garbage = await verifyToken(jsonRequest("GET", "/x"), withParams({ token: "zzzzzzzzzzzzz" }));
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toEqual({ valid: false, error: "Invalid or expired token" });
  });

  it("lets only one of two parallel submissions of the same link create an account", async () => {
    const { email } = await confirmedPurchase("lifetime");
    const token = await setupTokenFromMail(email);
    const results = await Promise.all(
      [uniqueName("a"), uniqueName("b")].map((username) => setup(token, { email, username, password: "Str0ng-Pass!" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await db().user.count({ where: { email } })).toBe(1);
  });

  it("refuses a weak password with the signup message", async () => {
    const { email } = await confirmedPurchase("starter");
    const token = await setupTokenFromMail(email);
    const res = await setup(token, { email, username: uniqueName("u"), password: "weakpass" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Password doesn't meet the requirements.");
  });
});

describe("a purchase made without logging in never changes an existing account", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The local checkout page of a guest's plan choice (POST create-checkout-session without a session). */
  async function guestTicket(tier: "starter" | "pro" | "lifetime") {
    const res = await createCheckout(jsonRequest("POST", "/accounts/create-checkout-session/", { tier }));
    expect(res.status).toBe(200);
    return new URL((await res.json()).url).searchParams.get("ticket")!;
  }
  /** Local billing posts its signed event to the app's own webhook URL: deliver it to the real handler, after `meanwhile`. */
  function webhookReachable(meanwhile: () => Promise<unknown> = async () => undefined) {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      await meanwhile();
      return webhookPost(new NextRequest(String(input), init as ConstructorParameters<typeof NextRequest>[1]));
    });
  }
  // The local checkout answers only a browser on this machine.
  const pay = (ticket: string, email: string) =>
    payDevCheckout(jsonRequest("POST", "/api/dev/checkout", { ticket, email }, { ip: "127.0.0.1" }));

  it("takes a guest's Starter payment typed with a Lifetime customer's email aside: the plan stays Lifetime", async () => {
    webhookReachable();
    const owner = await createUser({ tier: "lifetime", currentPeriodEnd: null });
    const before = await db().subscription.findUniqueOrThrow({ where: { userId: owner.id } });

    // The answer is any payment's (guest-enumeration.int.test.ts): it tells the guest nothing.
    const res = await pay(await guestTicket("starter"), owner.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await db().subscription.findUniqueOrThrow({ where: { userId: owner.id } })).toEqual(before);
    expect(await db().checkoutSession.findFirstOrThrow({ where: { email: owner.email } })).toMatchObject({
      userId: null,
      heldAt: expect.any(Date),
    });
  });

  it("keeps aside a guest's payment for an email that became an account meanwhile, and confirming it sends no setup link", async () => {
    const email = `${uniqueName("late")}@example.test`;
    let owner: Awaited<ReturnType<typeof createUser>> | null = null;
    webhookReachable(async () => (owner = await createUser({ email, tier: "pro" })));

    const res = await pay(await guestTicket("lifetime"), email);
    expect(res.status).toBe(200);
    const sessionId = new URL((await res.json()).url, "http://x").searchParams.get("session_id")!;
    const ownerId = owner!.id;
    expect(await db().subscription.findUniqueOrThrow({ where: { userId: ownerId } })).toMatchObject({
      tier: "pro",
      isLifetime: false,
    });
    expect(await db().checkoutSession.findUniqueOrThrow({ where: { stripeSessionId: sessionId } })).toMatchObject({
      userId: null,
      heldAt: expect.any(Date),
    });

    const confirmed = await confirmEmail(
      jsonRequest("POST", "/accounts/confirm-payment-email/", { sessionId, email, emailConfirmation: email }),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true });
    const mails = (await listOutbox(10_000)).filter((m) => m.to === email);
    expect(mails.some((m) => m.text.includes("/signup?token="))).toBe(false);
    expect(await db().accountSetupToken.count({ where: { email } })).toBe(0);
    expect(await db().subscription.findUniqueOrThrow({ where: { userId: ownerId } })).toMatchObject({
      tier: "pro",
      isLifetime: false,
    });
  });

  it("mails no setup link for a payment whose email has an account by the time it is confirmed, and keeps it aside", async () => {
    const { email, session } = await purchase("starter");
    await createUser({ email, tier: "pro" });
    const confirmed = await confirmEmail(
      jsonRequest("POST", "/accounts/confirm-payment-email/", {
        sessionId: session.id,
        email,
        emailConfirmation: email,
      }),
    );
    expect(confirmed.status).toBe(200);
    expect(await db().accountSetupToken.count({ where: { email } })).toBe(0);
    expect((await db().checkoutSession.findUniqueOrThrow({ where: { stripeSessionId: session.id } })).heldAt).toEqual(
      expect.any(Date),
    );
  });
});
