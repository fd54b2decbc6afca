import { IdeaIdBody } from "@/lib/domain/ideas/schemas";
import { route } from "@/lib/http/route";
import { claimIdea, type ClaimResult } from "@/lib/server/ideas/claims";

/** Claims an idea: it becomes an active project, within the plan's active-project limit. */
export const POST = route({ access: "subscriber", body: IdeaIdBody }, async ({ body, session }): Promise<ClaimResult> =>
  claimIdea(session.user.id, session.subscription?.tier ?? null, body.id),
);
