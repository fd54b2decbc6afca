"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { dialogTitleClass, overlayClass } from "@/components/ui/dialog-styles";
import type { UsageLimits } from "@/lib/domain/usage/limits";

/** Deep Search credits left today, with the 'Deep Search Credits System' info popup. */
export function CreditsCounter({ usage }: { usage: UsageLimits | undefined }) {
  const line = usage?.search;
  const text = !line ? "…" : line.limit === "unlimited" ? "Unlimited" : `${line.remaining}/${line.limit}`;
  return (
    <div className="flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm shadow-sm ring-1 ring-slate-200">
      <span className="text-slate-600">Search credits:</span>
      {/* As wide while loading as once loaded: the header does not rewrap (moving the results) when the count comes. */}
      <span
        data-testid="search-credits"
        className="inline-block min-w-[4.5rem] font-semibold text-slate-900"
        title="Daily Deep Search credits remaining. Limit will reset at midnight."
      >
        {text}
      </span>
      <Dialog.Root>
        <Dialog.Trigger
          aria-label="About Deep Search credits"
          className="flex h-5 w-5 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700 hover:bg-slate-200"
        >
          i
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={overlayClass} />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className={dialogTitleClass}>Deep Search Credits System</Dialog.Title>
            <Dialog.Description asChild>
              <div className="mt-3 space-y-2 text-sm text-slate-700">
                <p>Each search result you view for the first time today uses one credit.</p>
                <p>Results you have already viewed today, and pages you go back to, are free.</p>
                <p>
                  Use &apos;Max. Number of Results&apos; to spend fewer credits on a search. Credits reset at midnight.
                </p>
              </div>
            </Dialog.Description>
            <Dialog.Close className="mt-5 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
              Got it
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
