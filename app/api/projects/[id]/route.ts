import { ProjectParams, ProjectUpdateBody } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import { deleteProject, updateProject } from "@/lib/server/projects/projects";
import { getProject } from "@/lib/server/projects/queries";
import type { ProjectView } from "@/lib/server/projects/view";

export type ProjectResponse = ProjectView;

/** GET, PUT (completion: `is_completed: true`, once a day) and DELETE /api/projects/{id}/; owner-only. */
export const GET = route(
  { access: "subscriber", params: ProjectParams },
  async ({ params, session }): Promise<ProjectResponse> => getProject(session.user.id, params.id),
);

export const PUT = route(
  { access: "subscriber", params: ProjectParams, body: ProjectUpdateBody },
  async ({ params, body, session }): Promise<ProjectResponse> => updateProject(session.user.id, params.id, body),
);

export const DELETE = route({ access: "subscriber", params: ProjectParams }, async ({ params, session }) =>
  deleteProject(session.user.id, params.id),
);
