import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Password-reset links, Django style: no row in the database. `uidb64` is the user id in
 * base64url; the token is `<timestamp base36>-<HMAC>`, where the HMAC covers the user's id, email,
 * password hash and last login. Setting a password or logging in changes those, so the link dies
 * after one use, after any password change and after a login; it also dies when it is too old.
 * Every function here is pure (the secret and the clock are passed in) and none throws on bad input.
 */
export interface TokenUser {
  id: number;
  email: string;
  passwordHash: string | null;
  lastLoginAt: Date | null;
}

const PURPOSE = "password-reset";
const MAC_HEX_LENGTH = 40;
const MAX_USER_ID = 2_147_483_647;
const TOKEN_PATTERN = /^([0-9a-z]{1,11})-([0-9a-f]{40})$/;

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), "utf8").toString("base64url");
}

/** The user id in a uidb64, or null for anything that is not the exact encoding of a valid id. */
export function decodeUid(uidb64: string): number | null {
  if (typeof uidb64 !== "string" || !/^[A-Za-z0-9_-]{1,16}$/.test(uidb64)) return null;
  const decoded = Buffer.from(uidb64, "base64url").toString("utf8");
  if (!/^[1-9][0-9]{0,9}$/.test(decoded)) return null;
  const id = Number(decoded);
  // Only the canonical spelling is accepted (base64url has a few for some inputs).
  if (id > MAX_USER_ID || encodeUid(id) !== uidb64) return null;
  return id;
}

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

function mac(user: TokenUser, timestamp: number, secret: string): string {
  const value = [
    PURPOSE,
    user.id,
    user.email.toLowerCase(),
    user.passwordHash ?? "",
    user.lastLoginAt?.getTime() ?? "",
    timestamp,
  ].join("\u0000");
  return createHmac("sha256", secret).update(value).digest("hex").slice(0, MAC_HEX_LENGTH);
}

export function makeResetToken(user: TokenUser, secret: string, now: Date = new Date()): string {
  const timestamp = seconds(now);
  return `${timestamp.toString(36)}-${mac(user, timestamp, secret)}`;
}

/**
 * True when `token` was made for this user in its current state and is at most `timeoutSeconds`
 * old. The MAC is compared in constant time.
 */
export function checkResetToken(
  user: TokenUser,
  token: string,
  secret: string,
  timeoutSeconds: number,
  now: Date = new Date(),
): boolean {
  if (typeof token !== "string") return false;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return false;
  const timestamp = parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(timestamp)) return false;
  const expected = Buffer.from(mac(user, timestamp, secret));
  if (!timingSafeEqual(expected, Buffer.from(match[2]!))) return false;
  return seconds(now) - timestamp <= timeoutSeconds;
}
