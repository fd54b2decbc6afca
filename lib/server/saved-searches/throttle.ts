import { errors } from "@/lib/errors";
import { addressKey, hit, type Window } from "@/lib/server/security/rate-limit";

/**
 * Rate limits of the saved-search calls, counted in PostgreSQL (rate_limit_buckets): far above what
 * a person clicking does, low enough that a script cannot hammer writes or guess unsubscribe links.
 */
export const WRITE_CALLS: Window = { limit: 120, windowMs: 60 * 1000 };
export const UNSUBSCRIBE_CALLS: Window = { limit: 30, windowMs: 10 * 60 * 1000 };

export const WRITES_LIMITED = "Too many changes to saved searches in a short time. Please wait a moment and try again.";
export const UNSUBSCRIBES_LIMITED = "Too many unsubscribe attempts. Please try again later.";

async function throttle(key: string, window: Window, message: string): Promise<void> {
  const state = await hit(key, window);
  if (state.limited) throw errors.rateLimited(state.retryAfterMs / 1000, message);
}

export const throttleSavedSearchWrites = (userId: number) =>
  throttle(`saved-search-write:${userId}`, WRITE_CALLS, WRITES_LIMITED);
export const throttleUnsubscribes = (ip: string) =>
  throttle(`saved-search-unsubscribe:${addressKey(ip)}`, UNSUBSCRIBE_CALLS, UNSUBSCRIBES_LIMITED);
