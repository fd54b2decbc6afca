import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as payDevCheckout } from "@/app/api/dev/checkout/route";
import { startWebhookApp } from "@/tests/support/webhook-app";
import { resetEnvCache } from "@/lib/env";
import { signLocalCheckout } from "@/lib/server/billing/local-checkout";
import { db } from "@/lib/server/db/client";
import { POST as manage } from "@/app/accounts/manage-subscription/route";
import { hashPassword } from "@/lib/auth/passwords";
import { createSession } from "@/lib/server/auth/sessions";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The attack: the local checkout's Pay call sent twice with the same ticket (two clicks, a replayed
 * request) charged twice and recorded two purchases. A ticket is one payment: the second Pay is
 * the same checkout, already paid, and changes nothing.
 */
const PASSWORD = "Two-Tabs-Pass-1";
let app: Server;
const saved = { ...process.env };

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "ideaforge-replay-"));
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  // The Pay call posts its signed event to the app on PORT: one that hands it to the real handler.
  const started = await startWebhookApp();
  app = started.server;
  process.env.PORT = String(started.port);
  process.env.APP_URL = "http://localhost:3000";
  resetEnvCache();
});
afterAll(() => {
  app.close();
  process.env = { ...saved };
  resetEnvCache();
});

describe("one local checkout ticket", () => {
  it("is paid once, however often its Pay call is sent", async () => {
    const email = `${uniqueName("twice")}@example.test`.toLowerCase();
    const ticket = signLocalCheckout({
      tier: "lifetime",
      email,
      metadata: { tier: "lifetime" },
      nonce: uniqueName("n"),
    });
    const pay = () => payDevCheckout(jsonRequest("POST", "/api/dev/checkout/", { ticket, email }, { ip: "127.0.0.1" }));
    expect((await pay()).status).toBe(200);
    await pay();
    expect(await db().checkoutSession.count({ where: { email } })).toBe(1);
  });

  it("of two upgrade checkouts opened in two tabs, only the first paid goes through", async () => {
    const user = await createUser({ tier: "starter" });
    await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
    const { token } = await createSession(user.id);
    const open = async (tier: string) => {
      const res = await manage(
        jsonRequest("POST", "/accounts/manage-subscription/", { tier, password: PASSWORD }, { session: token }),
      );
      return new URL((await res.json()).checkout_url).searchParams.get("ticket")!;
    };
    const tabs = [await open("pro"), await open("lifetime")];
    const pay = (ticket: string) =>
      payDevCheckout(jsonRequest("POST", "/api/dev/checkout/", { ticket, email: user.email }, { ip: "127.0.0.1" }));
    expect((await pay(tabs[0]!)).status).toBe(200);
    const second = await pay(tabs[1]!);
    expect(second.status).toBe(409);
    expect(await db().checkoutSession.count({ where: { userId: user.id } })).toBe(1);
    expect((await db().subscription.findUniqueOrThrow({ where: { userId: user.id } })).tier).toBe("pro");
  });
});
