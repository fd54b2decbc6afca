"use client";

import { useEffect, useRef, useState } from "react";
import { OutOfCredits } from "@/components/account/OutOfCredits";
import { revealBelowHeader } from "@/components/search/reveal";
import { useUsage } from "@/lib/client/use-usage";
import type { BoardStateView } from "@/lib/contracts/ideas";
import { BoardGrid } from "./BoardGrid";
import { CreditsCounter } from "./CreditsCounter";
import { EmptyState } from "./EmptyState";
import { FilterPanelButton, FilterSidebar } from "./FilterPanel";
import { prefsBody, prefsFromSaved } from "./preferences";
import { FloatingShuffleButton, ShuffleBar } from "./ShuffleButtons";
import { usePreferences } from "./use-preferences";
import { useHydrated } from "./use-hydrated";
import { useShuffle } from "./use-shuffle";

interface Props {
  saved: BoardStateView | null;
  firstVisit: boolean;
  remember: (patch: Partial<BoardStateView>) => void;
  markViewed: () => Promise<void>;
}

/** The board: header with the credits, the sidebar (or 'Sort & Filter' panel), the cards and the shuffles. */
export function BoardView({ saved, firstVisit, remember, markViewed }: Props) {
  const { usage, setUsage } = useUsage();
  const { prefs, update } = usePreferences(prefsFromSaved(saved), (p) => remember(prefsBody(p)));
  const board = useShuffle({
    initial: saved?.ideas ?? [],
    usage,
    setUsage,
    onShuffled: () => void markViewed(),
  });
  const shuffle = () => void board.shuffle(prefs);

  const onDeveloping = (id: number, numberDeveloping: number) =>
    board.updateIdea(id, { number_developing: numberDeveloping });

  // Keep the remembered board in step with the cards (sample cards are never remembered).
  const { cards } = board;
  useEffect(() => {
    const ideas = cards.flatMap((c) => (c.kind === "idea" ? [c.idea] : []));
    if (ideas.length && ideas.length === cards.length) remember({ ideas });
  }, [cards, remember]);

  const empty = board.cards.length === 0;
  // When the first cards replace the empty state, its Shuffle button goes with it: focus moves on
  // to the floating Shuffle button (in view wherever the page is scrolled) instead of dropping to
  // the page, so Enter shuffles again as it did.
  const floatingShuffle = useRef<HTMLButtonElement>(null);
  const wasEmpty = useRef(empty);
  useEffect(() => {
    if (wasEmpty.current && !empty && document.activeElement === document.body) floatingShuffle.current?.focus();
    wasEmpty.current = empty;
  }, [empty]);

  // After a shuffle that brought new ideas: focus (and view) on the first new card's heading, so
  // the keyboard goes on from the new cards, not from the bottom of the page.
  const { shuffled } = board;
  useEffect(() => {
    if (shuffled === 0) return;
    const heading = document.querySelector<HTMLElement>('[aria-labelledby="board-ideas-heading"] article h3');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    revealBelowHeader(heading.closest("article") ?? heading);
  }, [shuffled]);

  // The floating Shuffle steps aside once the bar under the cards is on screen or about to be
  // (100 px below it): there it would cover the last card's buttons, and the bar has a Shuffle.
  const bar = useRef<HTMLDivElement>(null);
  const [barNear, setBarNear] = useState(false);
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setBarNear(entry?.isIntersecting ?? false), {
      rootMargin: "0px 0px 100px 0px",
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [empty]);

  // The board comes with the page's HTML: its controls answer only once the page runs.
  const hydrated = useHydrated();
  // No credits left today: Shuffle is disabled, with the reason and the reset time beside it.
  const limit = usage?.random.limit;
  const spentReasonId = usage?.random.remaining === 0 && typeof limit === "number" ? "board-credits-spent" : undefined;
  const spent = spentReasonId ? (
    <OutOfCredits
      id={spentReasonId}
      kind="random"
      limit={limit as number}
      stillFree="The ideas on your board stay here: open their details and claim them as usual."
    />
  ) : null;

  return (
    <div className="space-y-6 pb-20" aria-disabled={hydrated ? undefined : true}>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Idea Board
          </h1>
          <p className="mt-1 text-sm text-slate-600">Shuffle a board of ideas matched to your priorities.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <FilterPanelButton prefs={prefs} onChange={update} />
          <CreditsCounter line={usage?.random} />
        </div>
      </header>

      <div className="flex items-start gap-6">
        <FilterSidebar prefs={prefs} onChange={update} />
        <div className="min-w-0 flex-1">
          {empty ? (
            <EmptyState
              firstVisit={firstVisit}
              busy={board.busy}
              onShuffle={shuffle}
              spent={spent}
              spentReasonId={spentReasonId}
            />
          ) : (
            <>
              {/* Before the cards in the page's order (it floats over them on screen): the keyboard
                  reaches Shuffle without tabbing through every card first. */}
              <FloatingShuffleButton
                ref={floatingShuffle}
                onShuffle={shuffle}
                busy={board.busy}
                spentReasonId={spentReasonId}
                hidden={barNear}
              />
              <BoardGrid
                cards={board.cards}
                sortBy={prefs.sortBy}
                visible={board.visible}
                busy={board.busy}
                onDeveloping={onDeveloping}
              />
              {board.busy ? (
                <p role="status" className="sr-only">
                  Shuffling ideas...
                </p>
              ) : null}
              <ShuffleBar ref={bar} onShuffle={shuffle} busy={board.busy} spentReasonId={spentReasonId} spent={spent} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
