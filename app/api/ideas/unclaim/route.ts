import { route } from "@/lib/http/route";
import { unclaimIdea, type ClaimResult } from "@/lib/server/ideas/claims";
import { IdeaIdBody } from "@/lib/domain/ideas/schemas";

/** Releases a claim; its project goes too unless it has milestones or notes (then it stays). */
export const POST = route({ access: "subscriber", body: IdeaIdBody }, async ({ body, session }): Promise<ClaimResult> => unclaimIdea(session.user.id, body.id));
