import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { writeFileOnce } from "@/lib/server/files/write-once";

/**
 * The key that signs password-reset links. `SECRET_KEY` when set; otherwise, outside production,
 * a random key made once and kept in `${DATA_DIR}/secret-key` (mode 0600), so links survive a
 * restart. Production without `SECRET_KEY` refuses to sign anything.
 */
const MIN_LENGTH = 32;
const cache = new Map<string, string>();

export function appSecret(): string {
  const e = env();
  if (e.SECRET_KEY) return e.SECRET_KEY;
  if (e.isProduction) {
    throw new Error("SECRET_KEY is required in production (at least 32 characters): it signs password-reset links.");
  }
  const file = path.resolve(e.DATA_DIR, "secret-key");
  let secret = cache.get(file);
  if (!secret) {
    secret = readOrCreate(file);
    cache.set(file, secret);
  }
  return secret;
}

function readOrCreate(file: string): string {
  const existing = readKey(file);
  if (existing) return existing;
  // When two processes race, one key wins whole and the other process reads it.
  writeFileOnce(file, randomBytes(48).toString("base64url") + "\n");
  const created = readKey(file);
  if (!created)
    throw new Error(`${file} holds no usable key (at least ${MIN_LENGTH} characters); delete it or set SECRET_KEY.`);
  return created;
}

function readKey(file: string): string | null {
  try {
    const key = readFileSync(file, "utf8").trim();
    return key.length >= MIN_LENGTH ? key : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
