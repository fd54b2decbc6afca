import { describe, expect, it } from "vitest";
import { compareMatches, matchOrder, mergeShards, type RankedMatch, type ShardAnswer } from "./shard-merge";
import { SEARCH_SORTS, type SearchSort } from "./sort";

/** What a shard answers for `top`: its count and its best `top` matches in the sort's order (as shardSql does). */
function answer(matches: RankedMatch[], top: number, sort: SearchSort = "relevance"): ShardAnswer {
  return { total: matches.length, best: [...matches].sort(matchOrder(sort)).slice(0, top) };
}

function lcg(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe("merging the shards' answers", () => {
  it("orders by rank, then AI score, then id", () => {
    const a = { id: 1, rank: 0.5, overall: 10, demand: 0 };
    const b = { id: 2, rank: 0.5, overall: 90, demand: 0 };
    const c = { id: 3, rank: 0.9, overall: 0, demand: 0 };
    const d = { id: 4, rank: 0.5, overall: 90, demand: 0 };
    expect([a, b, c, d].sort(compareMatches).map((m) => m.id)).toEqual([3, 2, 4, 1]);
  });

  it("gives exactly the page of one ranking over all matches, for every page, with many ties", () => {
    const random = lcg(7);
    const all: RankedMatch[] = Array.from({ length: 237 }, (_, i) => ({
      id: i + 1,
      rank: Math.floor(random() * 5) / 10, // few distinct ranks: ties are the rule
      overall: Math.floor(random() * 4) * 25,
      demand: 0,
    }));
    const global = [...all].sort(compareMatches).map((m) => m.id);
    const shards = [all.filter((m) => m.id % 2 === 0), all.filter((m) => m.id % 2 === 1)];
    for (let offset = 0; offset < 250; offset += 10) {
      const top = offset + 10;
      const merged = mergeShards(
        shards.map((s) => answer(s, top)),
        offset,
        10,
      );
      expect(merged.total).toBe(237);
      expect(merged.ids, `page at ${offset}`).toEqual(global.slice(offset, offset + 10));
    }
  });

  it("handles empty shards, one-sided matches and a page beyond the end", () => {
    const one = [{ id: 3, rank: 0.2, overall: 5, demand: 1 }];
    expect(mergeShards([answer([], 10), answer(one, 10)], 0, 10)).toEqual({ total: 1, ids: [3] });
    expect(mergeShards([answer([], 10), answer([], 10)], 0, 10)).toEqual({ total: 0, ids: [] });
    expect(mergeShards([answer(one, 20), answer([], 20)], 10, 10)).toEqual({ total: 1, ids: [] });
    expect(mergeShards([{ total: 40, best: [] }, { total: 2, best: [] }], 0, 0)).toEqual({ total: 42, ids: [] });
  });

  it("orders each sort by its own keys: AI score then rank, demand then AI score, newest (highest id) first", () => {
    const a = { id: 1, rank: 0.9, overall: 10, demand: 70 };
    const b = { id: 2, rank: 0.1, overall: 90, demand: 70 };
    const c = { id: 3, rank: 0.5, overall: 90, demand: 20 };
    const d = { id: 4, rank: 0.5, overall: 50, demand: 95 };
    const order = (sort: SearchSort) => [a, b, c, d].sort(matchOrder(sort)).map((m) => m.id);
    expect(order("relevance")).toEqual([1, 3, 4, 2]);
    expect(order("ai_score")).toEqual([3, 2, 4, 1]);
    expect(order("demand")).toEqual([4, 2, 1, 3]);
    expect(order("newest")).toEqual([4, 3, 2, 1]);
  });

  it("gives exactly the page of one order over all matches for every sort, for every page, with many ties", () => {
    const random = lcg(11);
    const all: RankedMatch[] = Array.from({ length: 173 }, (_, i) => ({
      id: i + 1,
      rank: Math.floor(random() * 3) / 10,
      overall: Math.floor(random() * 3) * 40,
      demand: Math.floor(random() * 3) * 30,
    }));
    // Shards split unevenly (ids of the best of one sort may all sit in one shard).
    const shards = [all.filter((m) => m.id % 3 === 0), all.filter((m) => m.id % 3 !== 0)];
    for (const sort of SEARCH_SORTS) {
      const global = [...all].sort(matchOrder(sort)).map((m) => m.id);
      for (let offset = 0; offset < 180; offset += 10) {
        const merged = mergeShards(
          shards.map((s) => answer(s, offset + 10, sort)),
          offset,
          10,
          sort,
        );
        expect(merged.ids, `${sort}, page at ${offset}`).toEqual(global.slice(offset, offset + 10));
      }
    }
  });
});
