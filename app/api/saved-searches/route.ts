import { route } from "@/lib/http/route";
import { SavedSearchCreate } from "@/lib/server/saved-searches/schemas";
import { createSavedSearch, listSavedSearches } from "@/lib/server/saved-searches/store";
import { throttleSavedSearchWrites } from "@/lib/server/saved-searches/throttle";
import type { SavedSearchView, SavedSearchesResponse } from "@/lib/contracts/saved-searches";
import { NextResponse } from "next/server";

export type { SavedSearchesResponse, SavedSearchView };

/** GET /api/saved-searches/: the user's saved Deep Searches, newest first, and their alerts against the plan's limit. */
export const GET = route({ access: "subscriber" }, async ({ session }): Promise<SavedSearchesResponse> =>
  listSavedSearches(session.user.id, session.subscription?.tier ?? null),
);

/** POST /api/saved-searches/: saves a Deep Search under a name (201), optionally with alerts on. */
export const POST = route({ access: "subscriber", body: SavedSearchCreate }, async ({ session, body }) => {
  await throttleSavedSearchWrites(session.user.id);
  const saved = await createSavedSearch(session.user.id, session.subscription?.tier ?? null, body);
  return NextResponse.json(saved satisfies SavedSearchView, { status: 201 });
});
