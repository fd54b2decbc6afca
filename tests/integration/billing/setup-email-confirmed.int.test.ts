import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as confirmEmail } from "@/app/accounts/confirm-payment-email/route";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { listOutbox } from "@/lib/server/email/outbox";
import { uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { checkoutSession, deliver, stripeEvent } from "@/tests/support/stripe-events";

/**
 * As the buyer meets it: the email is typed once at checkout and confirmed once on
 * /payment-success. The setup link (which creates the account holding the paid plan) goes out only
 * when the confirmation matches what was typed at checkout: a typo at checkout mails nobody.
 */
beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "ideaforge-setup-confirmed-"));
  delete process.env.SMTP_URL;
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
});

const setupMailsTo = async (email: string) =>
  (await listOutbox(10_000)).filter((m) => m.to === email && m.kind === "account_setup");
const confirm = (sessionId: string, email: string) =>
  confirmEmail(jsonRequest("POST", "/accounts/confirm-payment-email/", { sessionId, email }));

describe("the setup email waits for the buyer's confirmation", () => {
  it("mails nothing at payment, nothing for a confirmation that does not match, and one link once confirmed", async () => {
    // The buyer typed a typo at checkout: the payment's email is someone else's address.
    const typo = `${uniqueName("typo")}@exmaple.test`;
    const session = checkoutSession({ tier: "pro", email: typo });
    expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
    expect(await setupMailsTo(typo)).toHaveLength(0);
    expect(await db().accountSetupToken.count({ where: { email: typo } })).toBe(0);

    // On /payment-success the buyer types the address they meant: refused, and still nothing mailed.
    const meant = typo.replace("exmaple", "example");
    const wrong = await confirm(session.id, meant);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe("This is not the email address used for the payment.");
    expect(await setupMailsTo(typo)).toHaveLength(0);
    expect(await setupMailsTo(meant)).toHaveLength(0);

    // The address typed at checkout, confirmed once (one field): one setup email, and no second.
    const right = await confirm(session.id, typo);
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ success: true });
    expect(await setupMailsTo(typo)).toHaveLength(1);
    expect((await confirm(session.id, typo)).status).toBe(400);
    expect(await setupMailsTo(typo)).toHaveLength(1);
  });
});
