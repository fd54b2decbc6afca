import type { ClaimResult } from "@/lib/contracts/ideas";
import { limitsFor, type Tier } from "@/lib/domain/billing/plans";
import { RELEASE_NEEDS_CONFIRMATION, type ReleaseQuestion } from "@/lib/domain/ideas/release";
import { projectTitle } from "@/lib/domain/projects/display";
import { ApiError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import { ideaNotFound, readableBy, readableIdea } from "./access";
import type { IdeaView } from "./view";
import { PROJECT_LIMIT_MESSAGE } from "@/lib/domain/ideas/messages";

/**
 * Claims: claiming an idea gives it a project (a new active one, or the one an earlier release
 * kept); number_developing counts the claims and moves in the same transaction. A user has at
 * most one project per idea (unique index on projects (idea_id, user_id)). A per-user advisory
 * lock serialises a user's claims, so the active-project limit holds under parallel clicks (two
 * claims at limit minus one: one wins). Only an idea the user may read (access.ts: shown through a
 * paid path, or their project's) can be claimed or asked about; any other answers the 404 of a
 * missing idea and changes nothing.
 */
/** Advisory-lock key of a user's claims; project deletion takes it too, so the two never interleave. */
export const CLAIM_LOCK = 71_002;

export type { ClaimResult } from "@/lib/contracts/ideas";

export async function claimIdea(userId: number, tier: Tier | null, ideaId: number): Promise<ClaimResult> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLAIM_LOCK}::int, ${userId}::int)`;
    const idea = await readableIdea(tx, userId, ideaId);
    if (!idea) throw ideaNotFound();
    const existing = await tx.ideaClaim.findUnique({ where: { userId_ideaId: { userId, ideaId } } });
    if (existing)
      return {
        success: true,
        is_claimed: true,
        project_id: existing.projectId,
        number_developing: idea.number_developing,
      };
    const projectId = await attachProject(tx, userId, limitsFor(tier).projects, idea);
    await tx.ideaClaim.create({ data: { userId, ideaId, projectId } });
    const updated = await tx.idea.update({
      where: { id: ideaId },
      data: { numberDeveloping: { increment: 1 } },
      select: { numberDeveloping: true },
    });
    return { success: true, is_claimed: true, project_id: projectId, number_developing: updated.numberDeveloping };
  });
}

/**
 * The project of a claim, in one statement: the user's project of this idea when a release kept
 * it (it comes back as it is, and when active it already counts among the active projects), else
 * a new active project, made only below the plan's limit (null: unlimited). The unique index on
 * (idea_id, user_id) turns the insert into the reattach; its no-op update returns the kept row.
 */
async function attachProject(tx: Tx, userId: number, limit: number | null, idea: IdeaView): Promise<number> {
  const [project] = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO projects (user_id, idea_id, title, description, updated_at)
    SELECT ${userId}, ${idea.id}, ${idea.idea_summary}, ${idea.idea_details}, now()
     WHERE ${limit}::int IS NULL
        OR (SELECT count(*) FROM projects WHERE user_id = ${userId} AND status = 'active') < ${limit}::int
        OR EXISTS (SELECT 1 FROM projects WHERE user_id = ${userId} AND idea_id = ${idea.id})
    ON CONFLICT (idea_id, user_id) DO UPDATE SET idea_id = EXCLUDED.idea_id
    RETURNING id`;
  if (!project) throw new ApiError("limit_reached", PROJECT_LIMIT_MESSAGE, { limit_reached: true });
  return project.id;
}

/**
 * Releases a claim. A project with milestones or notes is never thrown away by it: it stays (the
 * next claim of the idea brings it back). A caller that asks first (`confirmed: false`) gets the
 * 409 of ReleaseQuestion, telling what the project holds, and nothing changes; `confirmed: true` or
 * no answer at all releases. An empty project goes.
 */
export async function unclaimIdea(userId: number, ideaId: number, confirmed?: boolean): Promise<ClaimResult> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLAIM_LOCK}::int, ${userId}::int)`;
    const claim = await tx.ideaClaim.findUnique({
      where: { userId_ideaId: { userId, ideaId } },
      include: {
        project: {
          select: {
            id: true,
            title: true,
            idea: { select: { title: true } },
            _count: { select: { milestones: true, notes: true } },
          },
        },
      },
    });
    if (!claim) throw new ApiError("not_found", "You have not claimed this idea.");
    const project = claim.project;
    const work = project ? project._count.milestones + project._count.notes : 0;
    if (project && work > 0 && confirmed === false) {
      const question: ReleaseQuestion = {
        confirm_required: true,
        project_id: project.id,
        project_title: projectTitle(project.id, project.title, project.idea?.title),
        milestones: project._count.milestones,
        notes: project._count.notes,
      };
      throw new ApiError("conflict", RELEASE_NEEDS_CONFIRMATION, { ...question });
    }
    await tx.ideaClaim.delete({ where: { id: claim.id } });
    if (project && work === 0) await tx.project.delete({ where: { id: project.id } });
    const updated = await tx.idea.update({
      where: { id: ideaId },
      data: { numberDeveloping: { decrement: 1 } },
      select: { numberDeveloping: true },
    });
    return {
      success: true,
      is_claimed: false,
      project_id: null,
      number_developing: updated.numberDeveloping,
      project_kept: work > 0,
    };
  });
}

/**
 * The claim state of each of these ideas for the user, in one statement (a page's cards), keyed by
 * idea id; ideas the user may not read are left out, as claimStatus would refuse them.
 */
export async function claimStatuses(
  userId: number,
  ideaIds: number[],
): Promise<Record<number, { is_claimed: boolean; project_id: number | null }>> {
  if (!ideaIds.length) return {};
  const rows = await db().$queryRaw<{ id: number; claimed: boolean; project_id: number | null }[]>`
    SELECT i.id, c.id IS NOT NULL AS claimed, c.project_id
      FROM unnest(${ideaIds}::int[]) AS i(id)
      LEFT JOIN idea_claims c ON c.user_id = ${userId} AND c.idea_id = i.id
     WHERE ${readableBy(userId, Prisma.sql`i.id`)}`;
  return Object.fromEntries(rows.map((r) => [r.id, { is_claimed: r.claimed, project_id: r.project_id }]));
}

/** Whether the user claimed the idea; one statement, which also checks that they may read it (a claim's own project makes it readable). */
export async function claimStatus(
  userId: number,
  ideaId: number,
): Promise<{ is_claimed: boolean; project_id: number | null }> {
  const [row] = await db().$queryRaw<{ claimed: boolean; project_id: number | null; readable: boolean }[]>`
    SELECT c.id IS NOT NULL AS claimed, c.project_id, ${readableBy(userId, ideaId)} AS readable
      FROM (SELECT 1) AS one LEFT JOIN idea_claims c ON c.user_id = ${userId} AND c.idea_id = ${ideaId}`;
  if (!row?.readable) throw ideaNotFound();
  return { is_claimed: row.claimed, project_id: row.project_id };
}
