import { newSecretToken } from "@/lib/auth/tokens";
import type { CookieSpec } from "@/lib/auth/cookies";
import { env } from "@/lib/env";

/**
 * The long-lived device cookie: a random key that tells a returning browser apart from a new
 * one. HttpOnly, SameSite=Lax, Secure on the same rules as the
 * session cookie, one year. The database keeps only its SHA-256.
 */
export const DEVICE_COOKIE = "device_id";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const DEVICE_KEY = /^[A-Za-z0-9_-]{20,100}$/;

export function newDeviceKey(): string {
  return newSecretToken(24);
}

/** The cookie's value when it looks like a key we issued, else null (a new one is issued). */
export function validDeviceKey(value: string | null | undefined): string | null {
  return value && DEVICE_KEY.test(value) ? value : null;
}

export function deviceCookie(key: string): CookieSpec {
  return {
    name: DEVICE_COOKIE,
    value: key,
    httpOnly: true,
    sameSite: "lax",
    secure: env().secureCookies,
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  };
}
