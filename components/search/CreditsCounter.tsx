"use client";

import dynamic from "next/dynamic";
import { useLazyDialog } from "@/components/ui/lazy-dialog";
import type { UsageLimits } from "@/lib/domain/usage/limits";

const load = () => import("./SearchCreditsDialog");
const SearchCreditsDialog = dynamic(() => load().then((m) => m.SearchCreditsDialog), { ssr: false });

/** Deep Search credits left today, with the 'Deep Search Credits System' info popup. */
export function CreditsCounter({ usage }: { usage: UsageLimits | undefined }) {
  const dialog = useLazyDialog(load);
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
      <button
        type="button"
        {...dialog.triggerProps}
        aria-label="About Deep Search credits"
        className="flex h-5 w-5 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700 hover:bg-slate-200"
      >
        i
      </button>
      {dialog.mounted ? (
        <SearchCreditsDialog open={dialog.open} onOpenChange={dialog.setOpen} returnFocus={dialog.returnFocus} />
      ) : null}
    </div>
  );
}
