import type { SaveResult } from "@/lib/contracts/watchlist";
import { SavedIdeaParams } from "@/lib/domain/watchlist/schemas";
import { route } from "@/lib/http/route";
import { unsaveIdea } from "@/lib/server/watchlist/save";
import { throttleSaves } from "@/lib/server/watchlist/throttle";

/** Removes an idea from the user's saved ideas (also one unpublished since). */
export const DELETE = route(
  { access: "subscriber", params: SavedIdeaParams },
  async ({ params, session }): Promise<SaveResult> => {
    await throttleSaves(session.user.id);
    return unsaveIdea(session.user.id, params.id);
  },
);
