import { z } from "zod";
import type { SearchStateUpdate as SearchStateUpdateContract, SearchStateView } from "@/lib/contracts/search";
import type { Prisma } from "@/lib/generated/prisma/client";
import { idField } from "@/lib/domain/validation/id";
import { MAX_TERMS_PER_LIST, MAX_TERM_LENGTH, MAX_SEARCH_TEXT } from "@/lib/domain/search/terms";
import { RESULTS_PAGE_SIZE } from "@/lib/domain/search/constants";
import { db } from "@/lib/server/db/client";
import { MAX_SEARCH_RESULTS } from "./search";

/**
 * The saved Deep Search, one row per user: so a user returning to /results sees the same results
 * and pages without paying again. `last_params` (extra) keeps the full parameters of the last
 * search for the refine sidebar. It holds the ids of every result a search can show, and their
 * pages.
 */
export const MAX_SAVED_RESULT_IDS = MAX_SEARCH_RESULTS;
export const MAX_PAGES = MAX_SAVED_RESULT_IDS / RESULTS_PAGE_SIZE;

const Terms = z.array(z.string().max(MAX_TERM_LENGTH)).max(MAX_TERMS_PER_LIST);
const FieldTerms = z.object({ title: Terms.default([]), summary: Terms.default([]), quote: Terms.default([]) });

export const SearchStateUpdate = z
  .object({
    is_new_search: z.boolean(),
    last_search_term: z.string().max(MAX_SEARCH_TEXT),
    last_included_terms: FieldTerms,
    last_excluded_terms: FieldTerms,
    last_results_ids: z
      .array(idField("last_results_ids item"))
      .max(MAX_SAVED_RESULT_IDS, `last_results_ids accepts at most ${MAX_SAVED_RESULT_IDS} ids`),
    pages_viewed: z.array(z.number().int().min(1).max(MAX_PAGES)).max(MAX_PAGES),
    last_params: z
      .record(z.string().max(50), z.string().max(5000))
      .refine((r) => Object.keys(r).length <= 60, "last_params has too many keys"),
  })
  .partial();
export type SearchStateUpdate = z.infer<typeof SearchStateUpdate>;
// The schema and the browser's contract (lib/contracts/search.ts) describe one update: a field typed differently on either side fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _schemaMatchesContract: Same<SearchStateUpdate, SearchStateUpdateContract> = true;

export type { SearchStateView } from "@/lib/contracts/search";

type Row = Prisma.SearchStateGetPayload<object>;

function view(row: Row | null): SearchStateView {
  return {
    is_new_search: row?.isNewSearch ?? true,
    last_search_term: row?.lastSearchTerm ?? "",
    last_included_terms: (row?.lastIncludedTerms ?? {}) as Record<string, string[]>,
    last_excluded_terms: (row?.lastExcludedTerms ?? {}) as Record<string, string[]>,
    last_results_ids: row?.lastResultsIds ?? [],
    pages_viewed: row?.pagesViewed ?? [],
    last_params: (row?.lastParams ?? {}) as Record<string, string>,
  };
}

export async function searchState(userId: number): Promise<SearchStateView> {
  return view(await db().searchState.findUnique({ where: { userId } }));
}

export async function updateSearchState(userId: number, update: SearchStateUpdate): Promise<SearchStateView> {
  const data = {
    isNewSearch: update.is_new_search,
    lastSearchTerm: update.last_search_term,
    lastIncludedTerms: update.last_included_terms,
    lastExcludedTerms: update.last_excluded_terms,
    lastResultsIds: update.last_results_ids,
    pagesViewed: update.pages_viewed ? [...new Set(update.pages_viewed)] : undefined,
    lastParams: update.last_params,
  };
  const row = await db().searchState.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return view(row);
}

/** Marks one page of the saved results as viewed (idempotent, atomic). */
export async function markPageViewed(userId: number, page: number): Promise<number[]> {
  const rows = await db().$queryRaw<{ pages_viewed: number[] }[]>`
    INSERT INTO search_states (user_id, pages_viewed, updated_at) VALUES (${userId}, ARRAY[${page}::int], now())
    ON CONFLICT (user_id) DO UPDATE SET
      pages_viewed = CASE WHEN ${page}::int = ANY(search_states.pages_viewed) THEN search_states.pages_viewed
                          ELSE array_append(coalesce(search_states.pages_viewed, ARRAY[]::int[]), ${page}::int) END,
      updated_at = now()
    RETURNING pages_viewed`;
  return rows[0]?.pages_viewed ?? [page];
}
