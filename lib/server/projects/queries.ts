import { db } from "@/lib/server/db/client";
import { projectNotFound } from "./access";
import { projectInclude, projectView, type ProjectView } from "./view";

/** Reads: the user's projects (newest first) and one project, owner-only. */
export async function listProjects(userId: number): Promise<ProjectView[]> {
  const rows = await db().project.findMany({
    where: { userId },
    include: projectInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(projectView);
}

export async function getProject(userId: number, projectId: number): Promise<ProjectView> {
  const row = await db().project.findFirst({ where: { id: projectId, userId }, include: projectInclude });
  if (!row) throw projectNotFound();
  return projectView(row);
}

export async function projectsByIds(userId: number, ids: number[]): Promise<ProjectView[]> {
  if (!ids.length) return [];
  const rows = await db().project.findMany({
    where: { id: { in: ids }, userId },
    include: projectInclude,
    orderBy: { id: "asc" },
  });
  return rows.map(projectView);
}
