/**
 * Which pages need a guest, a login or an active subscription, as data: proxy.ts redirects with it, the server layouts enforce
 * it, and the e2e suite walks every row of it.
 */
export type RouteAccess = "public" | "guest" | "member" | "subscriber";

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  "/": "public",
  "/privacy": "public",
  "/terms": "public",
  "/support": "public",
  "/payment-success": "public",
  "/auth/callback": "public",
  // Not in the spec's table: the page the service worker shows offline.
  "/offline": "public",
  // Not in the spec's table: the link that confirms a new email address (issue 34).
  "/confirm-email": "public",
  // Not in the spec's table: a saved-search digest's unsubscribe page (works signed out).
  "/unsubscribe": "public",
  // Not in the spec's table: the API reference for personal access tokens (no user data).
  "/docs/api": "public",
  "/login": "guest",
  "/signup": "guest",
  "/forgot-password": "guest",
  "/reset-password": "guest",
  "/projects": "subscriber",
  "/account": "subscriber",
  "/idea-board": "subscriber",
  "/search": "subscriber",
  "/results": "subscriber",
  // Beyond the spec's table: the watchlist and the side-by-side comparison.
  "/saved": "subscriber",
  "/compare": "subscriber",
  "/verify-device": "subscriber",
  "/subscription-canceled": "member",
};

/** Pages outside the spec's table that exist outside production (local checkout and payment method, mailbox). */
export const DEV_ONLY_PATHS: string[] = ["/dev/mailbox", "/dev/checkout", "/dev/payment-method"];

export const DEFAULT_AFTER_LOGIN = "/projects";

export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The access rule of a page path, or null for a path that redirects to /. */
export function accessOf(pathname: string): RouteAccess | null {
  const path = normalisePath(pathname);
  if (ROUTE_ACCESS[path]) return ROUTE_ACCESS[path];
  if (/^\/auth\/callback\/[A-Za-z0-9_-]{1,40}$/.test(path)) return "public";
  return null;
}

const THIS_ORIGIN = new URL("http://internal.invalid");
/** `//host` and `/\host`: a browser reads either as another host. */
const NAMES_A_HOST = /^\/[/\\]/;
/** Percent-decodings checked before a path is trusted; one still encoded after them is refused. */
const DECODING_ROUNDS = 3;

/** The path as a browser resolves it here (dot segments, tabs, backslashes), or null if it leaves this origin. */
function resolveHere(path: string): URL | null {
  try {
    const url = new URL(path, THIS_ORIGIN);
    return url.origin === THIS_ORIGIN.origin && !NAMES_A_HOST.test(url.pathname) ? url : null;
  } catch {
    return null;
  }
}

/** Whether some decoding of the path names another host, as a proxy or a later decode would read it. */
function decodesToAnotherHost(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < DECODING_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (decoded === current) return false;
    if (NAMES_A_HOST.test(decoded) || !resolveHere(decoded)) return true;
    current = decoded;
  }
  return true;
}

/**
 * A safe redirect target, for every redirect that takes one from the request (returnTo, next,
 * return_to, redirect_to): a path on this origin, checked after it is normalised and after each
 * percent-decoding, so neither it nor any decoding of it starts with `//` or `/\`. Anything else,
 * including absolute URLs and control characters, gives the fallback.
 */
export function safeReturnTo(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const url = resolveHere(value);
  if (!url || decodesToAnotherHost(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

export function loginUrlFor(pathWithQuery: string): string {
  return `/login?returnTo=${encodeURIComponent(safeReturnTo(pathWithQuery))}`;
}
