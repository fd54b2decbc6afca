import { hasActiveSubscription } from "@/lib/domain/billing/access";
import type { Tier } from "@/lib/domain/billing/plans";
import { ApiError, errors } from "@/lib/errors";
import { ACCOUNT_OWNER_SELECT } from "@/lib/server/accounts/account";
import type { ActiveSession, SessionSubscription } from "@/lib/server/auth/sessions";
import { isMcpPath, isOpenApiPath, tokenCallOf, writes } from "@/lib/server/api/token-calls";
import { db } from "@/lib/server/db/client";
import { reserve, type Window } from "@/lib/server/security/rate-limit";
import { findApiToken, type StoredApiToken } from "./tokens";

/**
 * `Authorization: Bearer <token>` as the route wrapper reads it. A token acts as its owner with
 * the owner's plan as it is now (a canceled subscription stops it on the next call), only on the
 * calls of TOKEN_CALLS and the MCP endpoint, within its own rate limit, and a read-only token never
 * on a call that writes. It carries no cookie, so no CSRF check applies to it.
 */
export const API_TOKEN_RATE: Window = { limit: 60, windowMs: 60_000 };
export const INVALID_TOKEN_MESSAGE = "Invalid or revoked API token.";
export const NOT_A_TOKEN_CALL_MESSAGE = "API tokens cannot make this call.";
export const READ_ONLY_TOKEN_MESSAGE = "This API token is read-only.";
export const TOKEN_RATE_MESSAGE = "Too many requests with this API token. Please try again later.";
export const BOTH_CREDENTIALS_MESSAGE = "Send either an API token or a session cookie, not both.";

/** The bearer token of a request: null without an Authorization header, "" when it is not a bearer token. */
export function bearerTokenOf(headers: Headers): string | null {
  const value = headers.get("authorization");
  if (value === null) return null;
  return /^Bearer +(\S+) *$/i.exec(value)?.[1] ?? "";
}

export const invalidToken = () =>
  new ApiError("unauthenticated", INVALID_TOKEN_MESSAGE, {}, { "WWW-Authenticate": 'Bearer realm="ideaforge"' });
export const readOnlyToken = () => new ApiError("forbidden", READ_ONLY_TOKEN_MESSAGE, { read_only_token: true });

/** The session a bearer token stands for on this call, or the refusal (401, 403, 429). */
export async function sessionForApiToken(
  token: string,
  method: string,
  pathname: string,
  now = new Date(),
): Promise<ActiveSession> {
  const stored = await findApiToken(token, now);
  if (!stored) throw invalidToken();
  const mcp = isMcpPath(pathname);
  const allowed = mcp || tokenCallOf(method, pathname) !== null || (method === "GET" && isOpenApiPath(pathname));
  if (!allowed) throw new ApiError("forbidden", NOT_A_TOKEN_CALL_MESSAGE);
  await countTokenCall(stored.id, now);
  // The MCP endpoint takes every tool as a POST: its tools check the scope one by one.
  if (!mcp && writes(method) && stored.scope === "read") throw readOnlyToken();
  return sessionOf(stored, now);
}

/** One call against the token's own window; refused without counting once the window is full. */
export async function countTokenCall(tokenId: number, now = new Date()): Promise<void> {
  const state = await reserve(`api-token:${tokenId}`, API_TOKEN_RATE, now);
  if (state.limited) throw errors.rateLimited(state.retryAfterMs / 1000, TOKEN_RATE_MESSAGE);
}

/** The owner with the plan as it is now, in the shape of a browser session. */
export async function sessionOf(stored: StoredApiToken, now = new Date()): Promise<ActiveSession> {
  const user = await db().user.findUnique({
    where: { id: stored.userId },
    select: { id: true, ...ACCOUNT_OWNER_SELECT },
  });
  if (!user) throw invalidToken();
  const subscription: SessionSubscription | null = user.subscription
    ? { ...user.subscription, tier: user.subscription.tier as Tier }
    : null;
  return {
    // No browser session stands behind a token: the calls a token may make never read these.
    sessionId: 0,
    token: "",
    expiresAt: now,
    rememberMe: false,
    refreshed: false,
    deviceId: null,
    needsDeviceVerification: false,
    user: { id: user.id, username: user.username, email: user.email, avatarUrl: user.avatarUrl },
    subscription,
    hasActiveSubscription: hasActiveSubscription(subscription, now),
    apiToken: { id: stored.id, scope: stored.scope },
  };
}
