import type { SearchStateUpdate, SearchStateView } from "@/lib/contracts/search";
import { MAX_SEARCH_RESULTS, RESULTS_PAGE_SIZE } from "./constants";
import { paramsToForm, searchKey } from "./form";

/**
 * A page of the saved Deep Search: the last search's parameters (`last_params`, with the counts
 * it answered), its result ids in order and the pages viewed. A page viewed before is shown again
 * from its saved ids without paying again. Read by /results in the browser and on the server.
 */
const COUNTS = ["total_results", "viewable_results"] as const;

/** The saved search's parameters, without the counts. */
export function savedParams(state: SearchStateView): URLSearchParams {
  const p = new URLSearchParams(state.last_params);
  for (const count of COUNTS) p.delete(count);
  return p;
}

/** Whether `page` of the search `key` (searchKey) was viewed already. */
export function isSavedPage(state: SearchStateView | null, key: string, page: number): boolean {
  return !!state && searchKey(savedParams(state)) === key && state.pages_viewed.includes(page);
}

/** The ids and counts of a saved page, or null when it was not viewed (or its counts are missing). */
export function savedPageIds(
  state: SearchStateView,
  key: string,
  page: number,
): { ids: number[]; total: number; viewable: number } | null {
  if (!isSavedPage(state, key, page)) return null;
  const ids = state.last_results_ids.slice((page - 1) * RESULTS_PAGE_SIZE, page * RESULTS_PAGE_SIZE);
  const total = Number(state.last_params.total_results ?? NaN);
  if (!ids.length || !Number.isFinite(total)) return null;
  // States saved before the viewable count existed: the total was the viewable count then.
  const viewable = Number(state.last_params.viewable_results ?? total);
  return { ids, total, viewable };
}

/** A page of results as the saved search keeps it: its ids in order and the search's counts. */
export interface ViewedPage {
  ids: number[];
  total: number;
  viewable: number;
}

/**
 * The saved search once `page` of the search `key` has been viewed: the same search keeps its ids
 * and pages viewed and takes this page's ids in place; another search starts over from this page.
 * A page beyond the ids saved so far (a gap before it) is shown but not saved as viewed.
 */
export function viewedPageUpdate(
  state: SearchStateView,
  key: string,
  page: number,
  viewed: ViewedPage,
): SearchStateView & Required<SearchStateUpdate> {
  const params = new URLSearchParams(key);
  const same = searchKey(savedParams(state)) === key;
  const offset = (page - 1) * RESULTS_PAGE_SIZE;
  const ids = same ? [...state.last_results_ids] : [];
  const pages = same ? new Set(state.pages_viewed) : new Set<number>();
  if (ids.length >= offset) {
    ids.splice(offset, viewed.ids.length, ...viewed.ids);
    pages.add(page);
  }
  // The terms by field, as the search form reads them from the URL.
  const { include, exclude } = paramsToForm(params);
  return {
    is_new_search: false,
    last_search_term: params.get("main_search_text") ?? "",
    last_included_terms: include,
    last_excluded_terms: exclude,
    last_results_ids: ids.slice(0, MAX_SEARCH_RESULTS),
    pages_viewed: [...pages].filter((p) => p <= MAX_SEARCH_RESULTS / RESULTS_PAGE_SIZE),
    last_params: {
      ...Object.fromEntries(params),
      total_results: String(viewed.total),
      viewable_results: String(viewed.viewable),
    },
  };
}
