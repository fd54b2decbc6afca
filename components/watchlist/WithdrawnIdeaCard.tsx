"use client";

import { useState } from "react";
import { dangerButtonClass } from "@/components/ui/Button";
import type { SavedIdeaEntry } from "@/lib/contracts/watchlist";
import { EVIDENCE_WITHDRAWN_NOTE } from "@/lib/domain/watchlist/limits";
import { setSaved } from "./use-saved-ideas";

const savedOn = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/** A saved idea unpublished since: no text of it, the note that its evidence was withdrawn, and 'Remove'. */
export function WithdrawnIdeaCard({ entry }: { entry: SavedIdeaEntry }) {
  const [message, setMessage] = useState<string | null>(null);
  const title = `Withdrawn idea (saved ${savedOn(entry.saved_at)})`;
  return (
    <article
      aria-label={title}
      data-idea-id={entry.idea_id}
      data-testid="withdrawn-idea"
      className="flex h-full flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5"
    >
      <h3 className="text-base font-semibold text-slate-700">{title}</h3>
      <p className="text-sm text-slate-700">{EVIDENCE_WITHDRAWN_NOTE}</p>
      <div className="mt-auto flex flex-col items-start gap-1">
        <button
          type="button"
          className={dangerButtonClass}
          onClick={async () => setMessage(await setSaved(entry.idea_id, false))}
        >
          Remove<span className="sr-only"> {title} from Saved</span>
        </button>
        {message ? (
          <p role="alert" className="text-xs text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    </article>
  );
}
