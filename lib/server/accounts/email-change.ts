import { emailChangeConfirmEmail, emailChangedNotice, emailChangeRequestedNotice } from "@/emails/account-security";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { TOKEN_INVALID } from "@/lib/domain/validation/account-security";
import { env } from "@/lib/env";
import { ApiError, errors } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { queueEmails } from "@/lib/server/email/queue";
import { hit, type Window } from "@/lib/server/security/rate-limit";
import { confirmPassword } from "./settings";

/**
 * Changing the account's email. The request takes the current password (the shared, atomic
 * password-check limit); a link sent to the new address confirms it, and until then the account
 * keeps its old email. The answer never says whether the new address belongs to another account:
 * that is only found out, and refused, when the link is used (by whoever holds that inbox).
 */
export const EMAIL_CHANGE_TTL_SECONDS = 60 * 60;
/** At most 5 confirmation links an hour per account, so the form cannot be used to spam an inbox. */
export const EMAIL_CHANGE_REQUESTS: Window = { limit: 5, windowMs: 60 * 60 * 1000 };
export const EMAIL_CHANGE_SENT = "Check your new email: we sent it a link to confirm the change.";
export const SAME_EMAIL = "This is already your email address.";
export const EMAIL_IN_USE = "This email address is already used by another account.";
export const EMAIL_CHANGED = "Your email was changed.";

const supportUrl = () => `${env().appUrl}/support`;

export async function requestEmailChange(userId: number, password: string, newEmail: string, now = new Date()) {
  await confirmPassword(userId, password);
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, email: true } });
  if (user.email.toLowerCase() === newEmail.toLowerCase())
    throw new ApiError("bad_request", SAME_EMAIL, { errors: { new_email: [SAME_EMAIL] } });
  const sent = await hit(`email-change:user:${userId}`, EMAIL_CHANGE_REQUESTS, now);
  if (sent.count > EMAIL_CHANGE_REQUESTS.limit)
    throw errors.rateLimited(sent.retryAfterMs / 1000, "Too many email change requests. Please try again later.");

  const token = newSecretToken();
  const confirmUrl = `${env().appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  await db().$transaction(async (tx) => {
    // Only the newest link works: an earlier one, maybe to a mistyped address, dies here.
    await tx.emailChangeToken.deleteMany({ where: { userId, usedAt: null } });
    await tx.emailChangeToken.create({
      data: {
        userId,
        newEmail,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_SECONDS * 1000),
        createdAt: now,
      },
    });
    await queueEmails(tx, [
      {
        kind: "email_change_confirm",
        to: newEmail,
        ...emailChangeConfirmEmail({ username: user.username, confirmUrl, expiresInSeconds: EMAIL_CHANGE_TTL_SECONDS }),
      },
      {
        kind: "email_change_notice",
        to: user.email,
        ...emailChangeRequestedNotice({ username: user.username, newEmail, supportUrl: supportUrl() }),
      },
    ]);
  });
  return { message: EMAIL_CHANGE_SENT };
}

/**
 * Uses a link: one atomic UPDATE claims the token (unused and unexpired), so two clicks at once
 * change the email once. The address is re-checked here; the case-insensitive unique index has
 * the last word against a race. The old address is told.
 */
export async function confirmEmailChange(token: string, now = new Date()) {
  const claimed = await db().$queryRaw<{ user_id: number; new_email: string }[]>`
    UPDATE email_change_tokens SET used_at = ${now}
    WHERE token_hash = ${hashToken(token)} AND used_at IS NULL AND expires_at > ${now}
    RETURNING user_id, new_email`;
  const row = claimed[0];
  if (!row) throw new ApiError("bad_request", TOKEN_INVALID);
  try {
    await db().$transaction(async (tx) => {
      const before = await tx.user.findUniqueOrThrow({
        where: { id: row.user_id },
        select: { username: true, email: true },
      });
      await tx.user.update({ where: { id: row.user_id }, data: { email: row.new_email } });
      await queueEmails(tx, [
        {
          kind: "email_change_notice",
          to: before.email,
          ...emailChangedNotice({ username: before.username, newEmail: row.new_email, supportUrl: supportUrl() }),
        },
      ]);
    });
  } catch (error) {
    if (isEmailUniqueViolation(error)) throw new ApiError("bad_request", EMAIL_IN_USE);
    throw error;
  }
  return { message: EMAIL_CHANGED, email: row.new_email };
}

function isEmailUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "P2002" || String(error).includes("users_email_lower_key");
}
