import type { SavedIdeasResponse, SaveResult } from "@/lib/contracts/watchlist";
import { savedIdeasLimitFor } from "@/lib/domain/watchlist/limits";
import { SaveIdeaBody } from "@/lib/domain/watchlist/schemas";
import { route } from "@/lib/http/route";
import { listSavedIdeas } from "@/lib/server/watchlist/list";
import { saveIdea } from "@/lib/server/watchlist/save";
import { throttleSaves } from "@/lib/server/watchlist/throttle";

export type { SavedIdeasResponse, SaveResult };

/** The user's saved ideas, newest first; one unpublished since comes with `idea: null`. No credit is spent. */
export const GET = route({ access: "subscriber" }, async ({ session }): Promise<SavedIdeasResponse> => ({
  saved: await listSavedIdeas(session.user.id),
  limit: savedIdeasLimitFor(session.subscription?.tier),
}));

/** Saves an idea the user was shown: no credit, no project slot; 500 at most (Lifetime: unlimited). */
export const POST = route(
  { access: "subscriber", body: SaveIdeaBody },
  async ({ body, session }): Promise<SaveResult> => {
    await throttleSaves(session.user.id);
    return saveIdea(session.user.id, session.subscription?.tier ?? null, body.id);
  },
);
