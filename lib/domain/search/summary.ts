import { activeFilters } from "./filters";
import { paramsToForm } from "./form";
import { SORT_LABELS } from "./sort";

/**
 * What a saved search looks for, in words: its text, its filters and its sort, joined by middle
 * dots. Filters that share a label are said once with their values listed ("Categories: Finance,
 * Tech"), so no label is repeated.
 */
export function savedSearchSummary(params: Record<string, string>): string {
  const form = paramsToForm(new URLSearchParams(params));
  return [
    `\u201c${form.text}\u201d`,
    ...groupedLabels(activeFilters(form).map((f) => f.label)),
    `Sorted by ${SORT_LABELS[form.sort]}`,
  ].join(" \u00b7 ");
}

/** "Label: a", "Label: b" become "Label: a, b" (with "Categories" for several categories); order kept. */
function groupedLabels(labels: string[]): string[] {
  const values = new Map<string, string[]>();
  for (const label of labels) {
    const cut = label.indexOf(": ");
    const name = cut < 0 ? label : label.slice(0, cut);
    const value = cut < 0 ? "" : label.slice(cut + 2);
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return [...values].map(([name, list]) => {
    const shown = name === "Category" && list.length > 1 ? "Categories" : name;
    return list[0] === "" ? shown : `${shown}: ${list.join(", ")}`;
  });
}
