import { UnclaimBody } from "@/lib/domain/ideas/schemas";
import { route } from "@/lib/http/route";
import { unclaimIdea, type ClaimResult } from "@/lib/server/ideas/claims";

/**
 * Releases a claim; its project goes too unless it has milestones or notes: then it stays, and the
 * release needs `confirmed: true` (without it: 409 with what the project holds).
 */
export const POST = route(
  { access: "subscriber", body: UnclaimBody },
  async ({ body, session }): Promise<ClaimResult> => unclaimIdea(session.user.id, body.id, body.confirmed),
);
