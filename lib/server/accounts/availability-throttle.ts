import { errors } from "@/lib/errors";
import { addressKey, hit } from "@/lib/server/security/rate-limit";

/**
 * Username and email availability answers whether an account exists; the signup form needs that,
 * but a client address may only ask 60 times per 10 minutes, which makes harvesting slow.
 */
export async function throttleAvailabilityChecks(ip: string): Promise<void> {
  const state = await hit(`availability:${addressKey(ip)}`, { limit: 60, windowMs: 10 * 60 * 1000 });
  if (state.count > 60) throw errors.rateLimited(state.retryAfterMs / 1000);
}
