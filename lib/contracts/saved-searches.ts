import type { AlertFrequency } from "@/lib/domain/saved-searches/limits";
import type { IdeaDetails } from "./ideas";
import type { UsageLimits } from "@/lib/domain/usage/limits";

/**
 * Saved Deep Searches with email alerts: the bodies and answers of /api/saved-searches/...
 * Types only: the server validates with lib/server/saved-searches/schemas.ts, whose schemas must
 * accept exactly these bodies.
 */
export type { AlertFrequency };

export interface SavedSearchView {
  id: number;
  name: string;
  /** The search's query parameters, as GET /api/ideas/search and /results read them. */
  params: Record<string, string>;
  alert: AlertFrequency;
  created_at: string;
  updated_at: string;
}

/** GET /api/saved-searches/ */
export interface SavedSearchesResponse {
  saved_searches: SavedSearchView[];
  /** How many have alerts on, and how many the plan allows. */
  alerts: { used: number; limit: number };
}

/** POST /api/saved-searches/ */
export interface SavedSearchCreate {
  name: string;
  params: Record<string, string>;
  alert?: AlertFrequency;
}

/** PATCH /api/saved-searches/{id}/: rename and/or change the alert. */
export interface SavedSearchUpdate {
  name?: string;
  alert?: AlertFrequency;
}

/** POST /api/saved-searches/open-idea/: an idea listed in one of the user's digests, viewed as a search result. */
export interface OpenDigestIdeaRequest {
  idea_id: number;
  client_date?: string;
}

export interface OpenDigestIdeaResponse {
  idea: IdeaDetails;
  usage: UsageLimits;
}

/** POST /api/saved-searches/unsubscribe/?token=...: works without a session. */
export interface UnsubscribeResponse {
  success: true;
  /** Which alerts were turned off. */
  frequency: Exclude<AlertFrequency, "off">;
}
