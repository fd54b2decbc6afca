import { errors } from "@/lib/errors";
import { reserve, type Window } from "@/lib/server/security/rate-limit";

/** Token creations per user and hour: enough for any real use, too few to churn tokens in a loop. */
export const TOKEN_CREATION_RATE: Window = { limit: 30, windowMs: 60 * 60 * 1000 };

export async function throttleTokenCreation(userId: number): Promise<void> {
  const state = await reserve(`api-token-create:${userId}`, TOKEN_CREATION_RATE);
  if (state.limited)
    throw errors.rateLimited(state.retryAfterMs / 1000, "Too many API tokens created. Please try again later.");
}
