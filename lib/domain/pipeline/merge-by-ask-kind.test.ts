import { describe, expect, it } from "vitest";
import { mergeByAsk, type Grouping } from "./grouping";

const grouping = (clusters: number[][]): Grouping => {
  const n = Math.max(...clusters.flat()) + 1;
  const group = new Int32Array(n).fill(-1);
  clusters.forEach((c, ci) => c.forEach((i) => (group[i] = ci)));
  return {
    duplicateOf: new Int32Array(n).fill(-1),
    group,
    clusters: clusters.map((members) => ({ members, topTerms: [] })),
  };
};

describe("a post asking for one kind of a thing", () => {
  it("never moves to a group asking for another kind of it", () => {
    // Group 0 asks for a pew cleaning rota; post 3 for a bell ringing rota, in a group about bell ropes.
    const keys = ["x|clean rota", "x|clean rota", "x|clean rota", "x|ring rota", "x|bell rope", "x|bell rope"];
    const merged = mergeByAsk(
      grouping([
        [0, 1, 2],
        [3, 4, 5],
      ]),
      keys,
    );
    expect(merged.group[3]).not.toBe(merged.group[0]);
  });

  it("still moves to a group asking for its kind or for the bare thing", () => {
    const keys = ["x|ring rota", "x|rota", "x|rota", "x|ring rota", "x|bell rope", "x|bell rope"];
    const merged = mergeByAsk(
      grouping([
        [0, 1, 2],
        [3, 4, 5],
      ]),
      keys,
    );
    expect(merged.group[3]).toBe(merged.group[0]);
    expect(merged.group[4]).not.toBe(merged.group[0]);
  });
});
