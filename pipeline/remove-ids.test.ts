import { describe, expect, it } from "vitest";
import { storedIdsFor } from "./remove";

describe("a post named for removal as the dump (and the decisions file) names it", () => {
  const stored = ["t3_k0abc1", "t1_k0abc9", "beer.stackexchange.com:64", "coffee.stackexchange.com:64", "hn-77", "5"];

  it("a Reddit id without its kind prefix finds the submission or comment", () => {
    expect(storedIdsFor("k0abc1", stored)).toEqual(["t3_k0abc1"]);
    expect(storedIdsFor("k0abc9", stored)).toEqual(["t1_k0abc9"]);
  });

  it("a Stack Exchange row Id finds the post on every site that has it", () => {
    expect(storedIdsFor("64", stored)).toEqual(["beer.stackexchange.com:64", "coffee.stackexchange.com:64"]);
  });

  it("an id stored as typed is that post alone; an id matching nothing finds nothing", () => {
    expect(storedIdsFor("t3_k0abc1", stored)).toEqual(["t3_k0abc1"]);
    expect(storedIdsFor("5", stored)).toEqual(["5"]);
    expect(storedIdsFor("77", stored)).toEqual([]);
  });
});
