/**
 * Projects, milestones and notes as the spec's calls return them. Types only: the server builds
 * these values (lib/server/projects), components read them from here and never import lib/server.
 */
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

/** GET /api/projects/: the user's projects. */
export type ProjectsResponse = ProjectView[];
/** GET /api/projects/{id}/milestones/: a project's milestones. */
export type MilestonesResponse = MilestoneView[];
/** POST /api/projects/{id}/milestones/: the milestone added. */
export type MilestoneResponse = MilestoneView;
/** POST /api/projects/{id}/reorder-milestones/: the milestones in their new order. */
export type ReorderResponse = MilestoneView[];
/** POST /api/projects/batch-update/: every project the batch touched, as saved. */
export interface BatchUpdateResponse {
  success: true;
  projects: ProjectView[];
}
