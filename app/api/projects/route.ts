import { route } from "@/lib/http/route";
import { listProjects } from "@/lib/server/projects/queries";
import type { ProjectsResponse } from "@/lib/contracts/projects";

export type { ProjectsResponse };

/** GET /api/projects/: the user's projects, active and completed (is_completed), with milestones and notes. */
export const GET = route({ access: "subscriber" }, async ({ session }): Promise<ProjectsResponse> =>
  listProjects(session.user.id),
);
