import { describe, expect, it } from "vitest";
import { compareMatches, mergeShards, type RankedMatch, type ShardAnswer } from "./shard-merge";

/** What a shard answers for `top`: its count and its best `top` matches (as shardSql does). */
function answer(matches: RankedMatch[], top: number): ShardAnswer {
  return { total: matches.length, best: [...matches].sort(compareMatches).slice(0, top) };
}

function lcg(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe("merging the shards' answers", () => {
  it("orders by rank, then AI score, then id", () => {
    const a = { id: 1, rank: 0.5, overall: 10 };
    const b = { id: 2, rank: 0.5, overall: 90 };
    const c = { id: 3, rank: 0.9, overall: 0 };
    const d = { id: 4, rank: 0.5, overall: 90 };
    expect([a, b, c, d].sort(compareMatches).map((m) => m.id)).toEqual([3, 2, 4, 1]);
  });

  it("gives exactly the page of one ranking over all matches, for every page, with many ties", () => {
    const random = lcg(7);
    const all: RankedMatch[] = Array.from({ length: 237 }, (_, i) => ({
      id: i + 1,
      rank: Math.floor(random() * 5) / 10, // few distinct ranks: ties are the rule
      overall: Math.floor(random() * 4) * 25,
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
    const one = [{ id: 3, rank: 0.2, overall: 5 }];
    expect(mergeShards([answer([], 10), answer(one, 10)], 0, 10)).toEqual({ total: 1, ids: [3] });
    expect(mergeShards([answer([], 10), answer([], 10)], 0, 10)).toEqual({ total: 0, ids: [] });
    expect(mergeShards([answer(one, 20), answer([], 20)], 10, 10)).toEqual({ total: 1, ids: [] });
    expect(mergeShards([{ total: 40, best: [] }, { total: 2, best: [] }], 0, 0)).toEqual({ total: 42, ids: [] });
  });
});
