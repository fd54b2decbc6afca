import { describe, expect, it } from "vitest";
import { needKey } from "./describe";
import { mergeSameNeed } from "./grouping";
import type { Cluster } from "./clustering";

const group = (members: number[], topTerms: number[] = []): Cluster => ({ members, topTerms });

describe("one need, one idea: groups that would take one title merge", () => {
  it("merges them into the group stored earliest, whose key (and claimed idea) stays", () => {
    const clusters = [group([0, 4], [1]), group([1, 5], [2]), group([2, 6], [1, 3]), group([3])];
    const keys = ["need:new-rehearsal", "need:other", "need:rehearsal-attendance", "need:small"];
    const needKeys = ["rehearsal|musician", "rota|teacher", "rehearsal|musician", null];
    // The third group is stored already (id 7): the first is new to this run.
    const stored = new Map([["need:rehearsal-attendance", 7]]);
    const merged = mergeSameNeed(clusters, keys, needKeys, (ci) => stored.get(keys[ci]!) ?? null);

    expect(merged.keys).toEqual(["need:other", "need:rehearsal-attendance", "need:small"]);
    expect(merged.clusters.map((c) => c.members)).toEqual([[1, 5], [0, 2, 4, 6], [3]]);
    expect(merged.clusters[1]!.topTerms).toEqual([1, 3]);
    expect([...merged.into]).toEqual([1, 0, 1, 2]);
  });

  it("keeps the earliest group's key when none is stored, and never merges groups without a title key", () => {
    const clusters = [group([0]), group([1]), group([2]), group([3])];
    const merged = mergeSameNeed(
      clusters,
      ["need:a", "need:b", "need:c", "need:d"],
      [null, "x|y", null, "x|y"],
      () => null,
    );
    expect(merged.keys).toEqual(["need:a", "need:b", "need:c"]);
    expect(merged.clusters.map((c) => c.members)).toEqual([[0], [1, 3], [2]]);
  });

  it("keeps two groups under one title apart when they ask for different things", () => {
    const clusters = [group([0]), group([1]), group([2])];
    // Groups 0 and 1 ask for books on two subjects; group 2 asks for the same thing as group 0.
    const thingOf = [0, 1, 0];
    const merged = mergeSameNeed(
      clusters,
      ["need:a", "need:b", "need:c"],
      ["choosing|book", "choosing|book", "choosing|book"],
      () => null,
      (a, b) => thingOf[a] === thingOf[b],
    );
    expect(merged.keys).toEqual(["need:a", "need:b"]);
    expect(merged.clusters.map((c) => c.members)).toEqual([[0, 2], [1]]);
    expect([...merged.into]).toEqual([0, 1, 0]);
  });

  it("keys two groups of one need alike, and two groups that would take one title alike", () => {
    const first = [
      "Any recommendations for tracking rehearsal attendance? Our band keeps losing count.",
      "Tracking rehearsal attendance by hand for the orchestra, there must be a better way",
      "What do you use for tracking rehearsal attendance in a brass band?",
    ];
    const second = [
      "What do you use for tracking rehearsal attendance? Our band has forty players.",
      "Any recommendations for tracking rehearsal attendance in a youth orchestra?",
      "Tracking rehearsal attendance on paper again this term, our band deserves better",
    ];
    const key = needKey(first, ["r/musicians"]);
    expect(key).toBe("tracking rehearsal attendance for musicians");
    expect(needKey(second, ["r/musicians", "r/orchestra"])).toBe(key);
    const deposits = [
      "Is there a simple way of taking deposits?",
      "Taking deposits is a pain, what do you use?",
      "Looking for something for taking deposits",
    ];
    // Two cards titled 'Taking deposits' would read as one need published twice.
    expect(needKey(deposits, ["r/smallbusiness"])).toBe(needKey([...deposits].reverse(), ["hn"]));
    expect(needKey(["Nothing here names a job at all."], ["hn"])).toBeNull();
  });
});
