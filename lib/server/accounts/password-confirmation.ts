import { CONFIRM_PASSWORD_PROMPT } from "@/lib/domain/validation/settings";
import { ApiError } from "@/lib/errors";
import type { ActiveSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { confirmPassword } from "./settings";

/**
 * Plan changes and cancellation need the current password. It comes either in the body, or, as the
 * spec's account page does it, through POST /accounts/verify-password/ just before: a right password
 * there marks this session confirmed for CONFIRMATION_TTL_MS, good for one action. The mark is a row
 * of rate_limit_buckets (its time in last_request_at), taken with one DELETE, so two actions sent at
 * once cannot both use it.
 */
export const CONFIRMATION_TTL_MS = 5 * 60 * 1000;

function confirmationKey(session: ActiveSession): string {
  return session.apiToken
    ? `password-confirmed:token:${session.apiToken.id}`
    : `password-confirmed:${session.sessionId}`;
}

/** After a right password on verify-password: this session may run one confirmed action. */
export async function rememberPasswordConfirmed(session: ActiveSession, now = new Date()): Promise<void> {
  const key = confirmationKey(session);
  await db().rateLimitBucket.upsert({
    where: { key },
    create: { key, count: 1, windowStart: now, lastRequestAt: now },
    update: { count: 1, windowStart: now, lastRequestAt: now },
  });
}

/** Takes this session's confirmation when it is fresh; false when there is none to take. */
async function takeConfirmation(session: ActiveSession, now: Date): Promise<boolean> {
  const taken = await db().rateLimitBucket.deleteMany({
    where: { key: confirmationKey(session), lastRequestAt: { gt: new Date(now.getTime() - CONFIRMATION_TTL_MS) } },
  });
  return taken.count === 1;
}

/**
 * Passes when `password` is the user's (checked as verify-password checks it) or, without one, when
 * the session verified its password a moment ago; else 400 with the spec's prompt on `password`.
 */
export async function confirmAccountAction(
  session: ActiveSession,
  password: string | undefined,
  now = new Date(),
): Promise<void> {
  if (password !== undefined) return confirmPassword(session.user.id, password);
  if (await takeConfirmation(session, now)) return;
  throw new ApiError("bad_request", CONFIRM_PASSWORD_PROMPT, { errors: { password: [CONFIRM_PASSWORD_PROMPT] } });
}
