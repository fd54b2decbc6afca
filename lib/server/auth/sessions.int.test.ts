import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { createUser, createUserWithSession } from "@/tests/support/factories";
import {
  REFRESH_INTERVAL_MS,
  REMEMBER_ME_TTL_MS,
  SESSION_TTL_MS,
  createSession,
  revokeAllSessions,
  revokeSession,
  verifySession,
} from "./sessions";

const HOUR = 3_600_000;

describe("sessions", () => {
  it("lasts one day, or thirty with 'Remember me'", async () => {
    const user = await createUser();
    const short = await createSession(user.id);
    const long = await createSession(user.id, { rememberMe: true });
    expect(short.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_TTL_MS - HOUR);
    expect(short.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(SESSION_TTL_MS);
    expect(long.expiresAt.getTime() - Date.now()).toBeGreaterThan(REMEMBER_ME_TTL_MS - HOUR);
  });

  it("identifies the user and their subscription access", async () => {
    const periodEnd = new Date(Math.floor(Date.now() / 1000) * 1000 + 30 * 86_400_000);
    const { user, token, expiresAt } = await createUserWithSession({
      tier: "pro",
      currentPeriodEnd: periodEnd,
      rememberMe: true,
    });
    await db().user.update({ where: { id: user.id }, data: { avatarUrl: "/api/accounts/avatar/1/?v=2" } });
    const session = await verifySession(token);
    expect(session).toMatchObject({
      token,
      rememberMe: true,
      user: { id: user.id, username: user.username, email: user.email, avatarUrl: "/api/accounts/avatar/1/?v=2" },
      subscription: {
        tier: "pro",
        status: "active",
        isLifetime: false,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
      },
      hasActiveSubscription: true,
      refreshed: false,
      deviceId: null,
      needsDeviceVerification: false,
    });
    expect(session!.expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it("gives a user without a plan a session with no subscription and no access", async () => {
    const { user, token } = await createUserWithSession({ tier: null });
    const session = await verifySession(token);
    expect(session?.user.id).toBe(user.id);
    expect(session?.user.avatarUrl).toBeNull();
    expect(session?.subscription).toBeNull();
    expect(session?.hasActiveSubscription).toBe(false);
  });

  it("denies access to a canceled plan whose period has ended", async () => {
    const { token } = await createUserWithSession({
      status: "canceled",
      currentPeriodEnd: new Date(Date.now() - HOUR),
    });
    expect((await verifySession(token))?.hasActiveSubscription).toBe(false);
  });

  it("stores only a hash of the token", async () => {
    const { token, user } = await createUserWithSession();
    const rows = await db().session.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it("rejects unknown, expired and revoked tokens", async () => {
    const { token, user } = await createUserWithSession();
    expect(await verifySession("made-up-token")).toBeNull();
    expect(await verifySession(token, { now: new Date(Date.now() + SESSION_TTL_MS + 1000) })).toBeNull();
    await revokeSession(token);
    expect(await verifySession(token)).toBeNull();
    const other = await createSession(user.id);
    expect(await verifySession(other.token)).not.toBeNull();
  });

  it("slides the expiry while the session is used, at most once per interval", async () => {
    const { token } = await createUserWithSession();
    const first = await verifySession(token, { refresh: true });
    expect(first?.refreshed).toBe(false);
    const later = new Date(Date.now() + REFRESH_INTERVAL_MS + 1000);
    const refreshed = await verifySession(token, { refresh: true, now: later });
    expect(refreshed?.refreshed).toBe(true);
    expect(refreshed!.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
  });

  it("revokes every session of a user but the current one", async () => {
    const user = await createUser();
    const keep = await createSession(user.id);
    const drop = await createSession(user.id);
    const current = await verifySession(keep.token);
    expect(await revokeAllSessions(user.id, current!.sessionId)).toBe(1);
    expect(await verifySession(drop.token)).toBeNull();
    expect(await verifySession(keep.token)).not.toBeNull();
  });
});
