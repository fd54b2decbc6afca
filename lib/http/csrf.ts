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

/**
 * True when the request's Origin (or, lacking it, Referer) is absent or one of the app's own
 * origins (APP_URL's; see lib/http/host.ts). Never derived from the request's Host or
 * X-Forwarded-Host: a rebinding page names its own host there.
 */
export function isSameOrigin(headers: Headers, allowed: ReadonlySet<string>): boolean {
  const origin = headers.get("origin") ?? refererOrigin(headers.get("referer"));
  if (!origin || origin === "null") return origin !== "null";
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
