"use client";

import { LoadError } from "@/components/ui/LoadError";
import { Loading } from "@/components/ui/Loading";
import type { BoardStateView } from "@/lib/contracts/ideas";
import { BoardView } from "./BoardView";
import { useHasViewedBoard, useSavedBoard } from "./use-board";

/**
 * /idea-board: the saved board and the first-visit flag (read by the page on the server, or else
 * fetched here), handed to the board, which restores the cards and preferences from them.
 */
export function IdeaBoardPage({ initial }: { initial?: { saved: BoardStateView; hasViewed: boolean } }) {
  const board = useSavedBoard(initial?.saved);
  const viewed = useHasViewedBoard(initial?.hasViewed);
  const ready = (board.saved !== undefined || board.error !== null) && viewed.hasViewed !== undefined;

  if (!ready) {
    return (
      <section aria-labelledby="page-title" className="space-y-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          Idea Board
        </h1>
        <Loading label="Loading your board..." />
      </section>
    );
  }
  return (
    <>
      {board.error ? (
        <LoadError
          message="Your saved board could not be loaded. You can still shuffle new ideas."
          onRetry={() => window.location.reload()}
        />
      ) : null}
      <BoardView
        saved={board.saved ?? null}
        firstVisit={!viewed.hasViewed}
        remember={board.remember}
        markViewed={viewed.markViewed}
      />
    </>
  );
}
