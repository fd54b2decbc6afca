import { describe, expect, it } from "vitest";
import { activeFilters } from "./filters";
import { emptyForm, formToParams, paramsToForm } from "./form";

const form = (query: string) => paramsToForm(new URLSearchParams(query));
const labels = (query: string) => activeFilters(form(query)).map((f) => f.label);
/** The query string after removing the filter with this label. */
const without = (query: string, label: string) => {
  const f = form(query);
  const filter = activeFilters(f).find((x) => x.label === label)!;
  return formToParams(filter.remove(f)).toString();
};

describe("active search filters", () => {
  it("lists nothing for a plain search", () => {
    expect(labels("main_search_text=invoice")).toEqual([]);
    expect(activeFilters(emptyForm())).toEqual([]);
  });

  it("lists categories, the ranges that differ from the defaults, every term and the results limit, in that order", () => {
    expect(
      labels(
        "main_search_text=x&results_limit=8&categories=Finance,Tech&overall_min=10&demand_score_max=70&number_developing_min=2&number_developing_max=12&title_include=mobile,scanner&summary_exclude=crypto",
      ),
    ).toEqual([
      "Category: Finance",
      "Category: Tech",
      "Demand Score: 1–70",
      "AI Score: 10–100",
      "Number Developing: 2–12",
      "Title must include: mobile",
      "Title must include: scanner",
      "Summary must exclude: crypto",
      "Max. Number of Results: 8",
    ]);
    expect(labels("main_search_text=x&number_developing_min=3")).toEqual(["Number Developing: 3 or more"]);
  });

  it("removes exactly one filter, back to its default, and keeps the rest and the sort", () => {
    const query =
      "main_search_text=x&sort=demand&categories=Finance,Tech&overall_min=10&title_include=mobile,scanner&results_limit=8";
    expect(without(query, "Category: Tech")).toBe(
      "main_search_text=x&results_limit=8&categories=Finance&overall_min=10&title_include=mobile%2Cscanner&sort=demand",
    );
    expect(without(query, "AI Score: 10–100")).toBe(
      "main_search_text=x&results_limit=8&categories=Finance%2CTech&title_include=mobile%2Cscanner&sort=demand",
    );
    expect(without(query, "Title must include: mobile")).toBe(
      "main_search_text=x&results_limit=8&categories=Finance%2CTech&overall_min=10&title_include=scanner&sort=demand",
    );
    expect(without(query, "Max. Number of Results: 8")).toBe(
      "main_search_text=x&categories=Finance%2CTech&overall_min=10&title_include=mobile%2Cscanner&sort=demand",
    );
  });

  it("shows the rising filter as a chip that goes back to every trend, and keeps it through the query string", () => {
    expect(formToParams(form("main_search_text=x&rising_only=true")).toString()).toBe(
      "main_search_text=x&rising_only=true",
    );
    expect(labels("main_search_text=x&rising_only=true")).toEqual(["Trend: rising"]);
    expect(labels("main_search_text=x&rising_only=yes")).toEqual([]);
    expect(without("main_search_text=x&rising_only=true&sort=trend", "Trend: rising")).toBe(
      "main_search_text=x&sort=trend",
    );
  });

  it("gives each filter a key of its own, even for a term listed twice", () => {
    const keys = activeFilters(form("main_search_text=x&quote_include=late,late")).map((f) => f.key);
    expect(new Set(keys).size).toBe(2);
  });
});
