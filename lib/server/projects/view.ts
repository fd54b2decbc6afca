import type { Milestone, Note, Prisma } from "@/lib/generated/prisma/client";
import { projectDescription, projectTitle } from "@/lib/domain/projects/display";
import { projectProgress } from "@/lib/domain/projects/progress";

/** Projects, milestones and notes as the spec's calls return them (section 3). */
export interface MilestoneView {
  id: number;
  project_id: number;
  title: string;
  is_completed: boolean;
  /** The spec's other name for is_completed. */
  completed: boolean;
  completion_date: string | null;
  ordering: number;
}

export interface NoteView {
  id: number;
  project_id: number;
  content: string;
  client_ref: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProjectView {
  id: number;
  idea_id: number | null;
  title: string;
  description: string;
  status: "active" | "completed";
  is_completed: boolean;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  startDate: string;
  completionDate: string | null;
  /** Rounded percentage of completed milestones; 100 once the project is completed. */
  progress: number;
  milestones: MilestoneView[];
  notes: NoteView[];
}

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
  return { id: n.id, project_id: n.projectId, content: n.content, client_ref: n.clientRef, created_at: n.createdAt.toISOString(), updated_at: n.updatedAt.toISOString() };
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
