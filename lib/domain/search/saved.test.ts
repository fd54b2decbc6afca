import { describe, expect, it } from "vitest";
import type { SearchStateView } from "@/lib/contracts/search";
import { isSavedPage, savedPageIds, savedParams, viewedPageUpdate } from "./saved";

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

describe("saving a page as viewed", () => {
  const key = "main_search_text=invoice&sort=demand";
  const page3 = { ids: [121, 122, 123], total: 23, viewable: 23 };

  it("puts the page's ids in place in the same search and adds the page", () => {
    const update = viewedPageUpdate(state(), key, 3, page3);
    expect(update.last_results_ids).toEqual([...Array.from({ length: 20 }, (_, i) => i + 1), 121, 122, 123, 24, 25]);
    expect(update.pages_viewed).toEqual([1, 3]);
    expect(update.last_params).toEqual({
      main_search_text: "invoice",
      sort: "demand",
      total_results: "23",
      viewable_results: "23",
    });
    expect(update.is_new_search).toBe(false);
  });

  it("starts over from the page for another search, with its terms by field", () => {
    const other = "main_search_text=booking&title_include=salon,%20spa&quote_exclude=free";
    const update = viewedPageUpdate(state(), other, 1, { ids: [7, 8], total: 2, viewable: 2 });
    expect(update).toMatchObject({
      last_search_term: "booking",
      last_results_ids: [7, 8],
      pages_viewed: [1],
      last_included_terms: { title: ["salon", "spa"], summary: [], quote: [] },
      last_excluded_terms: { title: [], summary: [], quote: ["free"] },
    });
  });

  it("does not mark a page viewed past a gap in the saved ids", () => {
    const update = viewedPageUpdate(state({ pages_viewed: [1], last_results_ids: [1, 2, 3] }), key, 3, page3);
    expect(update.pages_viewed).toEqual([1]);
    expect(update.last_results_ids).toEqual([1, 2, 3]);
  });
});
