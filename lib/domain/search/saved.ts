import type { SearchStateView } from "@/lib/contracts/search";
import { RESULTS_PAGE_SIZE } from "./constants";
import { searchKey } from "./form";

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
