import { DAILY_COMPLETION_LIMIT_MESSAGE, PROJECT_CANNOT_REOPEN } from "@/lib/domain/projects/messages";
import { ApiError } from "@/lib/errors";
import type { Tx } from "@/lib/server/db/client";
import { lockOwnedProject } from "./access";

/**
 * Project completion: at most one per user and day, the day being the user's
 * own: the credits day claimed from client_date (lib/server/usage/day.ts). The unique index
 * project_completions (user_id, day) decides: the INSERT ... ON CONFLICT DO NOTHING of a second
 * completion that day inserts nothing, even when two completions race (the second waits for the
 * first to commit, then conflicts). Completing an already completed project changes nothing and
 * succeeds, so replayed batches are harmless.
 */
export const dailyLimitReached = () =>
  new ApiError("bad_request", DAILY_COMPLETION_LIMIT_MESSAGE, { daily_limit_reached: true });

export async function setCompletion(
  tx: Tx,
  userId: number,
  projectId: number,
  isCompleted: boolean,
  day: string,
): Promise<void> {
  const project = await lockOwnedProject(tx, userId, projectId);
  if (!isCompleted) {
    if (project.status === "completed") throw new ApiError("bad_request", PROJECT_CANNOT_REOPEN);
    return;
  }
  if (project.status === "completed") return;
  const inserted = await tx.$executeRaw`INSERT INTO project_completions (user_id, project_id, day)
    VALUES (${userId}, ${projectId}, ${day}::date) ON CONFLICT DO NOTHING`;
  if (inserted !== 1) throw dailyLimitReached();
  await tx.project.update({ where: { id: projectId }, data: { status: "completed", completedAt: new Date() } });
}
