import { createHash, randomBytes } from "node:crypto";

/** Random, URL-safe secret for cookies and emailed links; only its SHA-256 is stored. */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
