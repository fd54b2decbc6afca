/**
 * Deep Search runs on several shards at once (lib/server/search/query.ts). Each shard answers its
 * match count and its best `offset + limit` matches, ranked; the search's page is then the slice
 * [offset, offset + limit) of the merged ranking. That slice is exact: a match on the global page
 * has fewer than `offset + limit` better matches overall, so fewer than that in its own shard too.
 */
export interface RankedMatch {
  id: number;
  /** ts_rank of the main text. */
  rank: number;
  /** AI score: breaks ties of rank. */
  overall: number;
}

export interface ShardAnswer {
  total: number;
  best: RankedMatch[];
}

/** The search's order: rank, then AI score, both best first, then id (the SQL's ORDER BY). */
export function compareMatches(a: RankedMatch, b: RankedMatch): number {
  return b.rank - a.rank || b.overall - a.overall || a.id - b.id;
}

/** The matches on the page at `offset` (ids, best first) and the total of all shards. */
export function mergeShards(answers: readonly ShardAnswer[], offset: number, limit: number): { total: number; ids: number[] } {
  const total = answers.reduce((sum, a) => sum + a.total, 0);
  if (limit <= 0) return { total, ids: [] };
  const ranked = answers.flatMap((a) => a.best).sort(compareMatches);
  return { total, ids: ranked.slice(offset, offset + limit).map((m) => m.id) };
}
