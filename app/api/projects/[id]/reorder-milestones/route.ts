import { ProjectParams, ReorderBody } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import { reorderMilestones } from "@/lib/server/projects/milestones";
import type { ReorderResponse } from "@/lib/contracts/projects";

export type { ReorderResponse };

/** PUT /api/projects/{id}/reorder-milestones/: milestone_order, a permutation of the project's milestone ids. */
export const PUT = route(
  { access: "subscriber", params: ProjectParams, body: ReorderBody },
  async ({ params, body, session }): Promise<ReorderResponse> =>
    reorderMilestones(session.user.id, params.id, body.milestone_order),
);
