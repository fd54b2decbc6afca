import { DEFAULT_SORT, sortKeys, type SearchSort } from "@/lib/domain/search/sort";

/**
 * Deep Search asks each partition of idea_search for its match count and its best `offset + limit`
 * matches in the search's sort order (lib/server/search/query.ts); the search's page is the slice
 * [offset, offset + limit) of the merged order. The slice is exact as long as the merge compares
 * by the same keys as the partitions' SQL did: a match on the global page has fewer than
 * `offset + limit` better matches overall, so fewer than that in its own partition too.
 */
export interface RankedMatch {
  id: number;
  /** ts_rank of the main text. */
  rank: number;
  /** AI score. */
  overall: number;
  /** Demand score. */
  demand: number;
  /** The evidence's trend ratio; null without evidence. */
  trend: number | null;
}

export interface PartitionAnswer {
  total: number;
  best: RankedMatch[];
}

/**
 * The comparison of a sort: its keys in turn (descending keys put a missing value last, as the
 * SQL's DESC NULLS LAST does), then the id. The same order as the partitions' ORDER BY.
 */
export function matchOrder(sort: SearchSort = DEFAULT_SORT): (a: RankedMatch, b: RankedMatch) => number {
  const keys = sortKeys(sort);
  return (a, b) => {
    for (const { field, descending } of keys) {
      const x = a[field];
      const y = b[field];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return descending ? y - x : x - y;
    }
    return 0;
  };
}

/** The page at `offset` (ids, in the sort's order) and the summed count of every partition's answer. */
export function mergePartitions(
  answers: readonly PartitionAnswer[],
  offset: number,
  limit: number,
  sort: SearchSort = DEFAULT_SORT,
): { total: number; ids: number[] } {
  const total = answers.reduce((sum, a) => sum + a.total, 0);
  if (limit <= 0) return { total, ids: [] };
  const ranked = answers.flatMap((a) => a.best).sort(matchOrder(sort));
  return { total, ids: ranked.slice(offset, offset + limit).map((m) => m.id) };
}
