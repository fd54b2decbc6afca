/**
 * The Deep Search business constants, in one place: the client follows them and the server
 * (lib/server/search) enforces them from the same values.
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
/** Fetch-by-ids batch: the most ideas one call may ask for. */
export const FETCH_BY_IDS_BATCH = 50;
/** The most results one search shows (also the cap of the saved result ids). */
export const MAX_SEARCH_RESULTS = 1000;
