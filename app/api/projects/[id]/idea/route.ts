import { ProjectParams } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import type { IdeaView } from "@/lib/server/ideas/view";
import { projectIdea } from "@/lib/server/projects/idea";

/** GET /api/projects/{id}/idea/ (beyond the spec): the project's idea, for its owner only. */
export const GET = route({ access: "subscriber", params: ProjectParams }, async ({ params, session }): Promise<IdeaView> => projectIdea(session.user.id, params.id));
