import { MilestoneParams, MilestoneUpdateBody } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import { removeMilestone, updateMilestone } from "@/lib/server/projects/milestones";
import type { MilestoneView } from "@/lib/server/projects/view";

export type MilestoneResponse = MilestoneView;

/** PUT (is_completed, completion_date set by the server; title) and DELETE one milestone. */
export const PUT = route(
  { access: "subscriber", params: MilestoneParams, body: MilestoneUpdateBody },
  async ({ params, body, session }): Promise<MilestoneResponse> =>
    updateMilestone(session.user.id, params.id, params.milestoneId, body),
);

export const DELETE = route({ access: "subscriber", params: MilestoneParams }, async ({ params, session }) =>
  removeMilestone(session.user.id, params.id, params.milestoneId),
);
