import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { appSecret } from "@/lib/server/security/secret";

/**
 * Secrets the server must read back (the authenticator-app secret) are stored encrypted with
 * AES-256-GCM under a key derived from the app secret (one key per purpose), so a copy of the
 * table alone reveals nothing. Format: "v1.<iv>.<tag>.<ciphertext>", base64url parts.
 */
const VERSION = "v1";

function keyFor(purpose: string): Buffer {
  return createHmac("sha256", appSecret()).update(`ideaforge:secret-box:${purpose}`).digest();
}

export function seal(purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The plaintext, or an error when the box was made with another key or altered. */
export function open(purpose: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Unreadable sealed secret.");
  const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
