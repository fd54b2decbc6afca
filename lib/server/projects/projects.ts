import { usageDay } from "@/lib/domain/usage/day";
import { db } from "@/lib/server/db/client";
import { CLAIM_LOCK } from "@/lib/server/ideas/claims";
import { claimUsageDay } from "@/lib/server/usage/day";
import { lockOwnedProject } from "./access";
import { setCompletion } from "./completion";
import { getProject } from "./queries";
import type { ProjectView } from "./view";

export interface ProjectUpdate {
  is_completed?: boolean;
  client_date?: string;
}

/** PUT /api/projects/{id}/: completion (`is_completed: true`), once a day (the claimed credits day). */
export async function updateProject(userId: number, projectId: number, input: ProjectUpdate): Promise<ProjectView> {
  const completion =
    input.is_completed === undefined
      ? null
      : { isCompleted: input.is_completed, day: (await claimUsageDay(userId, usageDay(input.client_date))).day };
  await db().$transaction(async (tx) => {
    await lockOwnedProject(tx, userId, projectId);
    if (completion) await setCompletion(tx, userId, projectId, completion.isCompleted, completion.day);
  });
  return getProject(userId, projectId);
}

/**
 * DELETE /api/projects/{id}/: removes the project with its milestones and notes and frees its
 * claim, with the idea's number_developing decremented in the same transaction.
 */
export async function deleteProject(userId: number, projectId: number): Promise<{ success: true }> {
  await db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLAIM_LOCK}::int, ${userId}::int)`;
    await lockOwnedProject(tx, userId, projectId);
    const claim = await tx.ideaClaim.findFirst({ where: { projectId, userId }, select: { id: true, ideaId: true } });
    if (claim) {
      await tx.ideaClaim.delete({ where: { id: claim.id } });
      await tx.idea.update({ where: { id: claim.ideaId }, data: { numberDeveloping: { decrement: 1 } } });
    }
    await tx.project.delete({ where: { id: projectId } });
  });
  return { success: true };
}
