import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { DEV_ONLY_PATHS, accessOf, loginUrlFor, normalisePath } from "@/lib/domain/access/routes";

/**
 * Redirects only (spec section 2, "Route access"). Every server page and handler checks the
 * session and subscription itself; this file is a fast path, never the only guard.
 * It also passes the page's path and query to server layouts, which have no other way to know them.
 */
export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const path = normalisePath(pathname);
  const access = DEV_ONLY_PATHS.includes(path) && !isProductionEnv() ? "public" : accessOf(path);

  if (access === null) return redirect(request, "/");
  if (path === "/payment-success" && !searchParams.get("session_id")) return redirect(request, "/");
  if ((access === "subscriber" || access === "member") && !request.cookies.get(SESSION_COOKIE)?.value) {
    return redirect(request, loginUrlFor(path + search));
  }

  const headers = new Headers(request.headers);
  headers.set("x-page-path", path);
  headers.set("x-page-search", search);
  return NextResponse.next({ request: { headers } });
}

function isProductionEnv(): boolean {
  return (process.env.APP_ENV ?? process.env.NODE_ENV) === "production";
}

function redirect(request: NextRequest, to: string) {
  return NextResponse.redirect(new URL(to, request.url), 307);
}

export const config = {
  // Pages only: not the spec's calls (/api, /accounts), Next's assets, or files such as /sw.js.
  matcher: ["/((?!api/|accounts/|_next/|.*\\.[A-Za-z0-9]+$).*)"],
};
