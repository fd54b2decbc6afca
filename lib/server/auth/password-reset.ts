import { passwordChangedEmail } from "@/emails/password-changed";
import { passwordResetEmail } from "@/emails/password-reset";
import { hashPassword } from "@/lib/auth/passwords";
import { hashToken } from "@/lib/auth/tokens";
import type { Task } from "graphile-worker";
import { env } from "@/lib/env";
import { ApiError, errors } from "@/lib/errors";
import { endCredentialsOfOldPassword } from "@/lib/server/accounts/password-credentials";
import { db } from "@/lib/server/db/client";
import { queueEmail } from "@/lib/server/email/queue";
import { addressKey, hit, type Window } from "@/lib/server/security/rate-limit";
import { appSecret } from "@/lib/server/security/secret";
import { checkResetToken, decodeUid, encodeUid, makeResetToken, type TokenUser } from "./password-reset-token";
import { revokeAllSessions } from "./sessions";

/**
 * Forgot password and reset password. The request answers the same, after the same work, whether
 * or not the address has an account (the lookup and the email come after, in a job); the link is built from APP_URL only (never from the
 * request's Host header); the reset itself is one guarded UPDATE, so a link works exactly once
 * even when it is submitted twice at the same moment.
 */
export const RESET_REQUEST_LIMIT: Window = { limit: 5, windowMs: 60 * 60 * 1000 };
export const TOO_MANY_RESET_REQUESTS = "Too many password reset attempts. Please try again later.";
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired.";

export const resetRequestMessage = (email: string) =>
  `If an account exists for ${email}, you will receive password reset instructions.`;

/**
 * The answer never carries the link, in any environment: the answer is the same for every address,
 * and the link reaches only the address's owner (outside production without SMTP: /dev/mailbox).
 */
export interface ResetRequestResult {
  success: true;
  message: string;
}

interface ResetUser extends TokenUser {
  username: string;
}

const USER_FIELDS = { id: true, username: true, email: true, passwordHash: true, lastLoginAt: true } as const;

/** The job that looks the address up and, when it has an account, queues the email with the link. */
export const PASSWORD_RESET_TASK = "password_reset_request";

/**
 * Counts the request against its limits and queues the job that does the rest, after the answer:
 * the same one statement for every address, so neither the answer nor its time tells whether the
 * address has an account.
 */
export async function requestPasswordReset(
  input: { email: string; ip: string },
  now = new Date(),
): Promise<ResetRequestResult> {
  await enforceRequestLimits(input.email, input.ip, now);
  await db()
    .$executeRaw`SELECT graphile_worker.add_job(${PASSWORD_RESET_TASK}, json_build_object('email', ${input.email}::text), max_attempts := 5)`;
  return { success: true, message: resetRequestMessage(input.email) };
}

/** The job's work: the reset email to the account of `email`, through the outbox; nothing for an unknown address. */
export async function sendResetLink(email: string, now = new Date()): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const content = passwordResetEmail({
    username: user.username,
    resetUrl: resetLink(user.id, makeResetToken(user, appSecret(), now)),
    expiresInSeconds: env().PASSWORD_RESET_TIMEOUT_SECONDS,
  });
  await db().$transaction((tx) => queueEmail(tx, { kind: "password_reset", to: user.email, ...content }));
}

/** The password_reset_request job (lib/server/jobs/worker.ts). */
export const passwordResetTask: Task = async (payload) => {
  const email = (payload as { email?: unknown } | null)?.email;
  if (typeof email !== "string") throw new Error("password_reset_request: bad payload");
  await sendResetLink(email);
};

/** Every request is counted (one atomic statement per key), per client address and per email. */
async function enforceRequestLimits(email: string, ip: string, now: Date): Promise<void> {
  const keys = [`password-reset:ip:${addressKey(ip)}`, `password-reset:email:${hashToken(email.toLowerCase())}`];
  const states = await Promise.all(keys.map((key) => hit(key, RESET_REQUEST_LIMIT, now)));
  const over = states.filter((s) => s.count > RESET_REQUEST_LIMIT.limit);
  if (over.length)
    throw errors.rateLimited(Math.max(...over.map((s) => s.retryAfterMs)) / 1000, TOO_MANY_RESET_REQUESTS);
}

async function findUserByEmail(email: string): Promise<ResetUser | null> {
  const rows = await db().$queryRaw<
    { id: number }[]
  >`SELECT id FROM users WHERE lower(email) = lower(${email}) LIMIT 1`;
  return rows[0] ? db().user.findUnique({ where: { id: rows[0].id }, select: USER_FIELDS }) : null;
}

export function resetLink(userId: number, token: string): string {
  const query = new URLSearchParams({ uidb64: encodeUid(userId), token });
  return `${env().appUrl}/reset-password?${query.toString()}`;
}

/** The user a reset link belongs to, when the link is still good; null for anything else. */
async function userForLink(uidb64: string, token: string, now: Date): Promise<ResetUser | null> {
  const id = decodeUid(uidb64);
  if (id === null) return null;
  const user = await db().user.findUnique({ where: { id }, select: USER_FIELDS });
  if (!user) return null;
  return checkResetToken(user, token, appSecret(), env().PASSWORD_RESET_TIMEOUT_SECONDS, now) ? user : null;
}

/** For the reset page: whether to show the form or the 'Invalid or expired link' state. */
export async function isResetLinkValid(uidb64: string, token: string, now = new Date()): Promise<boolean> {
  return (await userForLink(uidb64, token, now)) !== null;
}

const invalidLink = () => new ApiError("bad_request", INVALID_RESET_LINK, { invalid_link: true });

export async function confirmPasswordReset(
  input: { uidb64: string; token: string; newPassword: string },
  now = new Date(),
): Promise<{ success: true }> {
  const user = await userForLink(input.uidb64, input.token, now);
  if (!user) throw invalidLink();
  const passwordHash = await hashPassword(input.newPassword);
  // Only if nothing the token covers changed since it was checked: of two simultaneous
  // submissions of one link, the second finds a new hash and updates nothing.
  // The new password, the end of every session and the notice are one transaction.
  await db().$transaction(async (tx) => {
    const updated = await tx.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash, lastLoginAt: user.lastLoginAt, email: user.email },
      data: { passwordHash },
    });
    if (updated.count !== 1) throw invalidLink();
    await revokeAllSessions(user.id, undefined, tx);
    // API tokens and a pending email change end with the old password too.
    await endCredentialsOfOldPassword(tx, user.id);
    const content = passwordChangedEmail({
      username: user.username,
      supportUrl: `${env().appUrl}/support`,
      how: "reset",
    });
    await queueEmail(tx, { kind: "password_changed", to: user.email, ...content });
  });
  return { success: true };
}
