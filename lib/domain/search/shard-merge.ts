import { DEFAULT_SORT, sortKeys, type SearchSort } from "./sort";

/**
 * Deep Search runs on several shards at once (lib/server/search/query.ts). Each shard answers its
 * match count and its best `offset + limit` matches in the search's sort order; the search's page
 * is then the slice [offset, offset + limit) of the merged order. That slice is exact as long as
 * the merge compares by the same keys as the shards' SQL did: a match on the global page has fewer
 * than `offset + limit` better matches overall, so fewer than that in its own shard too.
 */
export interface RankedMatch {
  id: number;
  /** ts_rank of the main text. */
  rank: number;
  /** AI score. */
  overall: number;
  /** Demand score. */
  demand: number;
}

export interface ShardAnswer {
  total: number;
  best: RankedMatch[];
}

/** The comparison of a sort (sort.ts): its keys in turn, then the id; the SQL's ORDER BY. */
export function matchOrder(sort: SearchSort): (a: RankedMatch, b: RankedMatch) => number {
  const keys = sortKeys(sort);
  return (a, b) => {
    for (const { field, descending } of keys) {
      const difference = descending ? b[field] - a[field] : a[field] - b[field];
      if (difference !== 0) return difference;
    }
    return 0;
  };
}

/** The relevance order: rank, then AI score, both best first, then id. */
export const compareMatches = matchOrder(DEFAULT_SORT);

/** The matches on the page at `offset` (ids, in the sort's order) and the total of all shards. */
export function mergeShards(answers: readonly ShardAnswer[], offset: number, limit: number, sort: SearchSort = DEFAULT_SORT): { total: number; ids: number[] } {
  const total = answers.reduce((sum, a) => sum + a.total, 0);
  if (limit <= 0) return { total, ids: [] };
  const ranked = answers.flatMap((a) => a.best).sort(matchOrder(sort));
  return { total, ids: ranked.slice(offset, offset + limit).map((m) => m.id) };
}
