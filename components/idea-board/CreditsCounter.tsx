"use client";

import * as Tooltip from "@radix-ui/react-tooltip";
import { useId } from "react";
import type { UsageLine } from "@/lib/domain/usage/limits";
import { CreditsInfoDialog } from "./CreditsInfoDialog";
import { CREDITS_TOOLTIP } from "./messages";

/**
 * The Idea Board credits left today ('∞' when unlimited, '...' while loading), announced politely
 * when it changes; the tooltip and the 'Idea Board Credits System' popup explain it.
 */
export function CreditsCounter({ line }: { line: UsageLine | undefined }) {
  const id = useId();
  const remaining = line === undefined ? "..." : line.remaining === "unlimited" ? "\u221e" : String(line.remaining);
  const spoken = line === undefined ? "Loading credits" : line.remaining === "unlimited" ? "Unlimited Idea Board credits" : `${line.remaining} Idea Board credits remaining`;

  return (
    <div className="flex items-center gap-2">
      <Tooltip.Provider delayDuration={200}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <span
              tabIndex={0}
              aria-describedby={`${id}-tip`}
              className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm shadow-sm"
            >
              <span className="text-slate-600">Credits</span>
              <span data-testid="board-credits" aria-hidden="true" className="text-base font-bold tabular-nums text-slate-900">
                {remaining}
              </span>
              <span role="status" aria-live="polite" aria-atomic="true" className="sr-only">
                {spoken}
              </span>
            </span>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content side="bottom" sideOffset={6} className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg">
              {CREDITS_TOOLTIP}
              <Tooltip.Arrow className="fill-slate-900" />
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
      <span id={`${id}-tip`} className="sr-only">
        {CREDITS_TOOLTIP}
      </span>
      <CreditsInfoDialog line={line} />
    </div>
  );
}
