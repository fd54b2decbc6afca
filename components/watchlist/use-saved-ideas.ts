"use client";

import useSWR, { mutate as mutateGlobal } from "swr";
import { api, errorMessage, getJson } from "@/lib/client/api";
import type { SavedIdeaIdsResponse, SavedIdeasResponse, SaveResult } from "@/lib/contracts/watchlist";

export const SAVED_IDS_KEY = "/api/saved-ideas/ids";
export const SAVED_LIST_KEY = "/api/saved-ideas";
export const SAVE_FAILED = "The idea could not be saved. Please try again.";
export const UNSAVE_FAILED = "The idea could not be removed from Saved. Please try again.";

/** GET /api/saved-ideas/ids: which ideas are saved, read once for every Save button of the page (null while loading). */
export function useSavedIds() {
  const { data, error } = useSWR<SavedIdeaIdsResponse, Error>(SAVED_IDS_KEY, getJson<SavedIdeaIdsResponse>, {
    dedupingInterval: 30_000,
    revalidateOnFocus: false,
  });
  // Unknown after a failed read: the buttons still work (saving twice changes nothing on the server).
  return data ? new Set(data.ids) : error ? new Set<number>() : null;
}

/** GET /api/saved-ideas: the Saved page's list. */
export function useSavedIdeas() {
  const { data, error, isLoading, mutate } = useSWR<SavedIdeasResponse, Error>(
    SAVED_LIST_KEY,
    getJson<SavedIdeasResponse>,
    { revalidateOnFocus: false },
  );
  return { data, error: error ?? null, isLoading, retry: () => void mutate() };
}

function setCachedSaved(ideaId: number, saved: boolean) {
  return mutateGlobal<SavedIdeaIdsResponse>(
    SAVED_IDS_KEY,
    (current) => {
      const ids = (current?.ids ?? []).filter((id) => id !== ideaId);
      return { ids: saved ? [ideaId, ...ids] : ids };
    },
    { revalidate: false },
  );
}

/**
 * Saves or unsaves one idea: the buttons change at once and go back if the server refuses; the
 * Saved list is read again after. Resolves to the error message to show, or null.
 */
export async function setSaved(ideaId: number, saved: boolean): Promise<string | null> {
  await setCachedSaved(ideaId, saved);
  let answer;
  try {
    answer = saved
      ? await api<SaveResult>(SAVED_LIST_KEY, { method: "POST", body: { id: ideaId } })
      : await api<SaveResult>(`${SAVED_LIST_KEY}/${ideaId}`, { method: "DELETE" });
  } catch {
    answer = null;
  }
  void mutateGlobal(SAVED_LIST_KEY);
  // Removing an idea that is already gone from Saved (another tab) leaves the wanted state.
  if (answer?.ok || (!saved && answer?.status === 404)) return null;
  await setCachedSaved(ideaId, !saved);
  return answer ? errorMessage(answer, saved ? SAVE_FAILED : UNSAVE_FAILED) : saved ? SAVE_FAILED : UNSAVE_FAILED;
}
