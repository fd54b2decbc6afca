/**
 * What the browser keeps of a user's Deep Search: the 60 s results cache (session storage) and
 * the last visited search page, which the navigation's Deep Search link returns to (local
 * storage). Both hold the user's query, so logging out forgets them: the next person to use the
 * tab or the browser must not see them.
 */
export const SEARCH_CACHE_PREFIX = "deepSearch:";
export const LAST_SEARCH_PAGE_KEY = "lastSearchPage";

export function forgetSearchTraces(): void {
  try {
    const cached = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i)).filter(
      (key) => key?.startsWith(SEARCH_CACHE_PREFIX),
    );
    for (const key of cached) window.sessionStorage.removeItem(key!);
    window.localStorage.removeItem(LAST_SEARCH_PAGE_KEY);
  } catch {
    // Storage blocked: there is nothing to forget.
  }
}
