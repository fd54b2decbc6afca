import { describe, expect, it } from "vitest";
import { parseCategories } from "./categories";

describe("parseCategories", () => {
  it("maps the client's names and ignores case, spaces and repeats", () => {
    expect(parseCategories("Technology, healthcare,Education,Marketing,Tech")).toEqual({
      categories: ["Tech", "Health", "Education", "Marketing"],
    });
  });
  it("means every category when empty", () => {
    expect(parseCategories("")).toEqual({ categories: null });
    expect(parseCategories(undefined)).toEqual({ categories: null });
  });
  it("names an unknown category", () => {
    expect(parseCategories("Tech,Crypto")).toEqual({ error: "Unknown category: Crypto" });
  });
});
