import { limitsFor, type Tier } from "@/lib/domain/billing/plans";
import { ApiError } from "@/lib/http/errors";
import { db } from "@/lib/server/db/client";

/**
 * Claims: claiming an idea makes it an active project; number_developing counts the claims and
 * moves in the same transaction. A per-user advisory lock serialises a user's claims, so the
 * active-project limit holds under parallel clicks (two claims at limit minus one: one wins).
 */
export const PROJECT_LIMIT_MESSAGE = "You've reached your active projects limit. Complete or delete existing projects to claim more ideas.";
/** Advisory-lock key of a user's claims; project deletion takes it too, so the two never interleave. */
export const CLAIM_LOCK = 71_002;

export interface ClaimResult {
  success: true;
  is_claimed: boolean;
  project_id: number | null;
  number_developing: number;
  /** Unclaim of a project with milestones or notes keeps the project and releases the idea. */
  project_kept?: boolean;
}

export async function claimIdea(userId: number, tier: Tier | null, ideaId: number): Promise<ClaimResult> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLAIM_LOCK}::int, ${userId}::int)`;
    const idea = await tx.idea.findUnique({ where: { id: ideaId }, select: { id: true, title: true, description: true, numberDeveloping: true } });
    if (!idea) throw new ApiError("not_found", "Idea not found.");
    const existing = await tx.ideaClaim.findUnique({ where: { userId_ideaId: { userId, ideaId } } });
    if (existing) return { success: true, is_claimed: true, project_id: existing.projectId, number_developing: idea.numberDeveloping };
    const limit = limitsFor(tier).projects;
    const active = await tx.project.count({ where: { userId, status: "active" } });
    if (limit !== null && active >= limit) throw new ApiError("limit_reached", PROJECT_LIMIT_MESSAGE, { limit_reached: true });
    const project = await tx.project.create({ data: { userId, ideaId, title: idea.title, description: idea.description } });
    await tx.ideaClaim.create({ data: { userId, ideaId, projectId: project.id } });
    const updated = await tx.idea.update({ where: { id: ideaId }, data: { numberDeveloping: { increment: 1 } }, select: { numberDeveloping: true } });
    return { success: true, is_claimed: true, project_id: project.id, number_developing: updated.numberDeveloping };
  });
}

export async function unclaimIdea(userId: number, ideaId: number): Promise<ClaimResult> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLAIM_LOCK}::int, ${userId}::int)`;
    const claim = await tx.ideaClaim.findUnique({
      where: { userId_ideaId: { userId, ideaId } },
      include: { project: { select: { id: true, _count: { select: { milestones: true, notes: true } } } } },
    });
    if (!claim) throw new ApiError("not_found", "You have not claimed this idea.");
    await tx.ideaClaim.delete({ where: { id: claim.id } });
    const work = claim.project ? claim.project._count.milestones + claim.project._count.notes : 0;
    // A project with work in it is never thrown away by an unclaim: it stays, the idea is released.
    if (claim.project && work === 0) await tx.project.delete({ where: { id: claim.project.id } });
    const updated = await tx.idea.update({ where: { id: ideaId }, data: { numberDeveloping: { decrement: 1 } }, select: { numberDeveloping: true } });
    return { success: true, is_claimed: false, project_id: null, number_developing: updated.numberDeveloping, project_kept: work > 0 };
  });
}

export async function claimStatus(userId: number, ideaId: number): Promise<{ is_claimed: boolean; project_id: number | null }> {
  const claim = await db().ideaClaim.findUnique({ where: { userId_ideaId: { userId, ideaId } }, select: { projectId: true } });
  return { is_claimed: Boolean(claim), project_id: claim?.projectId ?? null };
}
