"use client";

import { useCallback } from "react";
import useSWR from "swr";
import type { BoardStateView } from "@/lib/contracts/ideas";
import { api, getJson } from "@/lib/client/api";

export const BOARD_STATE_KEY = "/api/ideas/board-state/";
const HAS_VIEWED_KEY = "/api/accounts/get-has-viewed-idea-board/";
const SAVE_VIEWED_PATH = "/api/accounts/save-has-viewed-idea-board/";

const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/**
 * GET /api/ideas/board-state/: the saved board (last ideas drawn, preferences), unless the page
 * read it on the server (`initial`: then no request is made). The board
 * keeps the cache in step with what it shows (`remember`), so coming back to the page within the
 * session restores the same board a reload would.
 */
export function useSavedBoard(initial?: BoardStateView) {
  const { data, error, isLoading, mutate } = useSWR<BoardStateView, Error>(
    BOARD_STATE_KEY,
    getJson<BoardStateView>,
    initial ? { ...ONCE, fallbackData: initial, revalidateOnMount: false } : ONCE,
  );
  const remember = useCallback(
    (patch: Partial<BoardStateView>) =>
      void mutate((current) => (current ? { ...current, ...patch } : current), { revalidate: false }),
    [mutate],
  );
  return { saved: data, error: error ?? null, isLoading, remember };
}

interface HasViewed {
  has_viewed_idea_board: boolean;
}

/** The server-side first-visit flag: the welcome shows once per account, not once per browser. */
export function useHasViewedBoard(initial?: boolean) {
  const { data, error, mutate } = useSWR<HasViewed, Error>(
    HAS_VIEWED_KEY,
    getJson<HasViewed>,
    initial === undefined
      ? ONCE
      : { ...ONCE, fallbackData: { has_viewed_idea_board: initial }, revalidateOnMount: false },
  );
  return {
    // When the flag cannot be read, do not greet a returning user as new.
    hasViewed: data ? data.has_viewed_idea_board : error ? true : undefined,
    markViewed: async () => {
      if (data?.has_viewed_idea_board) return;
      void mutate({ has_viewed_idea_board: true }, { revalidate: false });
      await api(SAVE_VIEWED_PATH, { method: "POST" }).catch(() => undefined);
    },
  };
}
