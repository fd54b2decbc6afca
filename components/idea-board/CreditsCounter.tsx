"use client";

import { useId, useState } from "react";
import type { UsageLine } from "@/lib/domain/usage/limits";
import { CreditsInfoDialog } from "./CreditsInfoDialog";
import { CREDITS_TOOLTIP } from "./messages";

/**
 * The Idea Board credits left today ('∞' when unlimited, '...' while loading), announced politely
 * when it changes; the tooltip (on hover and on focus, Escape hides it) and the 'Idea Board Credits
 * System' popup explain it. The tooltip is plain markup under the counter: no positioning library
 * in the page's first load.
 */
export function CreditsCounter({ line }: { line: UsageLine | undefined }) {
  const id = useId();
  const [tip, setTip] = useState(false);
  const remaining = line === undefined ? "..." : line.remaining === "unlimited" ? "\u221e" : String(line.remaining);
  const spoken =
    line === undefined
      ? "Loading credits"
      : line.remaining === "unlimited"
        ? "Unlimited Idea Board credits"
        : `${line.remaining} Idea Board credits remaining`;

  return (
    <div className="flex items-center gap-2">
      {/* The pointer may move onto the tooltip without it going. */}
      <span className="relative inline-flex" onPointerEnter={() => setTip(true)} onPointerLeave={() => setTip(false)}>
        <span
          tabIndex={0}
          aria-describedby={`${id}-tip`}
          onFocus={() => setTip(true)}
          onBlur={() => setTip(false)}
          onKeyDown={(e) => e.key === "Escape" && setTip(false)}
          className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm shadow-sm"
        >
          <span className="text-slate-600">Credits</span>
          <span
            data-testid="board-credits"
            aria-hidden="true"
            className="text-base font-bold tabular-nums text-slate-900"
          >
            {remaining}
          </span>
          <span role="status" aria-live="polite" aria-atomic="true" className="sr-only">
            {spoken}
          </span>
        </span>
        {tip ? (
          <span
            role="tooltip"
            className="absolute left-1/2 top-full z-50 mt-1.5 w-max max-w-xs -translate-x-1/2 rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
          >
            {CREDITS_TOOLTIP}
          </span>
        ) : null}
      </span>
      <span id={`${id}-tip`} className="sr-only">
        {CREDITS_TOOLTIP}
      </span>
      <CreditsInfoDialog line={line} />
    </div>
  );
}
