import { createHmac, timingSafeEqual } from "node:crypto";
import { idFromText } from "@/lib/domain/validation/id";
import { appSecret } from "@/lib/server/security/secret";

/**
 * The digest's one-click unsubscribe token: `<user id>.<frequency>.<HMAC-SHA256>`, signed with the
 * app's secret. It needs no session (RFC 8058: the mail client POSTs it without cookies) and never
 * expires (an old digest's link must still work); it can do one thing only, turn off that user's
 * alerts of that frequency. A token with a wrong or missing signature is refused.
 */
export type DigestFrequency = "daily" | "weekly";

const PURPOSE = "saved-search-unsubscribe:v1";

function signature(userId: number, frequency: DigestFrequency, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}:${userId}:${frequency}`).digest();
}

export function unsubscribeToken(userId: number, frequency: DigestFrequency, secret = appSecret()): string {
  return `${userId}.${frequency}.${signature(userId, frequency, secret).toString("base64url")}`;
}

export function readUnsubscribeToken(
  token: string,
  secret = appSecret(),
): { userId: number; frequency: DigestFrequency } | null {
  const [uid, frequency, sig, ...rest] = token.split(".");
  if (rest.length || !uid || !sig || (frequency !== "daily" && frequency !== "weekly")) return null;
  const userId = idFromText(uid);
  if (userId === null) return null;
  const given = Buffer.from(sig, "base64url");
  const expected = signature(userId, frequency, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, frequency };
}
