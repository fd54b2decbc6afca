import type { Task } from "graphile-worker";
import { log } from "@/lib/log";

/**
 * The prune_expired_tokens job: removes the sign-in and account tokens nothing can use any more,
 * so their tables do not grow with every login and email change:
 *   - two-factor challenges (the step between the password and the code) past their expiry: a
 *     challenge that was answered is deleted on use, one left unanswered stays until here;
 *   - email-change links that were used or are past their expiry: only an unused, unexpired link
 *     confirms a change, and nothing reads a link after that.
 * The worker's crontab runs it every hour; graphile-worker schedules a crontab line once per time
 * slot however many workers run. Both tables hold a few rows per user at most, so each goes in one
 * statement. Times are UTC, as Prisma writes TIMESTAMP(3) columns.
 */
export const PRUNE_TOKENS_TASK = "prune_expired_tokens";
/** Every hour at minute 23 (graphile-worker crontab syntax). */
export const PRUNE_TOKENS_CRONTAB = `23 * * * * ${PRUNE_TOKENS_TASK}`;

type Query = (text: string, values?: unknown[]) => Promise<{ rowCount: number | null }>;

export interface PrunedTokens {
  twoFactorChallenges: number;
  emailChangeTokens: number;
}

/** Deletes expired two-factor challenges and used or expired email-change links; returns how many went. */
export async function pruneExpiredTokens(query: Query): Promise<PrunedTokens> {
  const challenges = await query(`DELETE FROM two_factor_challenges WHERE expires_at <= now() AT TIME ZONE 'UTC'`);
  const links = await query(
    `DELETE FROM email_change_tokens WHERE used_at IS NOT NULL OR expires_at <= now() AT TIME ZONE 'UTC'`,
  );
  return { twoFactorChallenges: challenges.rowCount ?? 0, emailChangeTokens: links.rowCount ?? 0 };
}

export const pruneTokensTask: Task = async (_payload, helpers) => {
  const removed = await pruneExpiredTokens((text, values) => helpers.query(text, values));
  log.info("expired tokens pruned", { ...removed });
};
