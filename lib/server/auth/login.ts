import { verifyPassword } from "@/lib/auth/passwords";
import { ApiError, errors } from "@/lib/http/errors";
import { findUserByLogin } from "@/lib/server/accounts/users";
import { hit, peek, reset, type BucketState, type Window } from "@/lib/server/security/rate-limit";
import { openSession } from "./open-session";

/**
 * Login with brute-force protection. Failed attempts are counted (atomically) per account and
 * client address, per client address, and per account across addresses. Each window ends on its
 * own after 15 minutes, so nobody can be locked out for longer; and since a victim's own address
 * has its own account+address bucket, an attacker elsewhere needs the much higher account-wide
 * limit to lock them out even for those 15 minutes.
 */
const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const LOGIN_LIMITS = {
  accountAndAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
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

function throttleKeys(identifier: string, ip: string) {
  const account = `login:account:${identifier.toLowerCase()}`;
  return {
    accountAndAddress: `${account}:ip:${ip}`,
    address: `login:ip:${ip}`,
    account,
  } as const;
}

export async function login(input: LoginInput) {
  const keys = throttleKeys(input.identifier, input.ip);
  const states = await Promise.all((Object.keys(keys) as (keyof typeof keys)[]).map((k) => peek(keys[k], LOGIN_LIMITS[k])));
  throwIfThrottled(states);

  // Always run bcrypt, even for an unknown user, so both failures take the same time.
  const user = await findUserByLogin(input.identifier);
  const valid = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !valid) {
    await Promise.all((Object.keys(keys) as (keyof typeof keys)[]).map((k) => hit(keys[k], LOGIN_LIMITS[k])));
    throw new ApiError("unauthenticated", INVALID_CREDENTIALS);
  }

  await reset(keys.accountAndAddress);
  const session = await openSession(user.id, { rememberMe: input.rememberMe, ip: input.ip, userAgent: input.userAgent, deviceKey: input.deviceKey });
  return { user: { username: user.username, email: user.email }, ...session };
}

function throwIfThrottled(states: BucketState[]): void {
  const limited = states.filter((s) => s.limited);
  if (!limited.length) return;
  const retryAfterMs = Math.max(...limited.map((s) => s.retryAfterMs));
  const seconds = Math.ceil(retryAfterMs / 1000);
  throw errors.rateLimited(seconds, "Too many login attempts.", { time_message: minutesSeconds(seconds), retry_after: seconds });
}

/** "MM:SS", which the login page turns into words. */
export function minutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
