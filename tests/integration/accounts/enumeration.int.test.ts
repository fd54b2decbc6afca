import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as checkEmail } from "@/app/accounts/check-email/route";
import { hashToken } from "@/lib/auth/tokens";
import { db } from "@/lib/server/db/client";
import { listOutbox } from "@/lib/server/email/outbox";
import { createUser, uniqueName } from "@/tests/support/factories";
import { freshIp, mailTo, requestReset, withTemporaryOutbox } from "@/tests/support/password-reset";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The attack: a stranger asks the public calls about a list of addresses to learn which belong to
 * customers. The email availability check answers only inside the signup flow (a usable setup
 * link, about its own email); the password-reset request answers the same, after the same work,
 * for a customer's address and for nobody's.
 */
withTemporaryOutbox();

const ask = (email: string, token?: string) =>
  checkEmail(
    jsonRequest("POST", "/accounts/check-email/", token === undefined ? { email } : { email, token }, {
      ip: freshIp(),
    }),
  );

async function setupLinkFor(email: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const checkout = await db().checkoutSession.create({
    data: { stripeSessionId: `cs_${uniqueName("enum")}`, email, tier: "starter" },
  });
  await db().accountSetupToken.create({
    data: {
      tokenHash: hashToken(token),
      checkoutSessionId: checkout.id,
      email,
      tier: "starter",
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  return token;
}

const answerOf = async (res: Response) => ({ status: res.status, body: await res.json() });

describe("POST /accounts/check-email/ to a stranger", () => {
  it("answers a customer's email and an unknown one alike, without a setup link", async () => {
    const customer = await createUser();
    const nobody = `${uniqueName("nobody")}@example.test`;
    const known = await answerOf(await ask(customer.email));
    const unknown = await answerOf(await ask(nobody));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(400);
    expect(JSON.stringify(known.body)).not.toMatch(/already exists|is available/);
  });

  it("with a usable setup link answers for the link's own email only", async () => {
    const customer = await createUser();
    const buyer = `${uniqueName("buyer")}@example.test`.toLowerCase();
    const token = await setupLinkFor(buyer);
    expect(await answerOf(await ask(buyer.toUpperCase(), token))).toEqual({
      status: 200,
      body: { available: true, message: "Email is available." },
    });
    const other = await answerOf(await ask(customer.email, token));
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).not.toMatch(/already exists|is available/);
    expect(await answerOf(await ask(customer.email, "made-up-token"))).toEqual(
      await answerOf(await ask(`${uniqueName("x")}@example.test`, "made-up-token")),
    );
  });
});

describe("POST /accounts/reset-password-request/ to a stranger", () => {
  it("does the same work before answering for a customer's address and for nobody's: the email comes after", async () => {
    const customer = await createUser();
    const nobody = `${uniqueName("nobody")}@example.test`.toLowerCase();
    const outboxBefore = (await listOutbox(10_000)).length;
    for (const email of [customer.email, nobody]) expect((await requestReset(email)).status).toBe(200);
    // Nothing was looked up or written for either while the request was answered.
    expect((await listOutbox(10_000)).length).toBe(outboxBefore);
    const jobs = await db().$queryRaw<{ email: string }[]>`
      SELECT j.payload->>'email' AS email FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'password_reset_request' AND j.payload->>'email' IN (${customer.email}, ${nobody})`;
    expect(jobs.map((j) => j.email).sort()).toEqual([customer.email, nobody].sort());
    // The job then mails the customer, and nobody else.
    expect(await mailTo(customer.email)).toHaveLength(1);
    expect(await mailTo(nobody)).toHaveLength(0);
  });
});
