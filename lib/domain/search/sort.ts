/**
 * The orders Deep Search results can be sorted in. Each is a list of keys compared in turn, best
 * first; the id (lowest first) breaks the last tie, so the order is total and a page is always the
 * same page. The SQL that ranks (lib/server/search/query.ts) reads this table.
 * Ideas are only ever added (ids from one sequence), so the highest id is the newest idea.
 * Trend is the evidence's last quarter over the year before; ideas without evidence have none and
 * come after every idea that has one.
 */
export const SEARCH_SORTS = ["relevance", "ai_score", "demand", "trend", "newest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SORT: SearchSort = "relevance";

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Relevance",
  ai_score: "AI score",
  demand: "Demand",
  trend: "Trend",
  newest: "Newest",
};

/** The values of a match a sort can compare: the main text's rank, AI score, demand, trend ratio, id. */
export type SortField = "rank" | "overall" | "demand" | "trend" | "id";

export interface SortKey {
  field: SortField;
  descending: boolean;
}

const desc = (field: SortField): SortKey => ({ field, descending: true });

export const SORT_ORDER: Record<SearchSort, readonly SortKey[]> = {
  relevance: [desc("rank"), desc("overall")],
  ai_score: [desc("overall"), desc("rank")],
  demand: [desc("demand"), desc("overall")],
  trend: [desc("trend"), desc("demand"), desc("overall")],
  newest: [desc("id")],
};

/** The sort's keys followed by the id, lowest first, unless the sort already orders by id. */
export function sortKeys(sort: SearchSort): readonly SortKey[] {
  const keys = SORT_ORDER[sort];
  return keys.some((k) => k.field === "id") ? keys : [...keys, { field: "id", descending: false }];
}

export function isSearchSort(value: unknown): value is SearchSort {
  return typeof value === "string" && (SEARCH_SORTS as readonly string[]).includes(value);
}
