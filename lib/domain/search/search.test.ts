import { describe, expect, it } from "vitest";
import { clampRange, defaultRanges, digitsOnly, rangeParams } from "./ranges";
import { highlightWords, parseSearchText, parseTermList } from "./terms";

describe("search ranges", () => {
  it("clamps on blur: bounds, empty resets to the minimum, min above max raises the max", () => {
    expect(clampRange("innovation_score", { min: "0", max: "150" }, "min")).toEqual({ min: "1", max: "100" });
    expect(clampRange("overall", { min: "", max: "" }, "max")).toEqual({ min: "0", max: "0" });
    expect(clampRange("demand_score", { min: "70", max: "40" }, "min")).toEqual({ min: "70", max: "70" });
    expect(clampRange("demand_score", { min: "70", max: "40" }, "max")).toEqual({ min: "40", max: "40" });
    expect(clampRange("number_developing", { min: "", max: "" }, "max")).toEqual({ min: "0", max: "" });
    expect(clampRange("number_developing", { min: "9", max: "3" }, "min")).toEqual({ min: "9", max: "9" });
    expect(digitsOnly("1a2-3.")).toBe("123");
  });

  it("sends only ranges that differ from the defaults", () => {
    expect(rangeParams(defaultRanges())).toEqual({});
    const r = defaultRanges();
    r.overall = { min: "10", max: "100" };
    r.number_developing = { min: "0", max: "5" };
    expect(rangeParams(r)).toEqual({ overall_min: "10", number_developing_max: "5" });
  });
});

describe("search terms", () => {
  it("requires a term, trims lists, drops empty terms and control characters", () => {
    expect(parseSearchText("  ")).toEqual({ error: "Please enter a search term" });
    expect(parseSearchText("a\u0000b")).toEqual({ value: "a b" });
    expect(parseTermList("title_include", " a , ,b b ,")).toEqual({ value: ["a", "b b"] });
    expect("error" in parseTermList("x", Array(30).fill("t").join(","))).toBe(true);
    expect(highlightWords('"mobile app" -crypto', "x")).toEqual(["mobile", "app", "crypto"]);
  });
});
