import { randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import QRCode from "qrcode";
import { hashToken } from "@/lib/auth/tokens";
import { ApiError, errors } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { release, reserve, type Window } from "@/lib/server/security/rate-limit";
import { open, seal } from "./secret-box";
import { confirmPassword } from "./settings";

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: 6 digits, 30-second steps).
 * - Set-up stores a new secret (encrypted) as pending; the first right code turns it on and
 *   makes ten single-use recovery codes, shown once and kept only as hashes.
 * - Every code check reserves a try first (one atomic statement, 5 per user per 15 minutes, a
 *   right code gives it back), so parallel guesses cannot slip past the limit.
 * - A TOTP code is accepted once: the step it was made for is claimed with one atomic UPDATE that
 *   only succeeds for a step newer than the last one used. A recovery code is spent the same way.
 * - Turning it on or off takes the password and a code.
 */
export const TOTP_ISSUER = "IdeaForge";
export const RECOVERY_CODE_COUNT = 10;
export const TWO_FACTOR_CHECKS: Window = { limit: 5, windowMs: 15 * 60 * 1000 };
export const INVALID_CODE = "Invalid code. Please try again.";
export const TOO_MANY_CODES = "Too many attempts. Please try again later.";
export const ALREADY_ON = "Two-factor sign-in is already on.";
export const NOT_ON = "Two-factor sign-in is not on.";
export const NO_SETUP = "Start the set-up again: no set-up is waiting for a code.";
const SECRET_PURPOSE = "totp";
/** One step either side of now, for clocks a little off. */
const STEP_TOLERANCE_SECONDS = 30;

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
}

export async function twoFactorStatus(userId: number): Promise<TwoFactorStatus> {
  const [secret, left] = await Promise.all([
    db().twoFactorSecret.findUnique({ where: { userId }, select: { enabledAt: true } }),
    db().twoFactorRecoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  return { enabled: Boolean(secret?.enabledAt), recovery_codes_left: secret?.enabledAt ? left : 0 };
}

export async function isTwoFactorOn(userId: number): Promise<boolean> {
  const secret = await db().twoFactorSecret.findUnique({ where: { userId }, select: { enabledAt: true } });
  return Boolean(secret?.enabledAt);
}

/** A new pending secret, its otpauth:// link and the link as a QR code (an SVG data URL, made here). */
export async function beginTwoFactorSetup(userId: number) {
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { username: true, twoFactorSecret: { select: { enabledAt: true } } },
  });
  if (user.twoFactorSecret?.enabledAt) throw new ApiError("bad_request", ALREADY_ON);
  const secret = generateSecret();
  const sealed = seal(SECRET_PURPOSE, secret);
  await db().twoFactorSecret.upsert({
    where: { userId },
    create: { userId, secretEncrypted: sealed },
    update: { secretEncrypted: sealed, lastUsedStep: null, enabledAt: null },
  });
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.username, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/**
 * The password and the first right code turn two-factor on; answers the ten recovery codes, shown
 * this once. The password keeps a session alone (a stolen one) from locking the owner out.
 */
export async function confirmTwoFactorSetup(userId: number, password: string, code: string, now = new Date()) {
  await confirmPassword(userId, password);
  const pending = await db().twoFactorSecret.findUnique({ where: { userId } });
  if (!pending) throw new ApiError("bad_request", NO_SETUP);
  if (pending.enabledAt) throw new ApiError("bad_request", ALREADY_ON);
  await checkWithLimit(userId, now, () => claimTotpStep(userId, pending.secretEncrypted, code, now));
  const codes = newRecoveryCodes();
  await db().$transaction(async (tx) => {
    await tx.twoFactorSecret.update({ where: { userId }, data: { enabledAt: now } });
    await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
    await tx.twoFactorRecoveryCode.createMany({
      data: codes.map((c) => ({ userId, codeHash: recoveryHash(c), createdAt: now })),
    });
  });
  return { enabled: true, recovery_codes: codes };
}

/** Off only with the password and a code (from the app or a recovery code). */
export async function disableTwoFactor(userId: number, password: string, code: string, now = new Date()) {
  await confirmPassword(userId, password);
  if (!(await isTwoFactorOn(userId))) throw new ApiError("bad_request", NOT_ON);
  await verifySecondFactor(userId, code, now);
  await db().$transaction([
    db().twoFactorSecret.deleteMany({ where: { userId } }),
    db().twoFactorRecoveryCode.deleteMany({ where: { userId } }),
  ]);
  return { enabled: false };
}

/**
 * The second step of a sign-in (or of turning it off): a code from the app or an unused recovery
 * code. Throws 400 for a wrong or reused code and 429 past the limit.
 */
export async function verifySecondFactor(userId: number, code: string, now = new Date()): Promise<void> {
  const secret = await db().twoFactorSecret.findUnique({ where: { userId } });
  if (!secret?.enabledAt) throw new ApiError("bad_request", NOT_ON);
  const normalised = code.replace(/\s+/g, "");
  await checkWithLimit(userId, now, () =>
    /^\d{6}$/.test(normalised)
      ? claimTotpStep(userId, secret.secretEncrypted, normalised, now)
      : spendRecoveryCode(userId, normalised, now),
  );
}

/** Reserves a try, then checks; a right code gives the try back, a wrong one keeps it. */
async function checkWithLimit(userId: number, now: Date, check: () => Promise<boolean>): Promise<void> {
  const key = `two-factor:user:${userId}`;
  const state = await reserve(key, TWO_FACTOR_CHECKS, now);
  if (state.limited) throw errors.rateLimited(state.retryAfterMs / 1000, TOO_MANY_CODES);
  const valid = await check().catch(async (error: unknown) => {
    await release(key);
    throw error;
  });
  if (!valid) throw new ApiError("bad_request", INVALID_CODE, { errors: { code: [INVALID_CODE] } });
  await release(key);
}

/** True when the code is right for a step newer than the last one used, and claims that step. */
async function claimTotpStep(userId: number, sealed: string, code: string, now: Date): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verifyTotp({
    secret: open(SECRET_PURPOSE, sealed),
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: STEP_TOLERANCE_SECONDS,
  });
  if (!result.valid || !("timeStep" in result)) return false;
  const step = BigInt(result.timeStep);
  const claimed = await db().$executeRaw`
    UPDATE two_factor_secrets SET last_used_step = ${step}
    WHERE user_id = ${userId} AND (last_used_step IS NULL OR last_used_step < ${step})`;
  return claimed === 1;
}

async function spendRecoveryCode(userId: number, code: string, now: Date): Promise<boolean> {
  const spent = await db().$executeRaw`
    UPDATE two_factor_recovery_codes SET used_at = ${now}
    WHERE user_id = ${userId} AND code_hash = ${recoveryHash(code)} AND used_at IS NULL`;
  return spent === 1;
}

// 32 characters (no i, l or o), so each random byte maps to one without bias.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz023456789";

/** Ten codes like "k7m2p-x9qrt" (50 bits each), from an alphabet without look-alike characters. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b & 31]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Hashed as typed, in any case and with or without its dash. */
function recoveryHash(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/-/g, "")}`);
}
