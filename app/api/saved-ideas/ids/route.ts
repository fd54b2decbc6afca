import type { SavedIdeaIdsResponse } from "@/lib/contracts/watchlist";
import { route } from "@/lib/http/route";
import { savedIdeaIds } from "@/lib/server/watchlist/list";

export type { SavedIdeaIdsResponse };

/** The ids of the user's saved ideas: the Save buttons of cards and dialogs read them once. */
export const GET = route({ access: "subscriber" }, async ({ session }): Promise<SavedIdeaIdsResponse> => ({
  ids: await savedIdeaIds(session.user.id),
}));
