/**
 * Spec section 2, "Route access", as data: proxy.ts redirects with it, the server layouts enforce
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
  // Not in the spec's table: the page the service worker shows offline (spec section 2, "Other").
  "/offline": "public",
  "/login": "guest",
  "/signup": "guest",
  "/forgot-password": "guest",
  "/reset-password": "guest",
  "/projects": "subscriber",
  "/account": "subscriber",
  "/idea-board": "subscriber",
  "/search": "subscriber",
  "/results": "subscriber",
  "/verify-device": "subscriber",
  "/subscription-canceled": "member",
};

/** Pages outside the spec's table that exist outside production (local checkout, mailbox). */
export const DEV_ONLY_PATHS: string[] = ["/dev/mailbox", "/dev/checkout"];

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

/**
 * A safe post-login destination: a same-origin absolute path only. `//evil`, `/\evil`,
 * `https://evil` and anything with control characters fall back to the default.
 */
export function safeReturnTo(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://internal.invalid");
    if (url.origin !== "http://internal.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export function loginUrlFor(pathWithQuery: string): string {
  return `/login?returnTo=${encodeURIComponent(safeReturnTo(pathWithQuery))}`;
}
