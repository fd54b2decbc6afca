import { IDEA_CATEGORIES } from "@/lib/domain/ideas/categories";
import {
  RANGE_BOUNDS,
  RANGE_KEYS,
  clampRange,
  defaultRanges,
  digitsOnly,
  rangeParams,
  type RangesInput,
} from "./ranges";
import { RESULTS_PAGE_SIZE } from "./constants";
import { DEFAULT_SORT, isSearchSort, type SearchSort } from "./sort";
import { SEARCH_FIELDS, emptyFieldTerms, type FieldTerms } from "./terms";

/** The Deep Search form and its round trip through a query string. */
export interface SearchFormState {
  text: string;
  /** Digits only; empty means unlimited. */
  maxResults: string;
  categories: string[];
  include: FieldTerms;
  exclude: FieldTerms;
  ranges: RangesInput;
  sort: SearchSort;
  /** Only ideas whose evidence is rising. */
  risingOnly: boolean;
}

export function emptyForm(): SearchFormState {
  return {
    text: "",
    maxResults: "",
    categories: [],
    include: emptyFieldTerms(),
    exclude: emptyFieldTerms(),
    ranges: defaultRanges(),
    sort: DEFAULT_SORT,
    risingOnly: false,
  };
}

/** The search parameters, the sort and the rising filter (no offset, no page), only those that are set. */
export function formToParams(form: SearchFormState): URLSearchParams {
  const p = new URLSearchParams();
  p.set("main_search_text", form.text.trim());
  if (form.maxResults) p.set("results_limit", form.maxResults);
  if (form.categories.length) p.set("categories", form.categories.join(","));
  for (const [k, v] of Object.entries(rangeParams(form.ranges))) p.set(k, v);
  for (const field of SEARCH_FIELDS) {
    if (form.include[field].length) p.set(`${field}_include`, form.include[field].join(","));
    if (form.exclude[field].length) p.set(`${field}_exclude`, form.exclude[field].join(","));
  }
  if (form.sort !== DEFAULT_SORT) p.set("sort", form.sort);
  if (form.risingOnly) p.set("rising_only", "true");
  return p;
}

const list = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export function paramsToForm(p: URLSearchParams | Record<string, string>): SearchFormState {
  const get = (k: string) => (p instanceof URLSearchParams ? p.get(k) : (p[k] ?? null));
  const form = emptyForm();
  form.text = get("main_search_text") ?? "";
  form.maxResults = digitsOnly(get("results_limit") ?? "");
  form.categories = list(get("categories")).filter((c) => (IDEA_CATEGORIES as readonly string[]).includes(c));
  const sort = get("sort");
  form.sort = isSearchSort(sort) ? sort : DEFAULT_SORT;
  form.risingOnly = get("rising_only") === "true";
  for (const field of SEARCH_FIELDS) {
    form.include[field] = list(get(`${field}_include`));
    form.exclude[field] = list(get(`${field}_exclude`));
  }
  for (const key of RANGE_KEYS) {
    const b = RANGE_BOUNDS[key];
    const min = digitsOnly(get(`${key}_min`) ?? "");
    const max = digitsOnly(get(`${key}_max`) ?? "");
    form.ranges[key] = clampRange(
      key,
      { min: min || String(b.min), max: max || (b.max === null ? "" : String(b.max)) },
      "min",
    );
  }
  return form;
}

/**
 * The query string of GET /api/ideas/search for `page` of the search `key` on the user's date, as
 * the browser sends it and the server runs it for /results: also the key of the browser's 60 s
 * cache of answers, so both must write it the same.
 */
export function pageQuery(key: string, page: number, clientDate: string): string {
  return `${key}&offset=${(page - 1) * RESULTS_PAGE_SIZE}&client_date=${clientDate}`;
}

/** The canonical string of a search, to compare a query with the saved one. */
export function searchKey(p: URLSearchParams): string {
  const copy = new URLSearchParams([...p.entries()].filter(([k]) => k !== "page"));
  copy.sort();
  return copy.toString();
}
