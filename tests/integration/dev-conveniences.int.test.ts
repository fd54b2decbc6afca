import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as payDevCheckout } from "@/app/api/dev/checkout/route";
import { startWebhookApp } from "@/tests/support/webhook-app";
import { webhookSecret } from "@/lib/server/billing/webhook-secret";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { signLocalCheckout } from "@/lib/server/billing/local-checkout";
import { jsonRequest } from "@/tests/support/requests";
import { checkoutSession, deliver, stripeEvent } from "@/tests/support/stripe-events";
import { uniqueName } from "@/tests/support/factories";

/**
 * A development instance reachable from the network must give nothing away: the local checkout
 * answers only a browser on the machine itself, and billing events cannot be signed with a value
 * that is written in the code.
 */
beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "ideaforge-dev-"));
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  resetEnvCache();
});

const ticket = (email: string) =>
  signLocalCheckout({ tier: "lifetime", email, metadata: { tier: "lifetime" }, nonce: uniqueName("n") });

describe("the local checkout's Pay call", () => {
  it("is a 404 for a client on another machine, even one that claims to be local in X-Forwarded-For", async () => {
    const email = `${uniqueName("buyer")}@example.test`.toLowerCase();
    for (const ip of ["203.0.113.50", "10.0.0.8"]) {
      const res = await payDevCheckout(
        jsonRequest(
          "POST",
          "/api/dev/checkout/",
          { ticket: ticket(email), email },
          { ip, headers: { "x-forwarded-for": "127.0.0.1" } },
        ),
      );
      expect(res.status).toBe(404);
    }
    expect(await db().checkoutSession.count({ where: { email } })).toBe(0);
  });

  it("pays for a browser on this machine, through the app's own webhook", async () => {
    // The Pay call posts the signed event to the app on PORT: stand one up that hands it to the real handler.
    const { server: app, port } = await startWebhookApp();
    process.env.PORT = String(port);
    // The browser's page stays on the app's public URL; only the port the Pay call posts to moves.
    process.env.APP_URL = "http://localhost:3000";
    resetEnvCache();
    try {
      const email = `${uniqueName("buyer")}@example.test`.toLowerCase();
      const res = await payDevCheckout(
        jsonRequest("POST", "/api/dev/checkout/", { ticket: ticket(email), email }, { ip: "127.0.0.1" }),
      );
      expect(res.status).toBe(200);
      expect((await res.json()).url).toMatch(/\/payment-success\?session_id=/);
      expect(await db().checkoutSession.count({ where: { email } })).toBe(1);
    } finally {
      app.close();
      delete process.env.PORT;
      delete process.env.APP_URL;
      resetEnvCache();
    }
  });
});

describe("the local webhook secret", () => {
  it("refuses an event signed with the constant that used to be in the code", async () => {
    const email = `${uniqueName("forger")}@example.test`;
    const event = stripeEvent("checkout.session.completed", checkoutSession({ tier: "lifetime", email }));
    const res = await deliver(event, { secret: "whsec_local_development_only_not_a_secret" });
    expect(res.status).toBe(400);
    expect(await db().stripeEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it("is this installation's own: another data folder has another secret", () => {
    const first = webhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "ideaforge-dev-other-"));
    resetEnvCache();
    expect(webhookSecret()).not.toBe(first);
  });
});
