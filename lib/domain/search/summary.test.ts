import { describe, expect, it } from "vitest";
import { savedSearchSummary } from "./summary";

describe("a saved search's summary", () => {
  it("says the text, the filters and the sort", () => {
    expect(savedSearchSummary({ main_search_text: "invoice", categories: "Food", sort: "newest" })).toBe(
      "\u201cinvoice\u201d \u00b7 Category: Food \u00b7 Sorted by Newest",
    );
  });

  it("names a label once, with its values listed", () => {
    const summary = savedSearchSummary({
      main_search_text: "x",
      categories: "Finance,Tech,Health",
      title_include: "mobile,scanner",
    });
    expect(summary).toBe(
      "\u201cx\u201d \u00b7 Categories: Finance, Tech, Health \u00b7 Title must include: mobile, scanner \u00b7 Sorted by Relevance",
    );
    expect(summary.match(/Categor/g)).toHaveLength(1);
  });

  it("says the rising trend once", () => {
    expect(savedSearchSummary({ main_search_text: "x", rising_only: "true" })).toBe(
      "\u201cx\u201d \u00b7 Trend: rising \u00b7 Sorted by Relevance",
    );
  });
});
