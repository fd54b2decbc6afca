import { beforeAll, describe, expect, it } from "vitest";
import { POST as manage } from "@/app/accounts/manage-subscription/route";
import { hashPassword } from "@/lib/auth/passwords";
import { resetEnvCache } from "@/lib/env";
import { localAmountUsd, readLocalCheckout } from "@/lib/server/billing/local-checkout";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser, type UserOptions } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * Billing edges a customer could use against us: credit for a month never paid (the grace
 * period), and a downgrade that keeps more active projects than the new plan allows.
 */
const PASSWORD = "Plan-Edges-1";
beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
});

async function member(opts: UserOptions) {
  const user = await createUser(opts);
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  const { token } = await createSession(user.id);
  return { user, token };
}
const change = (token: string, tier: string) =>
  manage(jsonRequest("POST", "/accounts/manage-subscription/", { tier, password: PASSWORD }, { session: token }));

describe("plan change edges", () => {
  it("a user in the grace period (the month never paid) gets no credit for it when upgrading", async () => {
    const { token } = await member({
      tier: "pro",
      status: "grace_period",
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
    const up = await (await change(token, "lifetime")).json();
    const ticket = readLocalCheckout(new URL(up.checkout_url).searchParams.get("ticket"));
    expect(await localAmountUsd(ticket!)).toBe(49);
  });

  it("Pro to Starter is refused while more projects are active than Starter allows, and says how many to close", async () => {
    const { user, token } = await member({ tier: "pro" });
    await db().project.createMany({ data: Array.from({ length: 8 }, () => ({ userId: user.id })) });
    const res = await change(token, "starter");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(
      "You have 8 active projects and Starter allows 5. Complete or release 3 of them before changing to Starter.",
    );
    expect((await db().subscription.findUniqueOrThrow({ where: { userId: user.id } })).tier).toBe("pro");
    // Once enough are completed, the downgrade goes through at once.
    const extra = await db().project.findMany({ where: { userId: user.id }, take: 3, select: { id: true } });
    await db().project.updateMany({ where: { id: { in: extra.map((p) => p.id) } }, data: { status: "completed" } });
    expect((await change(token, "starter")).status).toBe(200);
    expect((await db().subscription.findUniqueOrThrow({ where: { userId: user.id } })).tier).toBe("starter");
  });
});
