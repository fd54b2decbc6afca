import { route } from "@/lib/http/route";
import { openDigestIdea } from "@/lib/server/saved-searches/open-idea";
import { OpenDigestIdea } from "@/lib/server/saved-searches/schemas";
import type { OpenDigestIdeaResponse } from "@/lib/contracts/saved-searches";

export type { OpenDigestIdeaResponse };

/** POST /api/saved-searches/open-idea/: an idea one of the user's digests listed, viewed as a Deep Search result (credits as usual). */
export const POST = route(
  { access: "subscriber", body: OpenDigestIdea },
  async ({ session, body }): Promise<OpenDigestIdeaResponse> =>
    openDigestIdea(session.user.id, session.subscription?.tier ?? null, body.idea_id, body.client_date),
);
