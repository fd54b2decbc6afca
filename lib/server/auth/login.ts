import { PasswordPoolBusy } from "@/lib/auth/password-pool";
import { verifyPassword } from "@/lib/auth/passwords";
import { hashToken } from "@/lib/auth/tokens";
import { LOGIN_DELAY } from "@/lib/domain/session/throttle";
import { ApiError, errors } from "@/lib/errors";
import { findUserByLogin } from "@/lib/server/accounts/users";
import { db } from "@/lib/server/db/client";
import { release, reserve, reset, type BucketState, type Window } from "@/lib/server/security/rate-limit";
import { openSession } from "./open-session";

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

function throttleKeys(identifier: string, ip: string): Record<Counter, string> {
  const account = `login:account:${identifier.toLowerCase()}`;
  return { accountAndAddress: `${account}:ip:${ip}`, address: `login:ip:${ip}`, account };
}

export async function login(input: LoginInput) {
  const keys = throttleKeys(input.identifier, input.ip);
  const user = await findUserByLogin(input.identifier);
  const knownDevice = user && input.deviceKey ? await hasSignedInBefore(user.id, input.deviceKey) : false;
  const reserved = await reserveAttempt(
    keys,
    knownDevice ? ["accountAndAddress", "address"] : ["accountAndAddress", "address", "account"],
  );

  // Always run bcrypt, even for an unknown user, so both failures take the same time.
  const valid = await verifyPassword(input.password, user?.passwordHash).catch(async (error) => {
    await Promise.all(reserved.map((k) => release(keys[k])));
    throw error instanceof PasswordPoolBusy ? tooManyAttempts(error.retryAfterSeconds * 1000) : error;
  });
  if (!user || !valid) throw new ApiError("unauthenticated", INVALID_CREDENTIALS);

  await Promise.all([
    reset(keys.accountAndAddress),
    ...reserved.filter((k) => k !== "accountAndAddress").map((k) => release(keys[k])),
  ]);
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
