import { z } from "zod";
import { parseCategories } from "@/lib/domain/ideas/categories";
import { RANGE_BOUNDS, RANGE_KEYS, type RangeKey } from "@/lib/domain/search/ranges";
import { DEFAULT_SORT, SEARCH_SORTS, isSearchSort, type SearchSort } from "@/lib/domain/search/sort";
import {
  SEARCH_FIELDS,
  parseSearchText,
  parseTermList,
  emptyFieldTerms,
  type FieldTerms,
} from "@/lib/domain/search/terms";
import { RESULTS_LIMIT_MESSAGE } from "@/lib/domain/search/messages";
import { intParam } from "@/lib/domain/validation/schemas";

/** The query of GET /api/ideas/search: the search parameters, plus offset, sort and rising_only. */
export const SORT_MESSAGE = `sort must be one of ${SEARCH_SORTS.join(", ")}.`;
export const RISING_ONLY_MESSAGE = "rising_only must be true or false.";
const MAX_OFFSET = 100_000;
const HUGE = 1_000_000_000;

const shape: Record<string, z.ZodType> = {
  main_search_text: z.string().optional(),
  results_limit: z.string().optional(),
  categories: z.string().max(500).optional(),
  offset: intParam("offset", 0, MAX_OFFSET, 0),
  client_date: z.string().max(20).optional(),
  // Only ideas whose evidence is rising. Absent or empty: every idea.
  rising_only: z
    .string()
    .optional()
    .transform((value, ctx): boolean => {
      if (value === undefined || value === "" || value === "false") return false;
      if (value === "true") return true;
      ctx.addIssue({ code: "custom", message: RISING_ONLY_MESSAGE });
      return z.NEVER;
    }),
  // Absent or empty: the default order.
  sort: z
    .string()
    .optional()
    .transform((value, ctx): SearchSort => {
      if (value === undefined || value === "") return DEFAULT_SORT;
      if (isSearchSort(value)) return value;
      ctx.addIssue({ code: "custom", message: SORT_MESSAGE });
      return z.NEVER;
    }),
};
for (const key of RANGE_KEYS) {
  const b = RANGE_BOUNDS[key];
  shape[`${key}_min`] = intParam(`${key}_min`, b.min, b.max ?? HUGE, b.min);
  shape[`${key}_max`] = intParam(`${key}_max`, b.min, b.max ?? HUGE, b.max ?? -1);
}
for (const field of SEARCH_FIELDS) {
  shape[`${field}_include`] = z.string().max(5000).optional();
  shape[`${field}_exclude`] = z.string().max(5000).optional();
}

export interface SearchQuery {
  text: string;
  /** null: no limit asked. */
  resultsLimit: number | null;
  categories: string[] | null;
  offset: number;
  sort: SearchSort;
  /** Only ideas whose evidence is rising. */
  risingOnly: boolean;
  clientDate: string | undefined;
  ranges: Record<RangeKey, { min: number; max: number | null }>;
  include: FieldTerms;
  exclude: FieldTerms;
}

export const SearchQuerySchema = z.object(shape).transform((q, ctx): SearchQuery => {
  const fail = (message: string, path: string) => {
    ctx.addIssue({ code: "custom", message, path: [path] });
    return z.NEVER;
  };
  const text = parseSearchText(q.main_search_text as string | undefined);
  if ("error" in text) return fail(text.error, "main_search_text");
  let resultsLimit: number | null = null;
  const rawLimit = ((q.results_limit as string | undefined) ?? "").trim();
  if (rawLimit !== "") {
    if (!/^-?\d+$/.test(rawLimit) || Number(rawLimit) < 1) return fail(RESULTS_LIMIT_MESSAGE, "results_limit");
    resultsLimit = Math.min(Number(rawLimit), HUGE);
  }
  const categories = parseCategories(q.categories as string | undefined);
  if ("error" in categories) return fail(categories.error, "categories");
  const ranges = {} as SearchQuery["ranges"];
  for (const key of RANGE_KEYS) {
    const min = q[`${key}_min`] as number;
    const rawMax = q[`${key}_max`] as number;
    const max = rawMax === -1 ? null : rawMax;
    if (max !== null && min > max) return fail(`${key}_min must not be above ${key}_max`, `${key}_min`);
    ranges[key] = { min, max };
  }
  const include = emptyFieldTerms();
  const exclude = emptyFieldTerms();
  for (const field of SEARCH_FIELDS) {
    for (const [target, suffix] of [
      [include, "include"],
      [exclude, "exclude"],
    ] as const) {
      const name = `${field}_${suffix}`;
      const terms = parseTermList(name, q[name] as string | undefined);
      if ("error" in terms) return fail(terms.error, name);
      target[field] = terms.value;
    }
  }
  return {
    text: text.value,
    resultsLimit,
    categories: categories.categories,
    offset: q.offset as number,
    sort: q.sort as SearchSort,
    risingOnly: q.rising_only as boolean,
    clientDate: q.client_date as string | undefined,
    ranges,
    include,
    exclude,
  };
});
