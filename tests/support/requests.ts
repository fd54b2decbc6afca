import { NextRequest } from "next/server";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer";

/**
 * Requests as the app's own script sends them from its origin (lib/client/api.ts): X-Requested-With,
 * CSRF cookie and header, Origin, cookies.
 */
export const ORIGIN = "http://localhost:3000";
export const CSRF = "c".repeat(43);

export interface RequestOptions {
  session?: string;
  ip?: string;
  headers?: Record<string, string>;
  csrf?: boolean;
}

export function jsonRequest(method: string, path: string, body?: unknown, opts: RequestOptions = {}): NextRequest {
  const headers = new Headers({ "x-requested-with": "XMLHttpRequest", ...opts.headers });
  const cookies = [`csrftoken=${CSRF}`, opts.session ? `sessionid=${opts.session}` : ""].filter(Boolean);
  headers.set("cookie", cookies.join("; "));
  if (opts.csrf !== false) headers.set("x-csrftoken", CSRF);
  headers.set("origin", ORIGIN);
  headers.set(PEER_ADDRESS_HEADER, opts.ip ?? "203.0.113.10");
  if (body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The value of a cookie the response sets, or undefined. */
export function setCookieValue(res: Response, name: string): string | undefined {
  const all = res.headers.getSetCookie?.() ?? [res.headers.get("set-cookie") ?? ""];
  const line = all.find((c) => c.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(";")[0]!) : undefined;
}
