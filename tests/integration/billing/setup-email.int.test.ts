import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as confirmEmail } from "@/app/accounts/confirm-payment-email/route";
import { GET as verifyToken } from "@/app/accounts/verify-setup-token/[token]/route";
import { linksIn, parseEml } from "@/lib/email/eml";
import { startSmtpSink } from "@/lib/email/smtp-sink";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { listOutbox } from "@/lib/server/email/outbox";
import { uniqueName } from "@/tests/support/factories";
import { deliverQueuedTo } from "@/tests/support/outbox";
import { jsonRequest } from "@/tests/support/requests";
import { checkoutSession, deliver, stripeEvent } from "@/tests/support/stripe-events";

/**
 * One purchase, one setup email: the payment mails nothing; the buyer's one confirmation of the
 * email on /payment-success mails the link (one still waiting in the outbox for SMTP is retried,
 * never replaced by a second).
 */
let dataDir = "";
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "ideaforge-setup-email-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
});
afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvCache();
});

const tokenIn = (text: string) =>
  new URL(linksIn(text).find((l) => l.includes("/signup?token="))!).searchParams.get("token")!;

async function setupLinksTo(email: string): Promise<string[]> {
  const mails = (await listOutbox(10_000)).filter((m) => m.to === email);
  return mails.map((m) =>
    new URL(linksIn(m.text).find((l) => l.includes("/signup?token="))!).searchParams.get("token")!,
  );
}

async function purchase() {
  const email = `${uniqueName("buyer")}@example.test`;
  const session = checkoutSession({ tier: "starter", email });
  expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
  return { email, session };
}

const confirm = (sessionId: string, email: string) =>
  confirmEmail(jsonRequest("POST", "/accounts/confirm-payment-email/", { sessionId, email, emailConfirmation: email }));
const isValid = async (token: string) =>
  (
    await (
      await verifyToken(jsonRequest("GET", `/accounts/verify-setup-token/${token}/`), {
        params: Promise.resolve({ token }),
      })
    ).json()
  ).valid as boolean;

describe("one purchase, one setup email", () => {
  it("confirming the email sends the one setup email, confirming again sends no second, and the link works", async () => {
    const { email, session } = await purchase();
    expect(await setupLinksTo(email)).toHaveLength(0);
    const res = await confirm(session.id, email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await confirm(session.id, email)).status).toBe(400);
    const tokens = await setupLinksTo(email);
    expect(tokens).toHaveLength(1);
    expect(await isValid(tokens[0]!)).toBe(true);
  });

  it("a setup email that SMTP refused stays in the outbox with its error, confirming again sends no second one, and its link arrives and works once SMTP is back", async () => {
    // An SMTP server that refuses connections (nothing listens on port 9): the first try fails.
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetEnvCache();
    const { email, session } = await purchase();
    expect((await confirm(session.id, email)).status).toBe(200);
    await expect(deliverQueuedTo(email)).rejects.toThrow();
    const [waiting] = (await listOutbox(10_000)).filter((m) => m.to === email);
    expect(waiting).toMatchObject({
      kind: "account_setup",
      attempts: 1,
      sentAt: null,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });

    expect((await confirm(session.id, email)).status).toBe(400);
    expect(await setupLinksTo(email)).toHaveLength(1);
    expect(await db().accountSetupToken.count({ where: { email } })).toBe(1);

    const sinkDir = mkdtempSync(path.join(tmpdir(), "ideaforge-setup-smtp-"));
    const sink = await startSmtpSink({ dir: sinkDir });
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
      resetEnvCache();
      expect(await deliverQueuedTo(email)).toBe(1);
      const received = readdirSync(sinkDir).map((f) => parseEml(readFileSync(path.join(sinkDir, f), "utf8")));
      expect(received.map((m) => m.to)).toEqual([email]);
      expect(await isValid(tokenIn(received[0]!.text))).toBe(true);
    } finally {
      await sink.close();
      rmSync(sinkDir, { recursive: true, force: true });
    }
  });
});
