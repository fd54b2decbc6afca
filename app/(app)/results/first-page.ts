import "server-only";
import type { FirstResults } from "@/components/search/use-results";
import type { SearchStateView } from "@/lib/contracts/search";
import { searchKey } from "@/lib/domain/search/form";
import { RESULTS_PAGE_SIZE } from "@/lib/domain/search/constants";
import { savedPageIds } from "@/lib/domain/search/saved";
import { fetchSavedIdeas } from "@/lib/server/search/fetch-by-ids";

type PageParams = Record<string, string | string[] | undefined>;

interface RequestedPage {
  key: string;
  page: number;
}

/** The search (its key) and page the URL asks for; null without a search text. */
function requestedPage(pageParams: PageParams): RequestedPage | null {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(pageParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  if (!(params.get("main_search_text") ?? "").trim()) return null;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return { key: searchKey(params), page };
}

/**
 * The first page of /results when it is a page of the saved search viewed before: read from its
 * saved ids while the page renders (no credit, as the browser would show it), so the page's HTML
 * already holds the results. Null otherwise: a new search runs in the browser, which alone knows
 * the user's date (their credits day) and spaces and retries its searches; null too on any
 * failure, so the browser loads the page itself as before.
 */
export async function firstResults(
  userId: number,
  pageParams: PageParams,
  saved: SearchStateView,
): Promise<FirstResults | null> {
  const requested = requestedPage(pageParams);
  if (!requested) return null;
  const { key, page } = requested;
  const viewed = savedPageIds(saved, key, page);
  if (!viewed) return null;
  try {
    const { ideas } = await fetchSavedIdeas(userId, viewed.ids);
    return { key, page, ideas, total: viewed.total, viewable: viewed.viewable };
  } catch {
    return null;
  }
}

/** The new search the page's browser will send (a search text, a page not viewed before): its key and offset; null otherwise. */
export function newSearch(pageParams: PageParams, saved: SearchStateView): { key: string; offset: number } | null {
  const requested = requestedPage(pageParams);
  if (!requested || savedPageIds(saved, requested.key, requested.page)) return null;
  return { key: requested.key, offset: (requested.page - 1) * RESULTS_PAGE_SIZE };
}
