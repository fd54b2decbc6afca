"use client";

import type { ReactNode } from "react";
import { AGAIN_TITLE, WELCOME_TITLE } from "./messages";
import { ShuffleButton } from "./ShuffleButtons";

interface Props {
  firstVisit: boolean;
  busy: boolean;
  onShuffle: () => void;
  /** No credits left today: the reason beside the disabled Shuffle (its id in `spentReasonId`). */
  spent?: ReactNode;
  spentReasonId?: string;
}

/** No cards: the welcome on the first visit, 'Ready to Explore More Ideas?' afterwards. */
export function EmptyState({ firstVisit, busy, onShuffle, spent, spentReasonId }: Props) {
  return (
    <section
      aria-labelledby="board-empty-heading"
      className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center shadow-sm"
    >
      <h2 id="board-empty-heading" className="text-xl font-semibold text-slate-900">
        {firstVisit ? WELCOME_TITLE : AGAIN_TITLE}
      </h2>
      <p className="mx-auto mt-3 max-w-lg text-sm leading-relaxed text-slate-700">
        {firstVisit
          ? "Set your parameters and categories, then shuffle to draw 8 startup ideas matched to them. Each idea comes with its AI score, demand, simplicity, innovation and market size; claim the ones you want to build."
          : "Shuffle to draw 8 ideas you have not seen yet, matched to your parameters and categories."}
      </p>
      <ShuffleButton onShuffle={onShuffle} busy={busy} spentReasonId={spentReasonId} className="mt-6" />
      {spent ? <div className="mx-auto mt-4 max-w-lg text-left">{spent}</div> : null}
      {busy ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Shuffling ideas...
        </p>
      ) : null}
    </section>
  );
}
