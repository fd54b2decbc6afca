import type { UnsubscribeResponse } from "@/lib/contracts/saved-searches";
import { UNSUBSCRIBE_LINK_INVALID } from "@/lib/domain/saved-searches/limits";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { readUnsubscribeToken, type DigestFrequency } from "./unsubscribe-token";

/**
 * The digest's one-click unsubscribe (RFC 8058): turns off every alert of the token's frequency of
 * the token's user, no session needed. Idempotent: the same link works again and answers the same.
 * A token whose signature does not verify is a 400, whatever user it names.
 */
export function checkUnsubscribeToken(token: string): { userId: number; frequency: DigestFrequency } {
  const read = readUnsubscribeToken(token);
  if (!read) throw new ApiError("bad_request", UNSUBSCRIBE_LINK_INVALID);
  return read;
}

export async function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  const { userId, frequency } = checkUnsubscribeToken(token);
  await db().$executeRaw`
    UPDATE saved_searches SET alert = 'off', alert_since = NULL, updated_at = now() AT TIME ZONE 'UTC'
     WHERE user_id = ${userId} AND alert = ${frequency}::"SavedSearchAlert"`;
  return { success: true, frequency };
}
