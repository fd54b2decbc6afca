import { describe, expect, it } from "vitest";
import { GET as accountGet } from "@/app/api/accounts/account/route";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import type { UserOptions } from "@/tests/support/factories";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

const PATH = "/api/accounts/account/";

async function member(opts: UserOptions = {}) {
  const user = await createUser(opts);
  const { token } = await createSession(user.id);
  return { user, token };
}
const get = (token?: string) => accountGet(jsonRequest("GET", PATH, undefined, { session: token }));
const project = (userId: number, status: "active" | "completed") =>
  db().project.create({
    data: { userId, status, title: uniqueName("project"), completedAt: status === "completed" ? new Date() : null },
  });

describe("GET /api/accounts/account/", () => {
  it("returns the user's name, email, avatar, plan label and active project count", async () => {
    const { user, token } = await member({ tier: "pro", username: uniqueName("Ada") });
    await db().user.update({ where: { id: user.id }, data: { avatarUrl: "/avatars/ada.png" } });
    await project(user.id, "active");
    await project(user.id, "active");
    await project(user.id, "completed");
    // Another user's projects never count.
    const other = await member();
    await project(other.user.id, "active");

    const res = await get(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      account: {
        username: user.username,
        email: user.email,
        avatar_url: "/avatars/ada.png",
        tier: "Pro",
        active_projects: 2,
      },
    });
  });

  it("labels each plan, and says Free without a subscription or after it ended", async () => {
    for (const [opts, label] of [
      [{ tier: "starter" }, "Starter"],
      [{ tier: "lifetime", currentPeriodEnd: null }, "Lifetime"],
      [{ tier: "pro", status: "grace_period" }, "Pro"],
      // Canceled but paid until a future date: still the plan.
      [{ tier: "pro", status: "canceled" }, "Pro"],
      [{ tier: "pro", status: "canceled", currentPeriodEnd: new Date(Date.now() - 86_400_000) }, "Free"],
      [{ tier: null }, "Free"],
    ] as [UserOptions, string][]) {
      const { token } = await member(opts);
      const body = await (await get(token)).json();
      expect(body.account, JSON.stringify(opts)).toMatchObject({ tier: label, active_projects: 0, avatar_url: null });
    }
  });

  it("needs a session", async () => {
    const res = await get();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Authentication credentials were not provided." });
  });
});
