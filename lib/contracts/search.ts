import type { IdeaView } from "./ideas";
import type { UsageLimits } from "@/lib/domain/usage/limits";

/**
 * The saved Deep Search, one per user, as GET and PUT /api/ideas/search/state read and write it.
 * Types only: the server validates and stores it (lib/server/search/state.ts, whose request
 * schema must accept exactly SearchStateUpdate), components read it from here.
 */
export interface SearchStateView {
  is_new_search: boolean;
  last_search_term: string;
  last_included_terms: Record<string, string[]>;
  last_excluded_terms: Record<string, string[]>;
  last_results_ids: number[];
  pages_viewed: number[];
  last_params: Record<string, string>;
}

/** Search terms by field. */
export interface FieldTerms {
  title: string[];
  summary: string[];
  quote: string[];
}

/** A partial update of the saved search; omitted fields keep their value. */
export interface SearchStateUpdate {
  is_new_search?: boolean;
  last_search_term?: string;
  last_included_terms?: FieldTerms;
  last_excluded_terms?: FieldTerms;
  last_results_ids?: number[];
  pages_viewed?: number[];
  last_params?: Record<string, string>;
}

/** GET /api/ideas/search: one page of a Deep Search and the credits after it. */
export interface SearchResponse {
  ideas: IdeaView[];
  /** The number of ideas the search finds. */
  total_results: number;
  /** How many of them today's credits let this user view (total_results when they do not limit it). */
  viewable_results: number;
  search_text: string;
  usage: UsageLimits;
}

/** POST /api/ideas/search/fetch-by-ids/: saved results, in the order asked. */
export interface FetchByIdsResponse {
  ideas: IdeaView[];
  total_results: number;
}
