import { route } from "@/lib/http/route";
import { SearchStateUpdate, updateSearchState, type SearchStateView } from "@/lib/server/search/state";

/** Saves any of is_new_search, last_search_term, last_included_terms, last_excluded_terms, last_results_ids, pages_viewed. */
export const POST = route(
  { access: "subscriber", body: SearchStateUpdate },
  async ({ body, session }): Promise<SearchStateView> => updateSearchState(session.user.id, body),
);
