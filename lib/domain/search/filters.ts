import type { SearchFormState } from "./form";
import {
  RANGE_BOUNDS,
  RANGE_KEYS,
  RANGE_LABELS,
  defaultRange,
  isDefaultRange,
  type RangeInput,
  type RangeKey,
} from "./ranges";
import { FIELD_LABELS, SEARCH_FIELDS } from "./terms";

/**
 * The filters a search applies beyond its text, one per category, score range that differs from
 * its default, include or exclude term, the rising trend and results limit: shown as removable chips above the
 * results. Removing one puts that part of the form back to its default and leaves the rest.
 */
export interface ActiveFilter {
  key: string;
  label: string;
  remove: (form: SearchFormState) => SearchFormState;
}

function rangeLabel(key: RangeKey, range: RangeInput): string {
  const min = range.min || String(RANGE_BOUNDS[key].min);
  return `${RANGE_LABELS[key]}: ${range.max === "" ? `${min} or more` : `${min}–${range.max}`}`;
}

export function activeFilters(form: SearchFormState): ActiveFilter[] {
  const out: ActiveFilter[] = form.categories.map((c) => ({
    key: `category:${c}`,
    label: `Category: ${c}`,
    remove: (f) => ({ ...f, categories: f.categories.filter((x) => x !== c) }),
  }));
  for (const key of RANGE_KEYS) {
    if (isDefaultRange(key, form.ranges[key])) continue;
    out.push({
      key: `range:${key}`,
      label: rangeLabel(key, form.ranges[key]),
      remove: (f) => ({ ...f, ranges: { ...f.ranges, [key]: defaultRange(key) } }),
    });
  }
  for (const field of SEARCH_FIELDS) {
    for (const side of ["include", "exclude"] as const) {
      form[side][field].forEach((term, i) =>
        out.push({
          key: `${side}:${field}:${i}`,
          label: `${FIELD_LABELS[field]} must ${side}: ${term}`,
          remove: (f) => ({ ...f, [side]: { ...f[side], [field]: f[side][field].filter((_, j) => j !== i) } }),
        }),
      );
    }
  }
  if (form.risingOnly)
    out.push({ key: "rising_only", label: "Trend: rising", remove: (f) => ({ ...f, risingOnly: false }) });
  if (form.maxResults)
    out.push({
      key: "results_limit",
      label: `Max. Number of Results: ${form.maxResults}`,
      remove: (f) => ({ ...f, maxResults: "" }),
    });
  return out;
}
