import { describe, expect, it } from "vitest";
import { assignKeys, type Cluster } from "./clustering";
import { freshKey, keyPhrases } from "./grouping";
import { stem, termId } from "./terms";

const clusterOf = (members: number[]): Cluster => ({ members, topTerms: [] });

describe("stable group keys", () => {
  it("a group keeps the key most of its posts had; a split's larger part keeps it; new groups get fresh keys", () => {
    const previous = ["need:a", "need:a", "need:a", "need:b", null, "need:a", null, null];
    const keys = assignKeys(
      [clusterOf([0, 1, 3]), clusterOf([2, 5, 4]), clusterOf([6, 7])],
      (i) => previous[i] ?? null,
      (c) => `need:fresh${c}`,
      new Set(),
    );
    // Cluster 0 and 1 both vote need:a (2 votes each): the earlier keeps it.
    expect(keys).toEqual(["need:a", "need:fresh1", "need:fresh2"]);
  });

  it("never reuses a key another group holds", () => {
    expect(
      assignKeys(
        [clusterOf([0]), clusterOf([1])],
        () => null,
        () => "need:x",
        new Set(["need:x"]),
      ),
    ).toEqual(["need:x-2", "need:x-3"]);
  });

  it("names a group by the words its posts use for its heaviest terms", () => {
    const top = ["invoice", "overdue", "client"].map((w) => termId(stem(w)));
    const phrases = keyPhrases(top, ["Chasing clients for overdue invoices", "Overdue invoices again", "an invoice"]);
    expect(phrases).toEqual(["invoices", "overdue", "clients"]);
    expect(freshKey(phrases, "x")).toBe("need:invoices-overdue-clients");
    expect(freshKey([], "g1")).toBe("need:g1");
  });
});
