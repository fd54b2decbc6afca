import { ProjectParams } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import type { IdeaDetails } from "@/lib/server/ideas/view";
import { projectIdea } from "@/lib/server/projects/idea";

/** GET /api/projects/{id}/idea/ (beyond the spec): the project's idea, for its owner only. */
export const GET = route(
  { access: "subscriber", params: ProjectParams },
  async ({ params, session }): Promise<IdeaDetails> => projectIdea(session.user.id, params.id),
);
