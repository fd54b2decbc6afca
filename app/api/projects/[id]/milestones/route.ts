import { NextResponse } from "next/server";
import { MilestoneCreateBody, ProjectParams } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import { addMilestone, listMilestones } from "@/lib/server/projects/milestones";
import type { MilestoneResponse, MilestonesResponse } from "@/lib/contracts/projects";

export type { MilestoneResponse, MilestonesResponse };

/** GET and POST /api/projects/{id}/milestones/ (body title, is_completed). */
export const GET = route(
  { access: "subscriber", params: ProjectParams },
  async ({ params, session }): Promise<MilestonesResponse> => listMilestones(session.user.id, params.id),
);

export const POST = route(
  { access: "subscriber", params: ProjectParams, body: MilestoneCreateBody },
  async ({ params, body, session }) =>
    NextResponse.json<MilestoneResponse>(await addMilestone(session.user.id, params.id, body), { status: 201 }),
);
