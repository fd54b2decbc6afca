"use client";

import { useState } from "react";
import { secondaryButtonClass } from "@/components/ui/Button";
import { COMPARE_MAX } from "@/lib/domain/watchlist/limits";
import { togglePicked, useCompareSelection } from "./compare-selection";

export const COMPARE_FULL = `You can compare up to ${COMPARE_MAX} ideas. Remove one first.`;

/**
 * A picked idea's button looks pressed: tinted, a thicker brand ring and a check mark, so the
 * ideas picked stand out on a page of cards (aria-pressed says the same to a screen reader).
 */
const PICKED_CLASS =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold shadow-inner transition-colors bg-brand-50 text-brand-900 ring-2 ring-inset ring-brand-600 hover:bg-brand-100";

function CompareIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M3 4h5v12H3zM12 4h5v12h-5z" strokeLinejoin="round" />
    </svg>
  );
}

function PickedIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

/** 'Compare' on an idea card: picks the idea for the side-by-side view (a toggle, aria-pressed). */
export function CompareToggle({ ideaId, title }: { ideaId: number; title: string }) {
  const picked = useCompareSelection().some((p) => p.id === ideaId);
  const [full, setFull] = useState(false);
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={picked}
        data-testid="compare-idea"
        onClick={() => setFull(!togglePicked({ id: ideaId, title }))}
        className={picked ? PICKED_CLASS : secondaryButtonClass}
      >
        {picked ? <PickedIcon /> : <CompareIcon />}
        Compare
        <span className="sr-only"> {title}</span>
      </button>
      {full ? (
        <p role="alert" className="max-w-56 text-xs text-red-700">
          {COMPARE_FULL}
        </p>
      ) : null}
    </div>
  );
}
