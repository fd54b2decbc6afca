import { describe, expect, it } from "vitest";
import type { SearchStateView } from "@/lib/contracts/search";
import { isSavedPage, savedPageIds, savedParams } from "./saved";

const state = (over: Partial<SearchStateView> = {}): SearchStateView => ({
  is_new_search: false,
  last_search_term: "invoice",
  last_included_terms: {},
  last_excluded_terms: {},
  last_results_ids: Array.from({ length: 25 }, (_, i) => i + 1),
  pages_viewed: [1, 3],
  last_params: { main_search_text: "invoice", sort: "demand", total_results: "40", viewable_results: "25" },
  ...over,
});

describe("the saved search's pages", () => {
  it("drops the counts from the saved parameters", () => {
    expect(savedParams(state()).toString()).toBe("main_search_text=invoice&sort=demand");
  });

  it("knows a viewed page of the same search (parameters in any order), not another page or search", () => {
    expect(isSavedPage(state(), "main_search_text=invoice&sort=demand", 1)).toBe(true);
    expect(isSavedPage(state(), "main_search_text=invoice&sort=demand", 2)).toBe(false);
    expect(isSavedPage(state(), "main_search_text=invoice", 1)).toBe(false);
    expect(isSavedPage(null, "main_search_text=invoice&sort=demand", 1)).toBe(false);
  });

  it("gives a viewed page's ids and the counts the search answered", () => {
    expect(savedPageIds(state(), "main_search_text=invoice&sort=demand", 3)).toEqual({
      ids: [21, 22, 23, 24, 25],
      total: 40,
      viewable: 25,
    });
  });

  it("reads the total as the viewable count in states saved before that count existed", () => {
    const old = state({ last_params: { main_search_text: "invoice", sort: "demand", total_results: "12" } });
    expect(savedPageIds(old, "main_search_text=invoice&sort=demand", 1)).toMatchObject({ total: 12, viewable: 12 });
  });

  it("has nothing for a page without ids or without its counts", () => {
    expect(savedPageIds(state({ pages_viewed: [5] }), "main_search_text=invoice&sort=demand", 5)).toBeNull();
    const noCounts = state({ last_params: { main_search_text: "invoice", sort: "demand" } });
    expect(savedPageIds(noCounts, "main_search_text=invoice&sort=demand", 1)).toBeNull();
  });
});
