"use client";

import type { ReactNode, Ref } from "react";
import { primaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { SHUFFLE_LABEL } from "./messages";

interface Props {
  onShuffle: () => void;
  busy: boolean;
  /** No credits left today: the button is disabled, and this element (the reason and reset time) describes it. */
  spentReasonId?: string;
}

function ShuffleIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`${className} fill-current`}>
      <path d="M14.3 2.3a1 1 0 0 1 1.4 0l2 2a1 1 0 0 1 0 1.4l-2 2a1 1 0 1 1-1.4-1.4l.3-.3h-.9c-1 0-1.9.5-2.5 1.3L6.8 13.7A5 5 0 0 1 2.8 16H2a1 1 0 1 1 0-2h.8c1 0 1.9-.5 2.5-1.3l4.4-6.4A5 5 0 0 1 13.7 4h.9l-.3-.3a1 1 0 0 1 0-1.4ZM2 4h.8a5 5 0 0 1 4 2.3l.3.4-1.2 1.8-.7-1A3 3 0 0 0 2.8 6H2a1 1 0 1 1 0-2Zm10.2 7.5.7 1A3 3 0 0 0 15.4 14h.2l-.3-.3a1 1 0 0 1 1.4-1.4l2 2a1 1 0 0 1 0 1.4l-2 2a1 1 0 0 1-1.4-1.4l.3-.3h-.2a5 5 0 0 1-4.1-2.3l-.3-.4 1.2-1.8Z" />
    </svg>
  );
}

/** 'Shuffle Ideas' as a regular button: the empty state's and the bottom bar's. */
export function ShuffleButton({ onShuffle, busy, spentReasonId, className = "" }: Props & { className?: string }) {
  return (
    <button
      type="button"
      onClick={onShuffle}
      disabled={spentReasonId !== undefined}
      aria-describedby={spentReasonId}
      aria-disabled={busy || undefined}
      className={`${primaryButtonClass} ${className}`}
    >
      {busy ? <Spinner /> : <ShuffleIcon />}
      {SHUFFLE_LABEL}
    </button>
  );
}

/** The bar under the cards. */
export function ShuffleBar({ spent, ref, ...props }: Props & { spent?: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Want a different set? Each shuffle draws 8 ideas you have not seen yet.
        </p>
        <ShuffleButton {...props} />
      </div>
      {spent}
    </div>
  );
}

/**
 * The floating button, in reach while scrolling through the cards; hidden once the bar under the
 * cards (with its own Shuffle) is near, so it never covers the last card's 'Claim This Idea'.
 * While ideas are picked for Compare it sits above the compare bar, which would hide it.
 */
export function FloatingShuffleButton({
  onShuffle,
  busy,
  spentReasonId,
  hidden = false,
  ref,
}: Props & { ref?: Ref<HTMLButtonElement>; hidden?: boolean }) {
  return (
    <button
      ref={ref}
      hidden={hidden}
      type="button"
      onClick={onShuffle}
      disabled={spentReasonId !== undefined}
      aria-describedby={spentReasonId}
      aria-disabled={busy || undefined}
      aria-label={SHUFFLE_LABEL}
      title={SHUFFLE_LABEL}
      className={`fixed bottom-6 right-6 z-30 [body:has([data-compare-bar])_&]:bottom-28 ${hidden ? "hidden" : "inline-flex"} h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/30 transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60`}
    >
      {busy ? <Spinner /> : <ShuffleIcon className="h-6 w-6" />}
    </button>
  );
}
