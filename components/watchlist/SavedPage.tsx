"use client";

import Link from "next/link";
import { IdeaCard } from "@/components/idea-board/IdeaCard";
import { LoadError } from "@/components/ui/LoadError";
import { Loading } from "@/components/ui/Loading";
import { linkClass } from "@/components/ui/link-styles";
import type { SavedIdeasResponse } from "@/lib/contracts/watchlist";
import { EXPORT_USE_NOTE, ExportLinks } from "./ExportLinks";
import { useSavedIdeas } from "./use-saved-ideas";
import { WithdrawnIdeaCard } from "./WithdrawnIdeaCard";

export const SAVED_LOADING = "Loading saved ideas...";
export const SAVED_FAILED = "Your saved ideas could not be loaded.";
export const SAVED_EMPTY_TITLE = "No saved ideas yet";

/**
 * /saved: the ideas the user kept, newest first, each as on the board (scores, evidence line,
 * 'View details', which spends no credit, Claim, Save, Compare); an idea unpublished since shows
 * only the note that its evidence was withdrawn. The counter against the limit, the exports.
 */
export function SavedPage() {
  const { data, error, isLoading, retry } = useSavedIdeas();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Saved ideas</h1>
          {/* The counter only once the list is known: loading and failures have their own line below.
              Until then an empty line holds its place, so the export links beside it (below it on a
              phone) do not move under a finger when the list arrives. */}
          {data ? (
            <p className="mt-1 text-sm text-slate-600" data-testid="saved-counter">
              {counterText(data)}
            </p>
          ) : (
            <p className="mt-1 text-sm" aria-hidden="true">
              &nbsp;
            </p>
          )}
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <ExportLinks data="saved" />
          <p className="text-xs text-slate-600">{EXPORT_USE_NOTE}</p>
        </div>
      </div>
      {isLoading ? <Loading label={SAVED_LOADING} /> : null}
      {error && !data ? <LoadError message={SAVED_FAILED} onRetry={retry} retryLabel="Try Again" /> : null}
      {data && !data.saved.length ? <EmptySaved /> : null}
      {data && data.saved.length ? (
        <>
          <h2 className="sr-only">Your saved ideas</h2>
          <ul aria-label="Saved ideas" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {data.saved.map((entry) => (
              <li key={entry.idea_id}>
                {entry.idea ? (
                  <IdeaCard idea={entry.idea} onDeveloping={() => retry()} />
                ) : (
                  <WithdrawnIdeaCard entry={entry} />
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function counterText({ saved, limit }: SavedIdeasResponse): string {
  const count = saved.length.toLocaleString("en-US");
  return limit === null ? `${count} saved` : `${count} of ${limit.toLocaleString("en-US")} saved`;
}

function EmptySaved() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{SAVED_EMPTY_TITLE}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        Use Save on an idea on the Idea Board or in your Deep Search results to keep it here. Saving spends no credits
        and takes no project slot.
      </p>
      <p className="mt-4 flex flex-wrap justify-center gap-4 text-sm">
        <Link href="/idea-board" className={linkClass}>
          Go to the Idea Board
        </Link>
        <Link href="/search" className={linkClass}>
          Start a Deep Search
        </Link>
      </p>
    </div>
  );
}
