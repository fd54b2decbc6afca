import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as checkUsername } from "@/app/accounts/check-username/route";
import { GET as closurePreview, POST as closeAccount } from "@/app/accounts/close-account/route";
import { GET as exportData } from "@/app/accounts/export-data/route";
import { CLOSE_CONFIRMATION_PHRASE } from "@/lib/domain/validation/account-security";
import { verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { makeIdeas } from "@/tests/support/search";
import { PASSWORD, enableTwoFactor, post, userWithPassword } from "./account-security-support";

/** Download my data, and closing the account: what goes, what stays without a name, when the username frees. */
afterEach(() => vi.useRealTimers());

async function userWithData(opts: Parameters<typeof userWithPassword>[0] = {}) {
  const { user, token } = await userWithPassword(opts);
  const [ideaId] = await makeIdeas([{ title: "Export fixture idea" }]);
  const project = await db().project.create({
    data: {
      userId: user.id,
      ideaId,
      title: "Fixture project",
      milestones: { create: [{ title: "First milestone", position: 0 }] },
      notes: { create: [{ content: "A private note" }] },
    },
  });
  const sub = await db().subscription.findUniqueOrThrow({ where: { userId: user.id } });
  await db().invoice.create({
    data: {
      userId: user.id,
      subscriptionId: sub.id,
      stripeInvoiceId: `in_fixture_${user.id}`,
      number: `FIX-${user.id}`,
      issuedAt: new Date(),
      amountCents: 900,
      status: "paid",
    },
  });
  await db().checkoutSession.create({
    data: { stripeSessionId: `cs_fixture_${user.id}`, email: user.email, tier: "starter", userId: user.id },
  });
  await db().supportRequest.create({
    data: {
      userId: user.id,
      email: user.email,
      name: `Fixture Name ${user.id}`,
      category: "other",
      subject: "Hi",
      message: "Hello",
    },
  });
  await db().dailyUsage.create({ data: { userId: user.id, day: new Date("2026-11-20"), searchUsed: 3 } });
  await db().$executeRaw`INSERT INTO saved_ideas (user_id, idea_id) VALUES (${user.id}, ${ideaId})`;
  await db().savedSearch.create({ data: { userId: user.id, name: "Fixture search", params: { q: "invoices" } } });
  await db().apiToken.create({
    data: {
      userId: user.id,
      name: "Fixture token",
      scope: "read",
      tokenHash: `fixture-token-${user.id}`,
      hint: "ifk_Fix",
    },
  });
  return { user, token, project, ideaId: ideaId! };
}

const close = (token: string, body: Record<string, unknown>) =>
  closeAccount(post("/accounts/close-account/", body, { session: token }));

const usernameAvailable = async (username: string) =>
  ((await (await checkUsername(post("/accounts/check-username/", { username }))).json()) as { available: boolean })
    .available;

describe("download my data", () => {
  it("is a JSON file of the account, subscription, invoices, projects, milestones, notes, saved items and usage, without secrets", async () => {
    const { user, token, ideaId } = await userWithData();
    await enableTwoFactor(token);
    const res = await exportData(jsonRequest("GET", "/accounts/export-data/", undefined, { session: token }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ideaforge-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ username: user.username, email: user.email, twoFactorEnabled: true });
    expect(data.subscription).toMatchObject({ tier: "starter", status: "active" });
    // The plan fields the account page judges access from, plus when it was bought and started.
    expect(Object.keys(data.subscription).sort()).toEqual([
      "cancelAtPeriodEnd",
      "createdAt",
      "currentPeriodEnd",
      "graceEndsAt",
      "isLifetime",
      "lifetimePurchasedAt",
      "status",
      "tier",
    ]);
    expect(data.invoices).toEqual([expect.objectContaining({ number: `FIX-${user.id}`, amountCents: 900 })]);
    expect(data.projects[0]).toMatchObject({
      title: "Fixture project",
      milestones: [expect.objectContaining({ title: "First milestone" })],
      notes: [expect.objectContaining({ content: "A private note" })],
    });
    // The saved items as the app lists them: the idea with its text, the search, the token's hint.
    expect(data.saved.saved_ideas).toEqual([
      expect.objectContaining({
        idea_id: ideaId,
        idea: expect.objectContaining({ idea_summary: "Export fixture idea" }),
      }),
    ]);
    expect(data.saved.saved_searches).toEqual([
      expect.objectContaining({ name: "Fixture search", params: { q: "invoices" }, alert: "off" }),
    ]);
    expect(data.api_tokens).toEqual([
      expect.objectContaining({ name: "Fixture token", scope: "read", hint: "ifk_Fix" }),
    ]);
    expect(data.usage.daily_credits).toEqual([expect.objectContaining({ searchUsed: 3 })]);
    expect(data.security.support_requests).toHaveLength(1);
    const stored = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(text).not.toContain(stored.passwordHash!);
    expect(text).not.toContain(`fixture-token-${user.id}`);
    expect(text).not.toMatch(/hash|secret_encrypted|recovery/i);
  });

  it("needs a session", async () => {
    expect((await exportData(jsonRequest("GET", "/accounts/export-data/"))).status).toBe(401);
  });
});

describe("closing the account", () => {
  it("needs the password and the typed confirmation", async () => {
    const { user, token } = await userWithPassword();
    expect((await close(token, { password: PASSWORD, confirmation: "close" })).status).toBe(400);
    expect((await close(token, { password: "Wrong-Pass-1", confirmation: CLOSE_CONFIRMATION_PHRASE })).status).toBe(
      400,
    );
    expect(await db().user.count({ where: { id: user.id } })).toBe(1);
  });

  it("removes the personal data, ends sessions, keeps invoices without the account, and sends a notice", async () => {
    const { user, token, project } = await userWithData();
    const other = await db().session.create({
      data: { tokenHash: `other-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const res = await close(token, { password: PASSWORD, confirmation: CLOSE_CONFIRMATION_PHRASE });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("sessionid=;"))).toBe(true);

    expect(await verifySession(token)).toBeNull();
    expect(await db().session.count({ where: { id: other.id } })).toBe(0);
    expect(await db().user.count({ where: { id: user.id } })).toBe(0);
    expect(await db().project.count({ where: { id: project.id } })).toBe(0);
    expect(await db().note.count({ where: { projectId: project.id } })).toBe(0);
    expect(await db().subscription.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().dailyUsage.count({ where: { userId: user.id } })).toBe(0);
    const saved = await db().$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM saved_ideas WHERE user_id = ${user.id}`;
    expect(saved[0]!.n).toBe(0);

    const invoice = await db().invoice.findUniqueOrThrow({ where: { stripeInvoiceId: `in_fixture_${user.id}` } });
    expect(invoice).toMatchObject({ userId: null, amountCents: 900, number: `FIX-${user.id}` });
    const checkout = await db().checkoutSession.findUniqueOrThrow({
      where: { stripeSessionId: `cs_fixture_${user.id}` },
    });
    expect(checkout.email).not.toBe(user.email);
    expect(await db().supportRequest.count({ where: { email: user.email } })).toBe(0);
    expect(await db().supportRequest.count({ where: { name: `Fixture Name ${user.id}` } })).toBe(0);

    const notice = await db().emailOutbox.findFirst({ where: { recipient: user.email, kind: "account_closed" } });
    expect(notice?.text).toContain("was closed");
  });

  it("offers the refund to a Lifetime purchase inside its window only", async () => {
    const fresh = await userWithPassword({ tier: "lifetime" });
    await db().subscription.update({
      where: { userId: fresh.user.id },
      data: { lifetimePurchasedAt: new Date(Date.now() - 2 * 86_400_000) },
    });
    const old = await userWithPassword({ tier: "lifetime" });
    await db().subscription.update({
      where: { userId: old.user.id },
      data: { lifetimePurchasedAt: new Date(Date.now() - 8 * 86_400_000) },
    });
    const preview = async (token: string) =>
      (await (
        await closurePreview(jsonRequest("GET", "/accounts/close-account/", undefined, { session: token }))
      ).json()) as {
        refund_available: boolean;
      };
    expect((await preview(fresh.token)).refund_available).toBe(true);
    expect((await preview(old.token)).refund_available).toBe(false);
    const res = await close(fresh.token, {
      password: PASSWORD,
      confirmation: CLOSE_CONFIRMATION_PHRASE,
      request_refund: true,
    });
    expect(await res.json()).toEqual({ closed: true, refunded: true });
    const late = await close(old.token, {
      password: PASSWORD,
      confirmation: CLOSE_CONFIRMATION_PHRASE,
      request_refund: true,
    });
    expect(await late.json()).toEqual({ closed: true, refunded: false });
  });

  it("keeps the username for 30 days, then frees it (moved clock)", async () => {
    const recent = await userWithPassword();
    await close(recent.token, { password: PASSWORD, confirmation: CLOSE_CONFIRMATION_PHRASE });
    expect(await usernameAvailable(recent.user.username)).toBe(false);
    await expect(createUser({ username: recent.user.username.toUpperCase() })).rejects.toThrow();

    const earlier = await userWithPassword();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 31 * 86_400_000);
    expect((await close(earlier.token, { password: PASSWORD, confirmation: CLOSE_CONFIRMATION_PHRASE })).status).toBe(
      200,
    );
    vi.useRealTimers();
    expect(await usernameAvailable(earlier.user.username)).toBe(true);
    const taker = await createUser({ username: earlier.user.username });
    expect(taker.username).toBe(earlier.user.username);
  });
});
