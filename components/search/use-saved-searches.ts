"use client";

import useSWR from "swr";
import { api, errorMessage, getJson } from "@/lib/client/api";
import type {
  AlertFrequency,
  OpenDigestIdeaResponse,
  SavedSearchCreate,
  SavedSearchUpdate,
  SavedSearchView,
  SavedSearchesResponse,
} from "@/lib/contracts/saved-searches";

/** The saved Deep Searches: GET /api/saved-searches/ (SWR) and its writes, each answering the message to show on failure. */
export const SAVED_SEARCHES_KEY = "/api/saved-searches/";
export const SAVED_SEARCHES_LOAD_FAILED = "Your saved searches could not be loaded. Please try again.";
export const SAVED_SEARCH_WRITE_FAILED = "The saved search could not be changed. Please try again.";

export function useSavedSearches() {
  const { data, error, isLoading, mutate } = useSWR<SavedSearchesResponse, Error>(
    SAVED_SEARCHES_KEY,
    (key: string) => getJson<SavedSearchesResponse>(key, SAVED_SEARCHES_LOAD_FAILED),
    { revalidateOnFocus: false },
  );
  return { saved: data, error: error ? SAVED_SEARCHES_LOAD_FAILED : null, isLoading, mutate };
}

export type WriteResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function write<T>(path: string, method: "POST" | "PATCH" | "DELETE", body?: unknown): Promise<WriteResult<T>> {
  try {
    const result = await api<T>(path, { method, body });
    if (result.ok && result.data) return { ok: true, value: result.data };
    return { ok: false, message: errorMessage(result, SAVED_SEARCH_WRITE_FAILED) };
  } catch {
    return { ok: false, message: SAVED_SEARCH_WRITE_FAILED };
  }
}

export const createSavedSearch = (body: SavedSearchCreate) => write<SavedSearchView>(SAVED_SEARCHES_KEY, "POST", body);
export const updateSavedSearch = (id: number, body: SavedSearchUpdate) =>
  write<SavedSearchView>(`${SAVED_SEARCHES_KEY}${id}/`, "PATCH", body);
export const deleteSavedSearch = (id: number) => write<{ success: true }>(`${SAVED_SEARCHES_KEY}${id}/`, "DELETE");
export const openDigestIdea = (ideaId: number, clientDate: string) =>
  write<OpenDigestIdeaResponse>(`${SAVED_SEARCHES_KEY}open-idea/`, "POST", {
    idea_id: ideaId,
    client_date: clientDate,
  });

export type { AlertFrequency, SavedSearchView };
