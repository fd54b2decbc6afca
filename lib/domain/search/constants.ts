/**
 * The Deep Search client's business constants, in one place. The server keeps its
 * own copies of the page size, spacing and batch in lib/server/search, which enforce them.
 */

/** Search page: 10 results. */
export const RESULTS_PAGE_SIZE = 10;
/** Search request spacing: the server answers 429 to requests closer than this. */
export const SEARCH_SPACING_MS = 500;
/** Retry on 429: initial delay 2 s, factor 1.5, up to 2 retries. */
export const SEARCH_RETRY = { initialMs: 2_000, factor: 1.5, retries: 2 } as const;
/** Results cache (session storage). */
export const RESULTS_CACHE_MS = 60_000;
/** Loading safety timeout: /results stops waiting and offers a retry after this long. */
export const LOADING_SAFETY_TIMEOUT_MS = 10_000;
/** Fetch-by-ids batch. */
export const FETCH_BY_IDS_BATCH = 50;
