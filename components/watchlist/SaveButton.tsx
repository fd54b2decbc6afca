"use client";

import { useState } from "react";
import { secondaryButtonClass } from "@/components/ui/Button";
import { setSaved, useSavedIds } from "./use-saved-ideas";

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M5.5 3h9a1 1 0 0 1 1 1v13l-5.5-3.5L4.5 17V4a1 1 0 0 1 1-1Z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * 'Save' on an idea card or details dialog: keeps the idea in Saved without a credit or a project
 * slot. A toggle (aria-pressed); the state is shared by every button of the same idea on the page.
 * A refusal (the 500-idea limit, a lost connection) is said beside it and announced.
 */
export function SaveButton({ ideaId, title }: { ideaId: number; title: string }) {
  const savedIds = useSavedIds();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const saved = savedIds?.has(ideaId) ?? false;

  async function toggle() {
    if (busy || !savedIds) return;
    setBusy(true);
    setMessage(null);
    setMessage(await setSaved(ideaId, !saved));
    setBusy(false);
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={() => void toggle()}
        aria-pressed={saved}
        aria-busy={busy || undefined}
        aria-disabled={!savedIds || busy || undefined}
        data-testid="save-idea"
        className={`${secondaryButtonClass} ${saved ? "text-brand-700 ring-brand-300" : ""}`}
      >
        <BookmarkIcon filled={saved} />
        {saved ? "Saved" : "Save"}
        <span className="sr-only"> {title}</span>
      </button>
      {message ? (
        <p role="alert" className="max-w-56 text-xs text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
