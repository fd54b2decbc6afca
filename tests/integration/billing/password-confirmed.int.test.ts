import { beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/accounts/cancel-subscription/route";
import { POST as manage } from "@/app/accounts/manage-subscription/route";
import { POST as verifyPassword } from "@/app/accounts/verify-password/route";
import { hashPassword } from "@/lib/auth/passwords";
import { resetEnvCache } from "@/lib/env";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import type { UserOptions } from "@/tests/support/factories";
import { createUser } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The spec's account page confirms a plan change or a cancellation with POST /accounts/verify-password/
 * and then calls POST /accounts/manage-subscription/ with `{ tier }` or /accounts/cancel-subscription/
 * with no body. The server still never acts without the password: either in the body, or a
 * verification of this session a moment before, good for one action.
 */
const PASSWORD = "Plan-Confirm-1";
const PROMPT = "Please enter your current password to confirm this action";
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
const verify = (token: string, password: string) =>
  post(verifyPassword, "/accounts/verify-password/", token, { password });

describe("plan change and cancellation after verify-password", () => {
  it("without a password or a verification first: 400 with the prompt, nothing changes", async () => {
    const { user, token } = await member({ tier: "pro" });
    for (const res of [
      await post(manage, "/accounts/manage-subscription/", token, { tier: "starter" }),
      await post(cancel, "/accounts/cancel-subscription/", token),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: PROMPT, errors: { password: [PROMPT] } });
    }
    expect(await subOf(user.id)).toMatchObject({ tier: "pro", cancelAtPeriodEnd: false });
  });

  it("a wrong password verified confirms nothing", async () => {
    const { user, token } = await member({ tier: "pro" });
    expect((await verify(token, "Wrong-Pass-1")).status).toBe(400);
    expect((await post(cancel, "/accounts/cancel-subscription/", token)).status).toBe(400);
    expect((await subOf(user.id)).cancelAtPeriodEnd).toBe(false);
  });

  it("the spec's bodies work after a verification, which is good for one action of that session only", async () => {
    const { user, token } = await member({ tier: "pro" });
    const otherTab = (await createSession(user.id)).token;
    expect((await verify(token, PASSWORD)).status).toBe(200);
    // Another session of the same user was not confirmed.
    expect((await post(cancel, "/accounts/cancel-subscription/", otherTab)).status).toBe(400);

    const down = await post(manage, "/accounts/manage-subscription/", token, { tier: "starter" });
    expect(down.status).toBe(200);
    expect((await subOf(user.id)).tier).toBe("starter");
    // Used up: the next action needs the password again.
    expect((await post(cancel, "/accounts/cancel-subscription/", token)).status).toBe(400);
    expect((await verify(token, PASSWORD)).status).toBe(200);
    expect((await post(cancel, "/accounts/cancel-subscription/", token)).status).toBe(200);
    expect((await subOf(user.id)).cancelAtPeriodEnd).toBe(true);
  });

  it("one verification cannot run two actions sent at once", async () => {
    const { user, token } = await member({ tier: "pro" });
    expect((await verify(token, PASSWORD)).status).toBe(200);
    const answers = await Promise.all([
      post(manage, "/accounts/manage-subscription/", token, { tier: "starter" }),
      post(cancel, "/accounts/cancel-subscription/", token),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const sub = await subOf(user.id);
    expect(sub.tier === "starter" && sub.cancelAtPeriodEnd).toBe(false);
  });

  it("a verification older than 5 minutes has lapsed", async () => {
    const { token } = await member({ tier: "pro" });
    expect((await verify(token, PASSWORD)).status).toBe(200);
    await db().rateLimitBucket.updateMany({
      where: { key: { startsWith: "password-confirmed:" } },
      data: { lastRequestAt: new Date(Date.now() - 5 * 60_000 - 1000) },
    });
    expect((await post(cancel, "/accounts/cancel-subscription/", token)).status).toBe(400);
  });
});
