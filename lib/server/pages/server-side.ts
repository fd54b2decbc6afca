import type { GetServerSideProps, GetServerSidePropsContext } from "next";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { DEFAULT_AFTER_LOGIN, normalisePath, safeReturnTo } from "@/lib/domain/access/routes";
import { verifySession, type ActiveSession } from "@/lib/server/auth/sessions";

/**
 * getServerSideProps for the public pages (pages/). Every one of them renders per request, even a
 * page with nothing to read: the response's Content-Security-Policy has a nonce of its own
 * (proxy.ts), and a page prerendered at build time would carry none, so its scripts would not run.
 */
export interface PageRequest {
  /** The page's path, without a trailing slash. */
  path: string;
  /** The query the browser sent (never a dynamic segment of the path). */
  query: URLSearchParams;
  /** The visitor's session from its cookie, if any (read once, when first asked for). */
  session: () => Promise<ActiveSession | null>;
}

type Props = Record<string, unknown>;
/** A page's props from its request, or where to send the browser instead. */
type PageProps<P extends Props> = (
  request: PageRequest,
) => Promise<P | { redirect: string }> | P | { redirect: string };

export function pageRequest(context: Pick<GetServerSidePropsContext, "req" | "resolvedUrl">): PageRequest {
  // resolvedUrl is the page's URL as the browser asked for it, also on a client-side navigation
  // (whose request goes to /_next/data/...).
  const url = new URL(context.resolvedUrl, "http://page.invalid");
  let session: Promise<ActiveSession | null> | undefined;
  return {
    path: normalisePath(url.pathname),
    query: url.searchParams,
    // Most public pages never ask (the landing, the legal pages): no session read for them.
    session: () => (session ??= verifySession(context.req.cookies[SESSION_COOKIE])),
  };
}

/** The first value of a query parameter, trimmed; "" when absent. */
export function queryValue(query: URLSearchParams, name: string): string {
  return query.get(name)?.trim() ?? "";
}

function isRedirect(value: object): value is { redirect: string } {
  return typeof (value as { redirect?: unknown }).redirect === "string";
}

async function serve<P extends Props>(request: PageRequest, props: PageProps<P>) {
  const outcome = await props(request);
  if (isRedirect(outcome)) return { redirect: { destination: outcome.redirect, permanent: false } };
  return { props: outcome };
}

/** A page anyone may open. */
export function publicPage<P extends Props>(props: PageProps<P> = () => ({}) as P): GetServerSideProps<P> {
  return async (context) => serve(pageRequest(context), props);
}

/**
 * Where a logged-in visitor of a guests-only page goes: /login's safe returnTo from /login,
 * /projects from the others; null when it may stay (/signup carrying a setup token, which may
 * belong to someone else: the setup form decides whether to log the visitor out first).
 */
export function guestPageRedirect(path: string, query: URLSearchParams): string | null {
  if (path === "/signup" && query.get("token")) return null;
  return path === "/login" ? safeReturnTo(query.get("returnTo")) : DEFAULT_AFTER_LOGIN;
}

/** A page for guests only (login, signup, password reset): a logged-in visitor is sent on. */
export function guestPage<P extends Props>(props: PageProps<P> = () => ({}) as P): GetServerSideProps<P> {
  return async (context) => {
    const request = pageRequest(context);
    const away = (await request.session()) ? guestPageRedirect(request.path, request.query) : null;
    if (away) return { redirect: { destination: away, permanent: false } };
    return serve(request, props);
  };
}
