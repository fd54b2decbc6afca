import { REORDER_NOT_PERMUTATION } from "@/lib/domain/projects/messages";
import { isPermutation } from "@/lib/domain/projects/progress";
import type { MilestoneUpdateInput } from "@/lib/domain/projects/schemas";
import { ApiError } from "@/lib/errors";
import { db, type Tx } from "@/lib/server/db/client";
import { lockActiveProject, milestoneNotFound, projectNotFound } from "./access";
import { assertRoomForMilestone } from "./caps";
import { milestoneView, type MilestoneView } from "./view";

/**
 * Milestones of the user's own projects: list, add (at the end), update (completion_date is set
 * by the server: now on completion, null on uncheck), remove, and reorder (milestone_order must be
 * a permutation of the project's milestone ids). A completed project's milestones are read-only.
 * A project holds at most MAX_MILESTONES_PER_PROJECT milestones (caps.ts).
 */
const ORDER = [{ position: "asc" as const }, { id: "asc" as const }];

export async function listMilestones(userId: number, projectId: number): Promise<MilestoneView[]> {
  const project = await db().project.findFirst({
    where: { id: projectId, userId },
    select: { milestones: { orderBy: ORDER } },
  });
  if (!project) throw projectNotFound();
  return project.milestones.map(milestoneView);
}

export async function addMilestone(
  userId: number,
  projectId: number,
  input: { title: string; is_completed?: boolean },
): Promise<MilestoneView> {
  return db().$transaction(async (tx) => {
    const project = await lockActiveProject(tx, userId, projectId);
    await assertRoomForMilestone(tx, project);
    const last = await tx.milestone.aggregate({ where: { projectId }, _max: { position: true } });
    const done = input.is_completed ?? false;
    const created = await tx.milestone.create({
      data: {
        projectId,
        title: input.title,
        isCompleted: done,
        completionDate: done ? new Date() : null,
        position: (last._max.position ?? -1) + 1,
      },
    });
    await touch(tx, projectId);
    return milestoneView(created);
  });
}

async function ownedMilestone(tx: Tx, userId: number, projectId: number, milestoneId: number) {
  await lockActiveProject(tx, userId, projectId);
  const milestone = await tx.milestone.findFirst({ where: { id: milestoneId, projectId } });
  if (!milestone) throw milestoneNotFound();
  return milestone;
}

export async function updateMilestone(
  userId: number,
  projectId: number,
  milestoneId: number,
  input: MilestoneUpdateInput,
): Promise<MilestoneView> {
  return db().$transaction(async (tx) => {
    const current = await ownedMilestone(tx, userId, projectId, milestoneId);
    const done = input.is_completed ?? input.completed;
    const completion =
      done === undefined
        ? {}
        : {
            isCompleted: done,
            completionDate: done ? (current.isCompleted ? current.completionDate : new Date()) : null,
          };
    const updated = await tx.milestone.update({
      where: { id: milestoneId },
      data: { ...completion, ...(input.title !== undefined ? { title: input.title } : {}) },
    });
    await touch(tx, projectId);
    return milestoneView(updated);
  });
}

export async function removeMilestone(
  userId: number,
  projectId: number,
  milestoneId: number,
): Promise<{ success: true }> {
  await db().$transaction(async (tx) => {
    await ownedMilestone(tx, userId, projectId, milestoneId);
    await tx.milestone.delete({ where: { id: milestoneId } });
    await touch(tx, projectId);
  });
  return { success: true };
}

export async function reorderMilestones(userId: number, projectId: number, order: number[]): Promise<MilestoneView[]> {
  return db().$transaction(async (tx) => {
    await lockActiveProject(tx, userId, projectId);
    const ids = (await tx.milestone.findMany({ where: { projectId }, select: { id: true } })).map((m) => m.id);
    if (!isPermutation(order, ids))
      throw new ApiError("bad_request", REORDER_NOT_PERMUTATION, {
        errors: { milestone_order: [REORDER_NOT_PERMUTATION] },
      });
    if (order.length) {
      await tx.$executeRaw`UPDATE milestones AS m SET position = o.ord - 1
        FROM unnest(${order}::int[]) WITH ORDINALITY AS o(id, ord) WHERE m.id = o.id AND m.project_id = ${projectId}`;
    }
    await touch(tx, projectId);
    return (await tx.milestone.findMany({ where: { projectId }, orderBy: ORDER })).map(milestoneView);
  });
}

/** A milestone change is a change of its project (updated_at). */
async function touch(tx: Tx, projectId: number) {
  await tx.project.update({ where: { id: projectId }, data: { updatedAt: new Date() } });
}
