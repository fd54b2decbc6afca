import { describe, expect, it } from "vitest";
import { SEARCH_SORTS, type SearchSort } from "@/lib/domain/search/sort";
import { matchOrder, mergePartitions, type PartitionAnswer, type RankedMatch } from "./merge";

/** What a partition answers for `top`: its count and its best `top` matches in the sort's order (as partitionSql does). */
function answer(matches: RankedMatch[], top: number, sort: SearchSort = "relevance"): PartitionAnswer {
  return { total: matches.length, best: [...matches].sort(matchOrder(sort)).slice(0, top) };
}

function lcg(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const match = (id: number, rank: number, overall: number, demand = 0, trend: number | null = null): RankedMatch => ({
  id,
  rank,
  overall,
  demand,
  trend,
});

describe("merging the partitions' answers", () => {
  it("orders by rank, then AI score, then id", () => {
    const ms = [match(1, 0.5, 10), match(2, 0.5, 90), match(3, 0.9, 0), match(4, 0.5, 90)];
    expect(ms.sort(matchOrder("relevance")).map((m) => m.id)).toEqual([3, 2, 4, 1]);
  });

  it("orders each sort by its own keys; ideas without a trend come after every idea with one", () => {
    const a = match(1, 0.9, 10, 70, null);
    const b = match(2, 0.1, 90, 70, 0.5);
    const c = match(3, 0.5, 90, 20, 2.5);
    const d = match(4, 0.5, 50, 95, null);
    const order = (sort: SearchSort) => [a, b, c, d].sort(matchOrder(sort)).map((m) => m.id);
    expect(order("relevance")).toEqual([1, 3, 4, 2]);
    expect(order("ai_score")).toEqual([3, 2, 4, 1]);
    expect(order("demand")).toEqual([4, 2, 1, 3]);
    expect(order("trend")).toEqual([3, 2, 4, 1]);
    expect(order("newest")).toEqual([4, 3, 2, 1]);
  });

  it("handles empty partitions, one-sided matches and a page beyond the end", () => {
    const one = [match(3, 0.2, 5, 1)];
    expect(mergePartitions([answer([], 10), answer(one, 10)], 0, 10)).toEqual({ total: 1, ids: [3] });
    expect(mergePartitions([answer([], 10), answer([], 10)], 0, 10)).toEqual({ total: 0, ids: [] });
    expect(mergePartitions([answer(one, 20), answer([], 20)], 10, 10)).toEqual({ total: 1, ids: [] });
    expect(
      mergePartitions(
        [
          { total: 40, best: [] },
          { total: 2, best: [] },
        ],
        0,
        0,
      ),
    ).toEqual({ total: 42, ids: [] });
  });

  it("gives exactly the page of one order over all matches for every sort, for every page, with many ties", () => {
    const random = lcg(11);
    const all: RankedMatch[] = Array.from({ length: 173 }, (_, i) =>
      match(
        i + 1,
        Math.floor(random() * 3) / 10,
        Math.floor(random() * 3) * 40,
        Math.floor(random() * 3) * 30,
        random() < 0.3 ? null : Math.floor(random() * 3) / 2,
      ),
    );
    // Partitions split unevenly (the best of one sort may all sit in one partition).
    const partitions = [all.filter((m) => m.id % 3 === 0), all.filter((m) => m.id % 3 !== 0)];
    for (const sort of SEARCH_SORTS) {
      const global = [...all].sort(matchOrder(sort)).map((m) => m.id);
      for (let offset = 0; offset < 180; offset += 10) {
        const merged = mergePartitions(
          partitions.map((p) => answer(p, offset + 10, sort)),
          offset,
          10,
          sort,
        );
        expect(merged.total).toBe(173);
        expect(merged.ids, `${sort}, page at ${offset}`).toEqual(global.slice(offset, offset + 10));
      }
    }
  });
});
