import { MAX_MILESTONES_PER_PROJECT, MAX_NOTES_PER_PROJECT } from "@/lib/domain/projects/limits";
import { MILESTONES_FULL, NOTES_FULL } from "@/lib/domain/projects/messages";
import { ApiError } from "@/lib/errors";
import type { Tx } from "@/lib/server/db/client";
import type { LockedProject } from "./access";

/**
 * The caps of one project's milestones and notes (lib/domain/projects/limits.ts). They are counted
 * inside the adding transaction while it holds the project's row lock (a LockedProject is the
 * proof), and every path that adds (the milestone and note calls, batch-update, beacon-update)
 * keeps that lock until it commits: parallel adds are counted one after another, never together,
 * so they cannot pass the cap. A refused add is a 400 that rolls its whole transaction back.
 */
export async function assertRoomForMilestone(tx: Tx, project: LockedProject): Promise<void> {
  const count = await tx.milestone.count({ where: { projectId: project.id } });
  if (count >= MAX_MILESTONES_PER_PROJECT) throw new ApiError("bad_request", MILESTONES_FULL);
}

/** A create that replays a client id updates its note and adds nothing: it always has room. */
export async function assertRoomForNote(tx: Tx, project: LockedProject, clientRef?: string): Promise<void> {
  const rows = await tx.$queryRaw<{ notes: number; replay: boolean | null }[]>`
    SELECT count(*)::int AS notes, bool_or(client_ref = ${clientRef ?? null}) AS replay FROM notes WHERE project_id = ${project.id}`;
  const { notes, replay } = rows[0]!;
  if (!replay && notes >= MAX_NOTES_PER_PROJECT) throw new ApiError("bad_request", NOTES_FULL);
}
