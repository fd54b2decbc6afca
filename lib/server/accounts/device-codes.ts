import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { deviceCodeEmail } from "@/emails/device-code";
import {
  DEVICE_CODE_LENGTH,
  DEVICE_CODE_MAX_ATTEMPTS,
  DEVICE_CODE_MESSAGES,
  DEVICE_CODE_RESEND_GAP_SECONDS,
  DEVICE_CODE_TTL_SECONDS,
} from "@/lib/domain/devices/verification-code";
import { ApiError, errors } from "@/lib/errors";
import { db, type Tx } from "@/lib/server/db/client";
import { queueEmail } from "@/lib/server/email/queue";
import { hit, type Window } from "@/lib/server/security/rate-limit";
import { appSecret } from "@/lib/server/security/secret";

/**
 * The one-time codes that approve a new device. A code belongs to one waiting session, is emailed
 * to the account, and is kept only as an HMAC (keyed with the app secret and bound to the
 * session), so neither a copy of the table nor another session can use it. Every try is counted
 * by one atomic UPDATE before the comparison (in constant time), so parallel guesses get five
 * tries in all; a correct code is deleted in the transaction that approves the device, so it
 * works once. At most 5 codes per account an hour, and one a minute per session.
 */
export const DEVICE_CODES_PER_HOUR: Window = { limit: 5, windowMs: 60 * 60 * 1000 };

export interface CodeRecipient {
  sessionId: number;
  user: { id: number; username: string; email: string };
  /** What the email says about the sign-in, e.g. 'Desktop, Chrome on Windows'. */
  device: string;
}

function codeHash(sessionId: number, code: string): string {
  return createHmac("sha256", appSecret()).update(`device-code:${sessionId}:${code}`).digest("hex");
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));

const newCode = () => String(randomInt(0, 10 ** DEVICE_CODE_LENGTH)).padStart(DEVICE_CODE_LENGTH, "0");

const tooManySent = (retryAfterMs: number) => errors.rateLimited(retryAfterMs / 1000, DEVICE_CODE_MESSAGES.tooManySent);

/**
 * Makes a new code for the session (replacing any earlier one, tries and all) and emails it (the
 * code and its email are one transaction).
 * Past the account's hourly limit nothing is made or sent: 429 with Retry-After.
 */
export async function issueDeviceCode(to: CodeRecipient, now = new Date()): Promise<void> {
  const sent = await hit(`device-code:user:${to.user.id}`, DEVICE_CODES_PER_HOUR, now);
  if (sent.count > DEVICE_CODES_PER_HOUR.limit) throw tooManySent(sent.retryAfterMs);
  const code = newCode();
  const row = {
    codeHash: codeHash(to.sessionId, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + DEVICE_CODE_TTL_SECONDS * 1000),
    createdAt: now,
  };
  const content = deviceCodeEmail({
    username: to.user.username,
    code,
    device: to.device,
    expiresInSeconds: DEVICE_CODE_TTL_SECONDS,
  });
  await db().$transaction(async (tx) => {
    await tx.deviceVerificationCode.upsert({
      where: { sessionId: to.sessionId },
      create: { sessionId: to.sessionId, ...row },
      update: row,
    });
    await queueEmail(tx, { kind: "device_code", to: to.user.email, ...content });
  });
}

/** A new code on the session's request: not within a minute of the last one (429 with Retry-After). */
export async function resendDeviceCode(to: CodeRecipient, now = new Date()): Promise<void> {
  const last = await db().deviceVerificationCode.findUnique({
    where: { sessionId: to.sessionId },
    select: { createdAt: true },
  });
  const waitMs = last ? last.createdAt.getTime() + DEVICE_CODE_RESEND_GAP_SECONDS * 1000 - now.getTime() : 0;
  if (waitMs > 0) throw errors.rateLimited(waitMs / 1000, DEVICE_CODE_MESSAGES.resendTooSoon);
  await issueDeviceCode(to, now);
}

const codeError = (message: string) => new ApiError("bad_request", message, { errors: { code: [message] } });

/**
 * Counts one try of `code` for the session and checks it. Answers the stored hash when it matches
 * (for useDeviceCode); throws 400 with the message for the code field otherwise. The try stays
 * counted whatever happens next; a missing code is no try.
 */
export async function checkDeviceCode(sessionId: number, code: string | undefined, now = new Date()): Promise<string> {
  if (code === undefined) throw codeError(DEVICE_CODE_MESSAGES.required);
  const [row] = await db().deviceVerificationCode.updateManyAndReturn({
    where: { sessionId, attempts: { lt: DEVICE_CODE_MAX_ATTEMPTS }, expiresAt: { gt: now } },
    data: { attempts: { increment: 1 } },
    select: { codeHash: true, attempts: true },
  });
  if (!row) throw codeError(DEVICE_CODE_MESSAGES.invalid);
  if (sameHash(codeHash(sessionId, code), row.codeHash)) return row.codeHash;
  throw codeError(row.attempts >= DEVICE_CODE_MAX_ATTEMPTS ? DEVICE_CODE_MESSAGES.invalid : DEVICE_CODE_MESSAGES.wrong);
}

/** Inside the approving transaction: deletes the checked code; of two requests racing, one wins. */
export async function useDeviceCode(tx: Tx, sessionId: number, checkedHash: string): Promise<void> {
  const used = await tx.deviceVerificationCode.deleteMany({ where: { sessionId, codeHash: checkedHash } });
  if (used.count !== 1) throw codeError(DEVICE_CODE_MESSAGES.invalid);
}
