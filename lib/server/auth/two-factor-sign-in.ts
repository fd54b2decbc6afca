import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { TWO_FACTOR_LOGIN_PATH } from "@/lib/domain/validation/account-security-rules";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import type { CookieSpec } from "@/lib/auth/cookies";
import { isTwoFactorOn, verifySecondFactor } from "@/lib/server/accounts/two-factor";
import { db } from "@/lib/server/db/client";
import { openSession, type OpenedSession, type SignInContext } from "./open-session";

/**
 * The second step of a sign-in for an account with two-factor on. The first step (password or a
 * social provider) opens no session: it leaves a challenge, held by the browser in an HttpOnly
 * cookie (only its hash is stored), which the authenticator code turns into a session within 10
 * minutes. The code check has its own atomic attempt limit (lib/server/accounts/two-factor.ts);
 * the challenge is deleted by the sign-in it completes, so it opens one session at most.
 */
export const TWO_FACTOR_COOKIE = "two_factor";
export const TWO_FACTOR_TTL_SECONDS = 10 * 60;
/** Where a sign-in that needs its code is sent (the login page asks for it). */
export const TWO_FACTOR_PATH = TWO_FACTOR_LOGIN_PATH;
export const CHALLENGE_EXPIRED = "Your sign-in expired. Please log in again.";

export interface TwoFactorChallenge {
  token: string;
  expiresAt: Date;
}

/** A challenge for this user when two-factor is on, else null (the sign-in goes on as before). */
export async function challengeIfTwoFactor(
  userId: number,
  rememberMe: boolean,
  now = new Date(),
): Promise<TwoFactorChallenge | null> {
  if (!(await isTwoFactorOn(userId))) return null;
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + TWO_FACTOR_TTL_SECONDS * 1000);
  await db().twoFactorChallenge.create({ data: { tokenHash: hashToken(token), userId, rememberMe, expiresAt } });
  return { token, expiresAt };
}

export function twoFactorCookie(challenge: TwoFactorChallenge | null): CookieSpec {
  return {
    name: TWO_FACTOR_COOKIE,
    value: challenge?.token ?? "",
    httpOnly: true,
    sameSite: "lax",
    secure: env().secureCookies,
    path: "/",
    maxAge: challenge ? TWO_FACTOR_TTL_SECONDS : 0,
  };
}

/** The code for a waiting challenge: a right one opens the session, as any sign-in does. */
export async function completeTwoFactorSignIn(
  token: string | undefined,
  code: string,
  ctx: Omit<SignInContext, "rememberMe">,
  now = new Date(),
): Promise<OpenedSession & { userId: number }> {
  const challenge = token ? await db().twoFactorChallenge.findUnique({ where: { tokenHash: hashToken(token) } }) : null;
  if (!challenge || challenge.expiresAt <= now) throw new ApiError("unauthenticated", CHALLENGE_EXPIRED);
  await verifySecondFactor(challenge.userId, code, now);
  const taken = await db().twoFactorChallenge.deleteMany({ where: { id: challenge.id } });
  if (taken.count !== 1) throw new ApiError("unauthenticated", CHALLENGE_EXPIRED);
  const session = await openSession(challenge.userId, { ...ctx, rememberMe: challenge.rememberMe });
  return { ...session, userId: challenge.userId };
}
