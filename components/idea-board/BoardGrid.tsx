"use client";

import type { CSSProperties } from "react";
import { FADE_MS, fadeDelay, sortCards, type BoardCard } from "./cards";
import { FallbackIdeaCard } from "./FallbackIdeaCard";
import { IdeaCard } from "./IdeaCard";
import type { SortKey } from "./preferences";

interface Props {
  cards: BoardCard[];
  sortBy: SortKey;
  /** False while the cards fade out (and just before the new ones fade in). */
  visible: boolean;
  busy: boolean;
  onDeveloping: (id: number, numberDeveloping: number) => void;
}

/**
 * Two columns of cards (one on small screens). Each row of two fades with its own delay, so the
 * board fades out and in by groups; CSS transitions only, none under prefers-reduced-motion.
 * Hidden cards are inert, so nobody clicks or tabs into a card on its way out.
 */
export function BoardGrid({ cards, sortBy, visible, busy, onDeveloping }: Props) {
  const ordered = sortCards(cards, sortBy);
  const samples = cards.some((c) => c.kind === "sample");
  return (
    <section aria-labelledby="board-ideas-heading" aria-busy={busy}>
      <h2 id="board-ideas-heading" className="sr-only">
        {samples ? "Sample ideas" : "Your ideas"}
      </h2>
      {samples ? (
        <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          These are sample ideas to show how the board works. Shuffle again to try loading fresh ideas.
        </p>
      ) : null}
      <ul className="grid gap-5 min-[700px]:grid-cols-2">
        {ordered.map((card, index) => {
          const style: CSSProperties = {
            opacity: visible ? 1 : 0,
            transitionDuration: `${FADE_MS}ms`,
            transitionDelay: `${fadeDelay(index)}ms`,
          };
          return (
            <li
              key={card.key}
              inert={!visible}
              style={style}
              className="transition-opacity ease-out motion-reduce:transition-none"
            >
              {card.kind === "idea" ? (
                <IdeaCard idea={card.idea} onDeveloping={onDeveloping} />
              ) : (
                <FallbackIdeaCard sample={card.sample} index={index} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
