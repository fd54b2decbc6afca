import "server-only";
import type { FirstResults } from "@/components/search/use-results";
import type { SearchStateView } from "@/lib/contracts/search";
import { pageQuery, searchKey } from "@/lib/domain/search/form";
import { RESULTS_PAGE_SIZE } from "@/lib/domain/search/constants";
import { savedPageIds, viewedPageUpdate } from "@/lib/domain/search/saved";
import { dateFromOffsetCookie } from "@/lib/domain/usage/time-zone";
import type { ActiveSession } from "@/lib/server/auth/sessions";
import { fetchSavedIdeas } from "@/lib/server/search/fetch-by-ids";
import { parseWith } from "@/lib/http/validation";
import { SearchQuerySchema } from "@/lib/server/search/schema";
import { searchIdeas } from "@/lib/server/search/search";
import { updateSearchState } from "@/lib/server/search/state";

type PageParams = Record<string, string | string[] | undefined>;

interface RequestedPage {
  key: string;
  page: number;
}

/** The URL's parameters as a query string (the first value of each), to hand a link's search on. */
export function linkQuery(pageParams: PageParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(pageParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && name !== "page") params.set(name, first);
  }
  return params.toString();
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
 * already holds the results. Null otherwise, and on any failure (the browser loads the page then).
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

/** The new search the page asks for (a search text, a page not viewed before): its key, page and offset; null otherwise. */
export function newSearch(
  pageParams: PageParams,
  saved: SearchStateView,
): { key: string; page: number; offset: number } | null {
  const requested = requestedPage(pageParams);
  if (!requested || savedPageIds(saved, requested.key, requested.page)) return null;
  return { ...requested, offset: (requested.page - 1) * RESULTS_PAGE_SIZE };
}

/**
 * A prefetch (Next's router fetching a page ahead of a click, or the browser's speculative load):
 * the user may never open the page, so it must not spend credits.
 */
export function isPrefetch(request: Headers): boolean {
  return (
    request.has("next-router-prefetch") ||
    /prefetch/i.test(request.get("sec-purpose") ?? "") ||
    /prefetch/i.test(request.get("purpose") ?? "")
  );
}

/** What the request tells about how the page is opened. */
export interface PageRequest {
  /** The browser's UTC offset, the tz_offset cookie's value (lib/client/time-zone.ts). */
  utcOffset: string | undefined;
  /** A prefetch (Next's router or the browser's) rather than the user opening the page. */
  prefetch: boolean;
}

/**
 * A new search (a page not viewed before) run while /results renders, exactly as GET
 * /api/ideas/search would run it for the browser (the same spacing, credits and charge) and saved
 * as viewed as the browser would save it: the page's HTML then holds the results, where otherwise
 * they wait for the app's scripts and a request of their own. It needs the user's own date (the
 * credits day), so it runs only when the browser has left its UTC offset; never for a prefetch,
 * which must not spend credits. Null when it does not run or fails in any way (refused for spacing
 * or credits, an invalid parameter): the browser then sends the search itself, and shows its
 * answer and messages as it always has.
 */
export async function searchOnServer(
  session: ActiveSession,
  pageParams: PageParams,
  saved: SearchStateView,
  request: PageRequest,
): Promise<{ first: FirstResults; saved: SearchStateView } | null> {
  const search = newSearch(pageParams, saved);
  const clientDate = dateFromOffsetCookie(request.utcOffset);
  if (!search || !clientDate || request.prefetch) return null;
  const query = pageQuery(search.key, search.page, clientDate);
  try {
    const answer = await searchIdeas({
      userId: session.user.id,
      tier: session.subscription?.tier ?? null,
      query: parseWith(SearchQuerySchema, Object.fromEntries(new URLSearchParams(query))),
    });
    const update = viewedPageUpdate(saved, search.key, search.page, {
      ids: answer.ideas.map((idea) => idea.id),
      total: answer.total_results,
      viewable: answer.viewable_results,
    });
    // Not saved: shown all the same, with the state it had; the page saves it once it runs.
    const stored = await updateSearchState(session.user.id, update).catch(() => null);
    const first: FirstResults = {
      key: search.key,
      page: search.page,
      ideas: answer.ideas,
      total: answer.total_results,
      viewable: answer.viewable_results,
      searched: { query, usage: answer.usage, searchText: answer.search_text, at: Date.now(), saved: stored !== null },
    };
    return { first, saved: stored ?? saved };
  } catch {
    return null;
  }
}
