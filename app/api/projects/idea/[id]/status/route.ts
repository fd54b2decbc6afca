import { IdeaParams } from "@/lib/domain/ideas/schemas";
import { route } from "@/lib/http/route";
import { claimStatus } from "@/lib/server/ideas/claims";

/** Whether the current user claimed this idea: about the asker only, never anyone else. */
export const GET = route({ access: "subscriber", params: IdeaParams }, async ({ params, session }) =>
  claimStatus(session.user.id, params.id),
);
