"use client";

import { isSavedPage, savedPageIds, viewedPageUpdate } from "@/lib/domain/search/saved";
import type { IdeaView } from "@/lib/contracts/ideas";
import type { SearchStateView } from "@/lib/contracts/search";
import { fetchByIds, getSearchState, markPageViewed, updateSearchState } from "./search-client";

/**
 * The saved Deep Search (the user's search state): the last search's parameters, its result
 * ids and the pages viewed, so /results can show a page viewed before without paying again.
 * `last_params` keeps the search's parameters (the URL's, sort included) and the counts it answered.
 */
export interface PageOfResults {
  ideas: IdeaView[];
  total: number;
  viewable: number;
}

/** The state as this tab last read or wrote it: a page shown from the cache needs no call when it is saved already. */
let known: SearchStateView | null = null;

/** The saved state: `given` when the page read it on the server already, else fetched. */
export async function readSavedState(given?: SearchStateView): Promise<SearchStateView> {
  known = given ?? (await getSearchState());
  return known;
}

/** The saved page of this search, when it was viewed already: shown again without paying. */
export async function savedPage(state: SearchStateView, key: string, page: number): Promise<PageOfResults | null> {
  const saved = savedPageIds(state, key, page);
  if (!saved) return null;
  return { ideas: await fetchByIds(saved.ids), total: saved.total, viewable: saved.viewable };
}

/** Saves this page of this search as viewed (its ids in place in the saved list). */
export async function saveViewedPage(
  state: SearchStateView,
  key: string,
  page: number,
  results: PageOfResults,
): Promise<void> {
  const update = viewedPageUpdate(state, key, page, { ...results, ids: results.ideas.map((i) => i.id) });
  await updateSearchState(update);
  known = update;
  if (update.pages_viewed.includes(page)) await markPageViewed(page);
}

/** Saves a page shown from the cache, unless this tab knows it is saved already (no call then). */
export async function rememberCachedPage(key: string, page: number, results: PageOfResults): Promise<void> {
  if (isSavedPage(known, key, page)) return;
  await saveViewedPage(known ?? (await readSavedState()), key, page, results);
}
