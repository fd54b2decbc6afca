import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { socialAuthorizationOrigins } from "@/lib/auth/social/authorization-origins";
import { DEV_ONLY_PATHS, accessOf, loginUrlFor, normalisePath } from "@/lib/domain/access/routes";
import { env } from "@/lib/env";
import { CSRF_COOKIE, csrfCookie, isWellFormedToken, newCsrfToken } from "@/lib/http/csrf";
import { MISDIRECTED_MESSAGE, hostPolicyOf, isAllowedHost } from "@/lib/http/host";
import { pageContentSecurityPolicy, strictTransportSecurity } from "@/lib/http/security-headers";

/**
 * Redirects only. Every server page and handler checks the
 * session and subscription itself; this file is a fast path, never the only guard.
 * It also passes the page's path and query to server layouts, which have no other way to know them,
 * and sends every page with its Content-Security-Policy (a nonce per response), the CSRF cookie
 * when the browser has none and, on https in production, HSTS.
 */
export function proxy(request: NextRequest) {
  // DNS rebinding: a page asked for under a host name that is not the app's gets no content at all.
  const host = request.headers.get("host") ?? request.nextUrl.host;
  if (!isAllowedHost(host, request.nextUrl.pathname, hostPolicyOf(env())))
    return NextResponse.json({ error: MISDIRECTED_MESSAGE }, { status: 421, headers: { "cache-control": "no-store" } });
  const response = pageOrRedirect(request);
  const hsts = strictTransportSecurity(env());
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

function pageOrRedirect(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const path = normalisePath(pathname);
  const access = DEV_ONLY_PATHS.includes(path) && !env().isProduction ? "public" : accessOf(path);

  if (access === null) return redirect(request, "/");
  if (path === "/payment-success" && !searchParams.get("session_id")) return redirect(request, "/");
  if ((access === "subscriber" || access === "member") && !request.cookies.get(SESSION_COOKIE)?.value) {
    return redirect(request, loginUrlFor(path + search));
  }

  const nonce = randomBytes(16).toString("base64");
  const policy = pageContentSecurityPolicy({
    nonce,
    // NODE_ENV is "development" under `next dev` only (a build is "production", whatever APP_ENV says).
    devTools: process.env.NODE_ENV === "development",
    formTargets: socialAuthorizationOrigins(env()),
  });
  const headers = new Headers(request.headers);
  headers.set("x-page-path", path);
  headers.set("x-page-search", search);
  // Next reads the nonce from the request's copy of the policy and puts it on its own scripts;
  // x-nonce is for a server component that writes a script of its own.
  headers.set("content-security-policy", policy);
  headers.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  // The page's first unsafe call (a login, saving the viewed results) then has its CSRF token without asking for one.
  if (!isWellFormedToken(request.cookies.get(CSRF_COOKIE)?.value))
    response.cookies.set(csrfCookie(newCsrfToken(), env().secureCookies));
  return response;
}

function redirect(request: NextRequest, to: string) {
  return NextResponse.redirect(new URL(to, request.url), 307);
}

export const config = {
  // Pages only: not the spec's calls (/api, /accounts), Next's assets, or files such as /sw.js.
  matcher: ["/((?!api/|accounts/|_next/|.*\\.[A-Za-z0-9]+$).*)"],
};
