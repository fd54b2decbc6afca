import type { IdeaDetails, IdeaView } from "@/lib/contracts/ideas";

/**
 * The watchlist (saved ideas) and compare calls, as the browser reads them. Types only: the server
 * builds these values (lib/server/watchlist), components read them from here.
 */

/** One saved idea. `idea` is null once the idea was unpublished or removed: its text is withdrawn. */
export interface SavedIdeaEntry {
  idea_id: number;
  saved_at: string;
  idea: IdeaView | null;
}

/** GET /api/saved-ideas: the user's saved ideas, newest first, with the limit (null: unlimited). */
export interface SavedIdeasResponse {
  saved: SavedIdeaEntry[];
  limit: number | null;
}

/** GET /api/saved-ideas/ids: only the ids, for the Save buttons of cards and dialogs. */
export interface SavedIdeaIdsResponse {
  ids: number[];
}

/** POST /api/saved-ideas and DELETE /api/saved-ideas/{id}. */
export interface SaveResult {
  success: true;
  idea_id: number;
  is_saved: boolean;
  count: number;
}

/** GET /api/compare?ids=: the ideas in the order asked, each with its evidence. */
export interface CompareResponse {
  ideas: IdeaDetails[];
}
