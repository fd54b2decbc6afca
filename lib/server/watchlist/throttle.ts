import { errors } from "@/lib/errors";
import { hit, type Window } from "@/lib/server/security/rate-limit";

/**
 * Per-user rate limits of the watchlist calls, counted in PostgreSQL (rate_limit_buckets): far above
 * what a person clicking does, low enough that a script cannot hammer the saves or the exports. As
 * with every bucket, the call that brings the count to `limit` within the window is the first refused.
 */
export const SAVE_CALLS: Window = { limit: 240, windowMs: 60 * 1000 };
export const EXPORT_CALLS: Window = { limit: 30, windowMs: 10 * 60 * 1000 };

export const SAVES_LIMITED = "Too many saves in a short time. Please wait a moment and try again.";
export const EXPORTS_LIMITED = "Too many exports in a short time. Please wait a few minutes and try again.";

async function throttle(key: string, window: Window, message: string): Promise<void> {
  const state = await hit(key, window);
  if (state.limited) throw errors.rateLimited(state.retryAfterMs / 1000, message);
}

export const throttleSaves = (userId: number) => throttle(`watchlist-save:${userId}`, SAVE_CALLS, SAVES_LIMITED);
export const throttleExports = (userId: number) =>
  throttle(`watchlist-export:${userId}`, EXPORT_CALLS, EXPORTS_LIMITED);
