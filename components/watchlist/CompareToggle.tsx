"use client";

import { useState } from "react";
import { secondaryButtonClass } from "@/components/ui/Button";
import { COMPARE_MAX } from "@/lib/domain/watchlist/limits";
import { togglePicked, useCompareSelection } from "./compare-selection";

export const COMPARE_FULL = `You can compare up to ${COMPARE_MAX} ideas. Remove one first.`;

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
        className={`${secondaryButtonClass} ${picked ? "text-brand-700 ring-brand-300" : ""}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M3 4h5v12H3zM12 4h5v12h-5z" strokeLinejoin="round" />
        </svg>
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
