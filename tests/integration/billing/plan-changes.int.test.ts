import { beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/accounts/cancel-subscription/route";
import { GET as invoiceGet } from "@/app/accounts/invoices/[id]/route";
import { GET as invoicesGet } from "@/app/accounts/invoices/route";
import { POST as manage } from "@/app/accounts/manage-subscription/route";
import { POST as reactivate } from "@/app/accounts/reactivate-subscription/route";
import { GET as verifySubscription } from "@/app/accounts/verify-subscription/route";
import { hashPassword } from "@/lib/auth/passwords";
import { resetEnvCache } from "@/lib/env";
import { localAmountUsd, readLocalCheckout } from "@/lib/server/billing/local-checkout";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import type { UserOptions } from "@/tests/support/factories";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

const PASSWORD = "Plan-Change-1";
beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
});

async function member(opts: UserOptions = {}) {
  const user = await createUser(opts);
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  const { token } = await createSession(user.id);
  return { user, token };
}
const subOf = (userId: number) => db().subscription.findUniqueOrThrow({ where: { userId } });
const post = (handler: typeof manage, path: string, token: string, body?: unknown) =>
  handler(jsonRequest("POST", path, body, { session: token }));

describe("plan changes (local billing)", () => {
  it("Pro to Starter is immediate; Starter to Pro and anything to Lifetime go to payment", async () => {
    const { user, token } = await member({ tier: "pro" });
    const down = await post(manage, "/accounts/manage-subscription/", token, { tier: "starter", password: PASSWORD });
    expect(down.status).toBe(200);
    expect((await subOf(user.id)).tier).toBe("starter");
    for (const [tier, full] of [
      ["pro", 19],
      ["lifetime", 49],
    ] as const) {
      const up = await (
        await post(manage, "/accounts/manage-subscription/", token, { tier, password: PASSWORD })
      ).json();
      expect(up.checkout_url).toMatch(/\/dev\/checkout\?ticket=/);
      // Prorated: the unused month of Starter ($9, a full month left) is credited.
      const ticket = readLocalCheckout(new URL(up.checkout_url).searchParams.get("ticket"));
      expect(await localAmountUsd(ticket!)).toBeCloseTo(full - 9, 1);
    }
    expect((await subOf(user.id)).tier).toBe("starter");
  });

  it("does nothing for the current plan, refuses Lifetime changes, unknown tiers and a wrong password", async () => {
    const { token } = await member({ tier: "starter" });
    expect(await (await post(manage, "/x", token, { tier: "starter", password: PASSWORD })).json()).toEqual({
      success: true,
      message: "You are already on this plan.",
    });
    expect((await post(manage, "/x", token, { tier: "gold", password: PASSWORD })).status).toBe(400);
    const wrong = await post(manage, "/x", token, { tier: "pro", password: "Wrong-Pass-1" });
    expect(await wrong.json()).toEqual({ error: "Invalid password. Please try again." });
    const lifetime = await member({ tier: "lifetime", currentPeriodEnd: null });
    expect((await post(manage, "/x", lifetime.token, { tier: "pro", password: PASSWORD })).status).toBe(400);
  });

  it("cancels at period end once, and reactivates", async () => {
    const { user, token } = await member({ tier: "pro" });
    expect((await post(cancel, "/accounts/cancel-subscription/", token, { password: PASSWORD })).status).toBe(200);
    const view = await (
      await verifySubscription(jsonRequest("GET", "/accounts/verify-subscription/", undefined, { session: token }))
    ).json();
    expect(view).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      has_active_subscription: true,
      tier: "Pro",
    });
    expect((await post(cancel, "/accounts/cancel-subscription/", token, { password: PASSWORD })).status).toBe(400);
    expect((await post(reactivate, "/accounts/reactivate-subscription/", token)).status).toBe(200);
    expect((await subOf(user.id)).cancelAtPeriodEnd).toBe(false);
  });

  it("refuses to cancel lifetime, grace-period and canceled plans", async () => {
    for (const opts of [
      { tier: "lifetime" as const },
      { status: "grace_period" as const },
      { status: "canceled" as const },
    ]) {
      const { token } = await member(opts);
      expect((await post(cancel, "/accounts/cancel-subscription/", token, { password: PASSWORD })).status).toBe(400);
    }
  });
});

describe("invoices", () => {
  it("lists only the owner's invoices; another user's is 404", async () => {
    const owner = await member();
    const other = await member();
    const invoice = await db().invoice.create({
      data: {
        userId: owner.user.id,
        stripeInvoiceId: `in_${uniqueName("i")}`,
        number: "IF-1",
        issuedAt: new Date("2026-11-01T10:00:00Z"),
        amountCents: 1900,
        status: "paid",
        stripePdfUrl: "https://pay.example/i.pdf",
      },
    });
    const list = await (
      await invoicesGet(jsonRequest("GET", "/accounts/invoices/", undefined, { session: owner.token }))
    ).json();
    expect(list.invoices).toEqual([
      {
        id: invoice.id,
        invoice_number: "IF-1",
        issue_date: "2026-11-01T10:00:00.000Z",
        amount: 19,
        currency: "USD",
        status: "paid",
        stripe_pdf_url: "https://pay.example/i.pdf",
      },
    ]);
    const params = { params: Promise.resolve({ id: String(invoice.id) }) };
    expect((await invoiceGet(jsonRequest("GET", "/x", undefined, { session: owner.token }), params)).status).toBe(200);
    expect((await invoiceGet(jsonRequest("GET", "/x", undefined, { session: other.token }), params)).status).toBe(404);
    expect(
      (await (await invoicesGet(jsonRequest("GET", "/x", undefined, { session: other.token }))).json()).invoices,
    ).toEqual([]);
  });
});
