import { PasswordPoolBusy } from "@/lib/auth/password-pool";
import { verifyPassword } from "@/lib/auth/passwords";
import { hashToken } from "@/lib/auth/tokens";
import { LOGIN_DELAY } from "@/lib/domain/session/throttle";
import { ApiError, errors } from "@/lib/errors";
import { findUserByLogin } from "@/lib/server/accounts/users";
import { db } from "@/lib/server/db/client";
import { addressKey, release, reserve, reset, type BucketState, type Window } from "@/lib/server/security/rate-limit";
import { openSession } from "./open-session";
import { challengeIfTwoFactor } from "./two-factor-sign-in";

/**
 * Login with brute-force protection. Each attempt reserves its place (one atomic statement per
 * counter) before the password is checked, so parallel guesses can never all run under a limit;
 * a success gives its place back. Three counters:
 * - this account from this address, with growing delays (five attempts free, then 1, 2, 4, 8 and
 *   at most 15 minutes between attempts), reset by a success;
 * - this address, whatever the account (20 per 15 minutes);
 * - this account from anywhere (50 per 15 minutes), which a device that has signed in to the
 *   account before (its device cookie) skips, so failures from elsewhere never lock the owner out.
 */
const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const LOGIN_LIMITS = {
  accountAndAddress: { limit: 1_000, windowMs: 24 * 60 * 60 * 1000 },
  address: { limit: 20, windowMs: FIFTEEN_MINUTES },
  account: { limit: 50, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, Window>;

export const INVALID_CREDENTIALS = "Invalid username or password.";

export interface LoginInput {
  identifier: string;
  password: string;
  rememberMe: boolean;
  ip: string;
  userAgent: string | null;
  /** The browser's device cookie, if it sent a valid one (see open-session.ts). */
  deviceKey?: string;
}

type Counter = keyof typeof LOGIN_LIMITS;

/**
 * The counters' keys. An account's failures count on the account, whichever identifier was typed
 * (username or email, in any case); an identifier that names no account counts on itself. An
 * address is keyed as every per-address limit keys it (IPv6 on its /64).
 */
export function throttleKeys(identifier: string, userId: number | null, ip: string): Record<Counter, string> {
  const account = userId === null ? `login:account:${identifier.toLowerCase()}` : `login:user:${userId}`;
  const address = addressKey(ip);
  return { accountAndAddress: `${account}:ip:${address}`, address: `login:ip:${address}`, account };
}

export async function login(input: LoginInput) {
  const user = await findUserByLogin(input.identifier);
  const keys = throttleKeys(input.identifier, user?.id ?? null, input.ip);
  const knownDevice = user && input.deviceKey ? await hasSignedInBefore(user.id, input.deviceKey) : false;
  const reserved = await reserveAttempt(
    keys,
    knownDevice ? ["accountAndAddress", "address"] : ["accountAndAddress", "address", "account"],
  );

  // An unknown user takes as long as a check, without one (lib/auth/passwords.ts). The owner known by
  // an approved device or a recent sign-in from this address checks with priority: a flood of
  // guesses cannot fill the pool for them.
  const priority = knownDevice || (user !== null && (await signedInFromHereRecently(user.id, input.ip)));
  const valid = await verifyPassword(input.password, user?.passwordHash, { priority }).catch(async (error) => {
    await Promise.all(reserved.map((k) => release(keys[k])));
    throw error instanceof PasswordPoolBusy ? tooManyAttempts(error.retryAfterSeconds * 1000) : error;
  });
  if (!user || !valid) throw new ApiError("unauthenticated", INVALID_CREDENTIALS);

  await Promise.all([
    reset(keys.accountAndAddress),
    ...reserved.filter((k) => k !== "accountAndAddress").map((k) => release(keys[k])),
  ]);
  // Two-factor on: the right password opens no session yet, only a challenge for the code.
  const twoFactor = await challengeIfTwoFactor(user.id, input.rememberMe);
  if (twoFactor) return { user: { username: user.username, email: user.email }, twoFactor };
  const session = await openSession(user.id, {
    rememberMe: input.rememberMe,
    ip: input.ip,
    userAgent: input.userAgent,
    deviceKey: input.deviceKey,
  });
  return { user: { username: user.username, email: user.email }, ...session };
}

/** Reserves the attempt on each counter in turn; on a refusal, gives back what it took and answers 429. */
async function reserveAttempt(keys: Record<Counter, string>, counters: Counter[]): Promise<Counter[]> {
  const taken: Counter[] = [];
  for (const counter of counters) {
    const state: BucketState = await reserve(
      keys[counter],
      LOGIN_LIMITS[counter],
      new Date(),
      counter === "accountAndAddress" ? LOGIN_DELAY : undefined,
    );
    if (state.limited) {
      await Promise.all(taken.map((k) => release(keys[k])));
      throw tooManyAttempts(state.retryAfterMs);
    }
    taken.push(counter);
  }
  return taken;
}

/** How far back a sign-in from the same address marks the owner (a priority check). */
const RECENT_SIGN_IN_MS = 30 * 24 * 60 * 60 * 1000;

async function signedInFromHereRecently(userId: number, ip: string): Promise<boolean> {
  const session = await db().session.findFirst({
    where: { userId, ipAddress: ip, createdAt: { gte: new Date(Date.now() - RECENT_SIGN_IN_MS) } },
    select: { id: true },
  });
  return session !== null;
}

/** A browser whose device cookie this account approved at an earlier sign-in. */
async function hasSignedInBefore(userId: number, deviceKey: string): Promise<boolean> {
  const device = await db().device.findUnique({
    where: { userId_deviceKey: { userId, deviceKey: hashToken(deviceKey) } },
    select: { approvedAt: true },
  });
  return Boolean(device?.approvedAt);
}

function tooManyAttempts(retryAfterMs: number): ApiError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  return errors.rateLimited(seconds, "Too many login attempts.", {
    time_message: minutesSeconds(seconds),
    retry_after: seconds,
  });
}

/** "MM:SS", which the login page turns into words. */
export function minutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
