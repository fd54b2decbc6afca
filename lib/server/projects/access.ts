import {
  MILESTONE_NOT_FOUND,
  NOTE_NOT_FOUND,
  PROJECT_COMPLETED_READ_ONLY,
  PROJECT_NOT_FOUND,
} from "@/lib/domain/projects/messages";
import { ApiError } from "@/lib/errors";
import type { Tx } from "@/lib/server/db/client";

/**
 * Owner-only access (projects are private). Every lookup is by id AND owner, so
 * another user's project, milestone or note is a 404, indistinguishable from one that does not exist.
 */

export const projectNotFound = () => new ApiError("not_found", PROJECT_NOT_FOUND);
export const milestoneNotFound = () => new ApiError("not_found", MILESTONE_NOT_FOUND);
export const noteNotFound = () => new ApiError("not_found", NOTE_NOT_FOUND);

export interface LockedProject {
  id: number;
  status: "active" | "completed";
}

/**
 * The user's project, row-locked for the rest of the transaction (FOR UPDATE): writes to one
 * project (completion, milestone positions, batches) are serialised; a foreign id is a 404.
 */
export async function lockOwnedProject(tx: Tx, userId: number, projectId: number): Promise<LockedProject> {
  const rows = await tx.$queryRaw<
    LockedProject[]
  >`SELECT id, status::text AS status FROM projects WHERE id = ${projectId} AND user_id = ${userId} FOR UPDATE`;
  if (!rows[0]) throw projectNotFound();
  return rows[0];
}

/** Same, for changes that only an active project accepts (its milestones). */
export async function lockActiveProject(tx: Tx, userId: number, projectId: number): Promise<LockedProject> {
  const project = await lockOwnedProject(tx, userId, projectId);
  if (project.status === "completed") throw new ApiError("bad_request", PROJECT_COMPLETED_READ_ONLY);
  return project;
}
