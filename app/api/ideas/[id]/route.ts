import { IdeaParams } from "@/lib/domain/ideas/schemas";
import { route } from "@/lib/http/route";
import { ideaById } from "@/lib/server/ideas/queries";
import type { IdeaDetails } from "@/lib/server/ideas/view";

/** One idea in full with its evidence: only one shown to this user through a paid path, or their own project's; else the 404 of a missing idea. */
export const GET = route(
  { access: "subscriber", params: IdeaParams },
  async ({ params, session }): Promise<IdeaDetails> => ideaById(session.user.id, params.id),
);
