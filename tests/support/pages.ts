import { NextRequest } from "next/server";
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
