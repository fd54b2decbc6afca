import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { hasActiveSubscription } from "@/lib/domain/billing/access";
import type { Tier } from "@/lib/domain/billing/plans";
import type { ApiTokenScope } from "@/lib/contracts/api-tokens";
import { db, queryRows } from "@/lib/server/db/client";

/**
 * Server-side, revocable sessions. The cookie holds a random token; the database keeps its hash,
 * the expiry (1 day, or 30 days with 'Remember me'), and whether it was revoked (logout, password
 * change or reset). Sessions slide: used sessions are extended, at most once per refresh interval,
 * never past their absolute lifetime.
 */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_ME_TTL_MS = 30 * SESSION_TTL_MS;
export const REFRESH_INTERVAL_MS = 5 * 60 * 1000;
/**
 * Absolute lifetime: however often it is used, a session ends this long after its creation (90
 * days with 'Remember me'; a one-day session's renewals, 30 days), so a stolen session cannot be
 * kept alive forever by using it.
 */
export const MAX_SESSION_AGE_MS = 90 * SESSION_TTL_MS;
export const MAX_SHORT_SESSION_AGE_MS = 30 * SESSION_TTL_MS;

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  avatarUrl: string | null;
}

export interface SessionSubscription {
  tier: Tier;
  status: "active" | "grace_period" | "canceled";
  isLifetime: boolean;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** In grace_period: when access ends unless a payment goes through. */
  graceEndsAt: Date | null;
}

export interface ActiveSession {
  sessionId: number;
  token: string;
  expiresAt: Date;
  rememberMe: boolean;
  user: SessionUser;
  subscription: SessionSubscription | null;
  hasActiveSubscription: boolean;
  /** Set when this check extended the session: the caller should re-send the cookie. */
  refreshed: boolean;
  /** The device this session was opened on, if known. */
  deviceId: number | null;
  /** The device must be approved at /verify-device before the session may be used. */
  needsDeviceVerification: boolean;
  /** Set when the caller is an API token (Authorization: Bearer), not a browser session. */
  apiToken?: { id: number; scope: ApiTokenScope };
}

export interface NewSessionOptions {
  rememberMe?: boolean;
  ipAddress?: string | null;
  userAgent?: string | null;
  deviceId?: number | null;
  /** Open the session on a device that still has to be approved (see open-session.ts). */
  needsDeviceVerification?: boolean;
}

const ttl = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS);
const maxAge = (rememberMe: boolean) => (rememberMe ? MAX_SESSION_AGE_MS : MAX_SHORT_SESSION_AGE_MS);

export async function createSession(userId: number, opts: NewSessionOptions = {}, prisma: PrismaClient = db()) {
  const token = newSecretToken();
  const rememberMe = opts.rememberMe ?? false;
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + ttl(rememberMe));
  const created = await prisma.session.create({
    select: { id: true },
    data: {
      createdAt,
      tokenHash: hashToken(token),
      userId,
      rememberMe,
      expiresAt,
      ipAddress: opts.ipAddress ?? null,
      userAgent: opts.userAgent?.slice(0, 512) ?? null,
      deviceId: opts.deviceId ?? null,
      needsDeviceVerification: opts.needsDeviceVerification ?? false,
    },
  });
  return { token, expiresAt, sessionId: created.id };
}

interface SessionRow {
  id: number;
  rememberMe: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
  createdAt: Date;
  revokedAt: Date | null;
  deviceId: number | null;
  needsDeviceVerification: boolean;
  user: SessionUser;
  subscription: SessionSubscription | null;
}

/**
 * The session with its user and subscription in one round trip (every authenticated request
 * starts here; Prisma's include sends three queries in turn). On the process's own client it goes
 * straight through pg (queryRows: it is on every request's path). The times are UTC in the table
 * (as Prisma writes them) and are read as timestamptz, so both drivers give the same Dates.
 */
async function findSession(prisma: PrismaClient, tokenHash: string): Promise<SessionRow | null> {
  const statement = Prisma.sql`
    SELECT s.id, s.remember_me, s.expires_at AT TIME ZONE 'UTC' AS expires_at, s.last_seen_at AT TIME ZONE 'UTC' AS last_seen_at,
           s.created_at AT TIME ZONE 'UTC' AS created_at,
           s.revoked_at AT TIME ZONE 'UTC' AS revoked_at, s.device_id, s.needs_device_verification,
           u.id AS user_id, u.username, u.email, u.avatar_url,
           sub.tier::text AS tier, sub.status::text AS status, sub.is_lifetime, sub.current_period_end AT TIME ZONE 'UTC' AS current_period_end,
           sub.cancel_at_period_end, sub.grace_period_ends_at AT TIME ZONE 'UTC' AS grace_period_ends_at
      FROM sessions s
      JOIN users u ON u.id = s.user_id
      LEFT JOIN subscriptions sub ON sub.user_id = u.id
     WHERE s.token_hash = ${tokenHash}`;
  const rows =
    prisma === db()
      ? await queryRows<Record<string, unknown>>(statement)
      : await prisma.$queryRaw<Record<string, unknown>[]>(statement);
  const r = rows[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    rememberMe: r.remember_me as boolean,
    expiresAt: r.expires_at as Date,
    lastSeenAt: r.last_seen_at as Date,
    createdAt: r.created_at as Date,
    revokedAt: (r.revoked_at as Date | null) ?? null,
    deviceId: r.device_id === null ? null : Number(r.device_id),
    needsDeviceVerification: r.needs_device_verification as boolean,
    user: {
      id: Number(r.user_id),
      username: r.username as string,
      email: r.email as string,
      avatarUrl: (r.avatar_url as string | null) ?? null,
    },
    subscription:
      r.tier === null
        ? null
        : {
            tier: r.tier as Tier,
            status: r.status as SessionSubscription["status"],
            isLifetime: r.is_lifetime as boolean,
            currentPeriodEnd: (r.current_period_end as Date | null) ?? null,
            cancelAtPeriodEnd: r.cancel_at_period_end as boolean,
            graceEndsAt: (r.grace_period_ends_at as Date | null) ?? null,
          },
  };
}

/** Looks the token up; null when unknown, revoked or expired. Extends it when `refresh` is set. */
export async function verifySession(
  token: string | undefined,
  { refresh = false, now = new Date() }: { refresh?: boolean; now?: Date } = {},
  prisma: PrismaClient = db(),
): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const row = await findSession(prisma, hashToken(token));
  if (!row || row.revokedAt || row.expiresAt <= now) return null;
  const endOfLife = row.createdAt.getTime() + maxAge(row.rememberMe);
  if (endOfLife <= now.getTime()) return null;

  let expiresAt = row.expiresAt;
  let refreshed = false;
  if (refresh && now.getTime() - row.lastSeenAt.getTime() >= REFRESH_INTERVAL_MS) {
    expiresAt = new Date(Math.min(now.getTime() + ttl(row.rememberMe), endOfLife));
    // Guarded so a concurrently revoked session is not brought back.
    const updated = await prisma.session.updateMany({
      where: { id: row.id, revokedAt: null },
      data: { expiresAt, lastSeenAt: now },
    });
    if (updated.count === 0) return null;
    refreshed = true;
    if (row.deviceId) await prisma.device.updateMany({ where: { id: row.deviceId }, data: { lastSeenAt: now } });
  }

  const { subscription, user } = row;
  return {
    sessionId: row.id,
    token,
    expiresAt,
    rememberMe: row.rememberMe,
    user,
    subscription,
    hasActiveSubscription: hasActiveSubscription(subscription, now),
    refreshed,
    deviceId: row.deviceId,
    needsDeviceVerification: row.needsDeviceVerification,
  };
}

export async function revokeSession(token: string, prisma: PrismaClient = db()): Promise<void> {
  await prisma.session.updateMany({
    where: { tokenHash: hashToken(token), revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** Ends every session of a user (password change or reset), optionally keeping the current one. */
export async function revokeAllSessions(
  userId: number,
  exceptSessionId?: number,
  prisma: Pick<PrismaClient, "session"> = db(),
): Promise<number> {
  const result = await prisma.session.updateMany({
    where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return result.count;
}
