import type { ActiveSession } from "@/lib/server/auth/sessions";
import { countTokenCall, invalidToken, sessionOf } from "@/lib/server/api-tokens/bearer";
import { findApiToken } from "@/lib/server/api-tokens/tokens";
import type { McpCaller, ResolveCaller } from "./server";

/** The caller of an HTTP request the route wrapper has already checked (token, rate limit). */
export function callerOfSession(session: ActiveSession): McpCaller {
  return {
    userId: session.user.id,
    tier: session.subscription?.tier ?? null,
    scope: session.apiToken?.scope ?? "read",
    hasActiveSubscription: session.hasActiveSubscription,
  };
}

/**
 * The stdio server's caller: the token is looked up again on every tool call (so revoking it, or a
 * canceled plan, stops the next call) and each call counts against the token's rate limit.
 */
export function callerOfToken(token: string): ResolveCaller {
  return async () => {
    const stored = await findApiToken(token);
    if (!stored) throw invalidToken();
    await countTokenCall(stored.id);
    return callerOfSession(await sessionOf(stored));
  };
}
