"use client";

import { LoadError } from "@/components/ui/LoadError";
import { Loading } from "@/components/ui/Loading";
import type { AlertFrequency } from "@/lib/domain/saved-searches/limits";
import { SavedSearchRow } from "./SavedSearchRow";
import { deleteSavedSearch, updateSavedSearch, useSavedSearches } from "../use-saved-searches";

/**
 * /search's saved searches: each with Run, Rename, Delete and its email alerts; how many alerts
 * the plan allows; loading, empty and error states. A failed change keeps the list as it was and
 * says why (the server's message).
 */
export function SavedSearchesPanel() {
  const { saved, error, isLoading, mutate } = useSavedSearches();

  /** Runs a change and reloads the list; null when it went through, else the message to show. */
  const change = async (run: () => Promise<{ ok: true } | { ok: false; message: string }>): Promise<string | null> => {
    const result = await run();
    await mutate();
    return result.ok ? null : result.message;
  };

  return (
    <section aria-labelledby="saved-searches-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-searches-title" className="text-lg font-semibold text-slate-900">
          Saved searches
        </h2>
        {saved ? (
          <p className="text-sm text-slate-600">
            Email alerts: {saved.alerts.used} of {saved.alerts.limit}
          </p>
        ) : null}
      </div>
      {isLoading && !saved ? <Loading label="Loading saved searches..." /> : null}
      {error && !saved ? <LoadError message={error} onRetry={() => void mutate()} /> : null}
      {saved && saved.saved_searches.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          No saved searches yet. Run a search, then choose Save search to keep it here and get email alerts.
        </p>
      ) : null}
      {saved && saved.saved_searches.length > 0 ? (
        <ul className="space-y-3">
          {saved.saved_searches.map((search) => (
            <SavedSearchRow
              key={search.id}
              search={search}
              onRename={(name) => change(() => updateSavedSearch(search.id, { name }))}
              onAlert={(alert: AlertFrequency) => change(() => updateSavedSearch(search.id, { alert }))}
              onDelete={() => change(() => deleteSavedSearch(search.id))}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
