import { randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Django-style CSRF: `GET /accounts/csrf/` sets the `csrftoken` cookie (readable by the page) and
 * returns it, and every page sets it when the browser has none (so a page's first unsafe call need
 * not ask for it first); every unsafe request echoes it in `X-CSRFToken`. A request from a foreign
 * Origin is rejected even with a token.
 */
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";
export const CSRF_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function newCsrfToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A token the browser kept that has the form of ours (reused rather than replaced). */
export function isWellFormedToken(token: string | undefined): token is string {
  return token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The `csrftoken` cookie: readable by the page's script, which echoes it; sent on same-site requests. */
export function csrfCookie(token: string, secure: boolean) {
  return {
    name: CSRF_COOKIE,
    value: token,
    httpOnly: false,
    sameSite: "lax" as const,
    secure,
    path: "/",
    maxAge: CSRF_MAX_AGE_SECONDS,
  };
}

export function tokensMatch(cookie: string | undefined, presented: string | undefined | null): boolean {
  if (!cookie || !presented) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(presented);
  return a.length === b.length && a.length >= 32 && timingSafeEqual(a, b);
}

/** True when the request's Origin (or, lacking it, Referer) is absent or is the app's own origin. */
export function isSameOrigin(headers: Headers, requestUrl: string, appUrl: string): boolean {
  const origin = headers.get("origin") ?? refererOrigin(headers.get("referer"));
  if (!origin || origin === "null") return origin !== "null";
  const allowed = new Set([new URL(appUrl).origin, new URL(requestUrl).origin]);
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (host) {
    const proto = headers.get("x-forwarded-proto") ?? new URL(requestUrl).protocol.replace(":", "");
    allowed.add(`${proto}://${host}`);
  }
  return allowed.has(origin);
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}
