import type { GetServerSideProps, GetServerSidePropsContext } from "next";
import { NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { proxy } from "@/proxy";
import { ORIGIN } from "./requests";

/**
 * Server pages driven as a browser's GET reaches them: the proxy runs first (it hands layouts the
 * page's path and query), then the page reads its request through `next/headers`. A test file
 * routes that module here with
 *   vi.mock("next/headers", async () => (await import("@/tests/support/pages")).nextHeaders);
 */
const current = { headers: new Headers(), cookies: new Map<string, string>() };

export const nextHeaders = {
  headers: async () => current.headers,
  cookies: async () => ({
    get: (name: string) => (current.cookies.has(name) ? { name, value: current.cookies.get(name)! } : undefined),
  }),
};

/** Makes `pathWithQuery` the current page request, with the session cookie if given. */
export function enterPage(pathWithQuery: string, session?: string): void {
  const proxied = proxy(
    new NextRequest(`${ORIGIN}${pathWithQuery}`, { headers: session ? { cookie: `sessionid=${session}` } : {} }),
  );
  current.headers = new Headers({
    "x-page-path": proxied.headers.get("x-middleware-request-x-page-path") ?? "",
    "x-page-search": proxied.headers.get("x-middleware-request-x-page-search") ?? "",
  });
  current.cookies = new Map(session ? [["sessionid", session]] : []);
}

export type PageOutcome<T> = { redirect: string; rendered: null } | { redirect: null; rendered: T };

/** Renders a server page or layout: what it returned, or where its `redirect()` sends the browser. */
export async function renderPage<T>(render: () => Promise<T>): Promise<PageOutcome<T>> {
  try {
    return { redirect: null, rendered: await render() };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (!digest.startsWith("NEXT_REDIRECT;")) throw error;
    return { redirect: digest.split(";")[2]!, rendered: null };
  }
}

/**
 * A public page (pages/) opened as a browser's GET: the proxy first (whose redirect would answer
 * instead), then the page's getServerSideProps with the session cookie if given. Its props, or
 * where it sends the browser.
 */
export async function openPage<P extends { [key: string]: unknown }>(
  getServerSideProps: GetServerSideProps<P>,
  pathWithQuery: string,
  session?: string,
): Promise<PageOutcome<P>> {
  const proxied = proxy(
    new NextRequest(`${ORIGIN}${pathWithQuery}`, {
      headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {},
    }),
  );
  const location = proxied.headers.get("location");
  if (location) return { redirect: location.replace(ORIGIN, ""), rendered: null };
  const context = {
    req: { cookies: session ? { [SESSION_COOKIE]: session } : {}, headers: {} },
    res: {},
    query: {},
    resolvedUrl: pathWithQuery,
  } as unknown as GetServerSidePropsContext;
  const result = await getServerSideProps(context);
  if ("redirect" in result) return { redirect: result.redirect.destination, rendered: null };
  if ("notFound" in result) throw new Error(`${pathWithQuery} answered 404`);
  return { redirect: null, rendered: await result.props };
}
