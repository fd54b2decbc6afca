"use client";

import dynamic from "next/dynamic";
import { useLazyDialog } from "@/components/ui/lazy-dialog";
import type { UsageLine } from "@/lib/domain/usage/limits";

const load = () => import("./CreditsInfoContent");
const CreditsInfoContent = dynamic(() => load().then((m) => m.CreditsInfoContent), { ssr: false });

/** The info button next to the counter and its 'Idea Board Credits System' popup (its code loads on first use). */
export function CreditsInfoDialog({ line }: { line: UsageLine | undefined }) {
  const dialog = useLazyDialog(load);
  return (
    <>
      <button
        type="button"
        {...dialog.triggerProps}
        aria-label="About Idea Board credits"
        className="inline-flex h-8 w-8 items-center justify-center rounded-full border border-slate-300 bg-white text-sm font-bold text-slate-700 shadow-sm hover:bg-slate-50"
      >
        <span aria-hidden="true" className="font-serif italic">
          i
        </span>
      </button>
      {dialog.mounted ? (
        <CreditsInfoContent
          line={line}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          returnFocus={dialog.returnFocus}
        />
      ) : null}
    </>
  );
}
