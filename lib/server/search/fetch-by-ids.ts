import { ideasByIds } from "@/lib/server/ideas/queries";
import type { IdeaView } from "@/lib/server/ideas/view";
import { viewedIdeaIds } from "./views";

/**
 * POST /api/ideas/search/fetch-by-ids/: the saved results of a search, at most FETCH_BY_IDS_BATCH
 * (lib/domain/search/constants.ts) a call, in the order asked. Only ideas this user was charged
 * for in a search are returned (so it cannot be used to read ideas for free), and only idea fields.
 */
export interface FetchByIdsResponse {
  ideas: IdeaView[];
  total_results: number;
}

export async function fetchSavedIdeas(userId: number, ids: number[]): Promise<FetchByIdsResponse> {
  const allowed = await viewedIdeaIds(userId, ids);
  const ideas = await ideasByIds(ids.filter((id) => allowed.has(id)));
  return { ideas, total_results: ideas.length };
}
