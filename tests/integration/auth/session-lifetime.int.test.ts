import { describe, expect, it } from "vitest";
import { MAX_SESSION_AGE_MS, MAX_SHORT_SESSION_AGE_MS, verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUserWithSession } from "@/tests/support/factories";

/**
 * The attack: a stolen remember-me session kept alive forever by using it at least every 30 days
 * (each use slides its expiry). Every session ends 90 days after it was created, however often it
 * is used (a one-day session's renewals: 30 days). The clock is moved through verifySession's `now`.
 */
const DAY = 86_400_000;

async function createdAtOf(sessionId: number) {
  return (await db().session.findUniqueOrThrow({ where: { id: sessionId } })).createdAt.getTime();
}

describe("absolute session lifetime", () => {
  it("a remember-me session used every 29 days ends 90 days after its creation", async () => {
    const { token, sessionId } = await createUserWithSession({ rememberMe: true });
    const created = await createdAtOf(sessionId);
    expect(MAX_SESSION_AGE_MS).toBe(90 * DAY);
    let last = null;
    for (const day of [29, 58, 87]) {
      last = await verifySession(token, { refresh: true, now: new Date(created + day * DAY) });
      expect(last, `day ${day}`).not.toBeNull();
      expect(last!.expiresAt.getTime()).toBeLessThanOrEqual(created + 90 * DAY);
    }
    expect(last!.expiresAt.getTime()).toBe(created + 90 * DAY);
    expect(await verifySession(token, { refresh: true, now: new Date(created + 89 * DAY) })).not.toBeNull();
    expect(await verifySession(token, { refresh: true, now: new Date(created + 90 * DAY + 1000) })).toBeNull();
  });

  it("a one-day session renewed every 23 hours ends 30 days after its creation", async () => {
    const { token, sessionId } = await createUserWithSession({ rememberMe: false });
    const created = await createdAtOf(sessionId);
    expect(MAX_SHORT_SESSION_AGE_MS).toBe(30 * DAY);
    let alive = true;
    let hours = 0;
    while (alive && hours < 40 * 24) {
      hours += 23;
      alive = (await verifySession(token, { refresh: true, now: new Date(created + hours * 3_600_000) })) !== null;
    }
    expect(alive).toBe(false);
    expect(hours).toBeGreaterThan(29 * 24);
    expect(hours).toBeLessThanOrEqual(30 * 24 + 23);
  });
});
