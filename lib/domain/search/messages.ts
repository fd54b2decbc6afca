/**
 * The search's refusal at 0 credits left, word for word: the server answers with it and the
 * browser recognises it (lib/server/search/schema.ts and search.ts answer with it).
 */
export const RESULTS_LIMIT_MESSAGE = "Results limit must be at least 1.";
