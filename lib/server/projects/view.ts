import type { Milestone, Note, Prisma } from "@/lib/generated/prisma/client";
import { projectDescription, projectTitle } from "@/lib/domain/projects/display";
import { projectProgress } from "@/lib/domain/projects/progress";
import type { MilestoneView, NoteView, ProjectView } from "@/lib/contracts/projects";

/** Projects, milestones and notes as the project calls return them. */
export type { MilestoneView, NoteView, ProjectView } from "@/lib/contracts/projects";

export const projectInclude = {
  milestones: { orderBy: [{ position: "asc" }, { id: "asc" }] },
  notes: { orderBy: { id: "asc" } },
  idea: { select: { title: true, description: true } },
} satisfies Prisma.ProjectInclude;

export type ProjectWithRelations = Prisma.ProjectGetPayload<{ include: typeof projectInclude }>;

export function milestoneView(m: Milestone): MilestoneView {
  return {
    id: m.id,
    project_id: m.projectId,
    title: m.title,
    is_completed: m.isCompleted,
    completed: m.isCompleted,
    completion_date: m.completionDate?.toISOString() ?? null,
    ordering: m.position,
  };
}

export function noteView(n: Note): NoteView {
  return {
    id: n.id,
    project_id: n.projectId,
    content: n.content,
    client_ref: n.clientRef,
    created_at: n.createdAt.toISOString(),
    updated_at: n.updatedAt.toISOString(),
  };
}

export function projectView(p: ProjectWithRelations): ProjectView {
  const milestones = p.milestones.map(milestoneView);
  const isCompleted = p.status === "completed";
  return {
    id: p.id,
    idea_id: p.ideaId,
    title: projectTitle(p.id, p.title, p.idea?.title),
    description: projectDescription(p.description, p.idea?.description),
    status: p.status,
    is_completed: isCompleted,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    completed_at: p.completedAt?.toISOString() ?? null,
    startDate: p.createdAt.toISOString(),
    completionDate: p.completedAt?.toISOString() ?? null,
    progress: projectProgress(isCompleted, milestones),
    milestones,
    notes: p.notes.map(noteView),
  };
}
