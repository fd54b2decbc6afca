import { route } from "@/lib/http/route";
import { SavedSearchParams, SavedSearchUpdate } from "@/lib/server/saved-searches/schemas";
import { deleteSavedSearch, updateSavedSearch } from "@/lib/server/saved-searches/store";
import { throttleSavedSearchWrites } from "@/lib/server/saved-searches/throttle";
import type { SavedSearchView } from "@/lib/contracts/saved-searches";

export type SavedSearchResponse = SavedSearchView;

/** PATCH /api/saved-searches/{id}/: rename and/or change the alert (off, daily, weekly); owner-only (else 404). */
export const PATCH = route(
  { access: "subscriber", params: SavedSearchParams, body: SavedSearchUpdate },
  async ({ session, params, body }): Promise<SavedSearchResponse> => {
    await throttleSavedSearchWrites(session.user.id);
    return updateSavedSearch(session.user.id, session.subscription?.tier ?? null, params.id, body);
  },
);

/** DELETE /api/saved-searches/{id}/: owner-only (else 404). */
export const DELETE = route({ access: "subscriber", params: SavedSearchParams }, async ({ session, params }) => {
  await throttleSavedSearchWrites(session.user.id);
  return deleteSavedSearch(session.user.id, params.id);
});
