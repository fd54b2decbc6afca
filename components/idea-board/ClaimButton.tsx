"use client";

import { useId } from "react";
import { Spinner } from "@/components/ui/Spinner";
import type { Claim, ClaimState } from "./use-claim";

const LABEL: Record<ClaimState, string> = {
  unclaimed: "Claim This Idea",
  claiming: "Claiming...",
  unclaiming: "Unclaiming...",
  claimed: "Claimed",
  error: "Error",
};

const TONE: Record<ClaimState, string> = {
  unclaimed: "bg-brand-600 text-white hover:bg-brand-700",
  claiming: "bg-brand-600 text-white",
  unclaiming: "bg-emerald-700 text-white",
  claimed: "bg-emerald-700 text-white hover:bg-emerald-800",
  error: "bg-red-700 text-white",
};

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

/** The claim button in its five states (ClaimState), with the inline error and a polite announcement. */
export function ClaimButton({ claim }: { claim: Claim }) {
  const id = useId();
  const busy = claim.state === "claiming" || claim.state === "unclaiming";
  // Just toggled: the next click is not taken for what is left of 2 s, and the button says so.
  const waiting = busy || claim.settling;
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => void claim.toggle()}
        aria-busy={busy}
        aria-disabled={waiting || undefined}
        aria-describedby={claim.state === "claimed" ? `${id}-hint` : undefined}
        className={`inline-flex min-w-40 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold shadow-sm transition-colors ${TONE[claim.state]} ${claim.settling ? "cursor-wait opacity-70" : ""}`}
      >
        {busy ? <Spinner /> : null}
        {claim.state === "claimed" ? <CheckIcon /> : null}
        {LABEL[claim.state]}
      </button>
      {claim.state === "claimed" ? (
        <span id={`${id}-hint`} className="sr-only">
          Select again to release this idea.
        </span>
      ) : null}
      {claim.message ? (
        <p role="alert" className="text-right text-xs text-red-700">
          {claim.message}
        </p>
      ) : null}
      <span role="status" className="sr-only">
        {claim.announcement}
      </span>
    </div>
  );
}
