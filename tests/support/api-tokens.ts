import { NextRequest } from "next/server";
import { GET as listTokens, POST as postToken } from "@/app/api/accounts/api-tokens/route";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer";
import type { ApiTokenScope } from "@/lib/contracts/api-tokens";
import { call } from "@/tests/support/projects";
import { ORIGIN } from "@/tests/support/requests";

/** Helpers of the API-token tests: requests as a script sends them (a bearer token, no cookie, no Origin). */
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export function bearerRequest(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const h = new Headers({ authorization: `Bearer ${token}`, ...headers });
  h.set(PEER_ADDRESS_HEADER, "198.51.100.7");
  if (body !== undefined) h.set("content-type", "application/json");
  return new NextRequest(`${ORIGIN}${path}`, {
    method,
    headers: h,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
export async function withToken<T = any>(
  handler: Handler,
  method: string,
  path: string,
  token: string,
  opts: { body?: unknown; params?: Record<string, string | number>; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const params = Object.fromEntries(Object.entries(opts.params ?? {}).map(([k, v]) => [k, String(v)]));
  const res = await handler(bearerRequest(method, path, token, opts.body, opts.headers), {
    params: Promise.resolve(params),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

/** Creates a token through the account page's call, as the user of `session`; returns the token. */
export async function newToken(session: string, scope: ApiTokenScope = "read_write", name = "script"): Promise<string> {
  const created = await call(postToken, "POST", "/api/accounts/api-tokens/", { session, body: { name, scope } });
  if (created.status !== 201) throw new Error(`token not created: ${JSON.stringify(created)}`);
  return created.body.token as string;
}

export const tokenList = (session: string) => call(listTokens, "GET", "/api/accounts/api-tokens/", { session });
