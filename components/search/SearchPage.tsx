"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { notify } from "@/lib/client/toast";
import { useUsage } from "@/lib/client/use-usage";
import { emptyForm, formToParams, type SearchFormState } from "@/lib/domain/search/form";
import type { SearchStateView } from "@/lib/contracts/search";
import { SEARCH_MESSAGES, getSearchState, updateSearchState } from "./search-client";
import { CreditsCounter } from "./CreditsCounter";
import { SearchForm } from "./SearchForm";
import { SaveSearchButton } from "./saved/SaveSearchButton";
import { SavedSearchesPanel } from "./saved/SavedSearchesPanel";

// Only a digest's link opens an idea here: its dialog's code loads then, off the page's first load.
const DigestIdeaDialog = dynamic(() => import("./saved/DigestIdeaDialog").then((m) => m.DigestIdeaDialog), {
  ssr: false,
});

/**
 * /search: the Deep Search start page: the search form (filled in with `initial`, a search handed on
 * by a link, which runs only when the user presses Search), the credits left, and the saved search
 * to go back to; the user's saved searches (run, rename, alerts, delete) and Save search for the
 * search in the form; `alertIdeaId`, an idea opened from a saved-search digest, shown in a dialog.
 */
export function SearchPage({ initial, alertIdeaId }: { initial?: SearchFormState; alertIdeaId?: number } = {}) {
  const router = useRouter();
  const { usage } = useUsage();
  const [form, setForm] = useState(() => initial ?? emptyForm());
  const [saved, setSaved] = useState<SearchStateView | null>(null);

  useEffect(() => {
    getSearchState()
      .then((s) => {
        if (!s.is_new_search && s.last_search_term && s.last_results_ids.length) setSaved(s);
      })
      .catch(() => undefined);
  }, []);

  const submit = () => {
    if (!form.text.trim()) {
      notify.error(SEARCH_MESSAGES.emptyTerm);
      return;
    }
    try {
      router.push(`/results?${formToParams(form).toString()}`);
    } catch {
      notify.error(SEARCH_MESSAGES.preparing);
    }
  };

  const dismiss = async () => {
    setSaved(null);
    await updateSearchState({ is_new_search: true }).catch(() => undefined);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Deep Search</h1>
        <CreditsCounter usage={usage} />
      </div>
      {saved && (
        <div
          role="region"
          aria-label="Saved search results"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800"
        >
          <span>
            You have saved search results for <strong>&ldquo;{saved.last_search_term}&rdquo;</strong>.
          </span>
          <span className="flex gap-2">
            <button
              type="button"
              onClick={() => router.push("/results")}
              className="rounded-lg bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700"
            >
              View Saved Results
            </button>
            <button
              type="button"
              onClick={dismiss}
              className="rounded-lg bg-white px-3 py-1.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              Dismiss
            </button>
          </span>
        </div>
      )}
      <SearchForm form={form} onChange={setForm} onSubmit={submit} />
      {form.text.trim() ? (
        <div className="flex justify-end">
          <SaveSearchButton params={formToParams(form)} />
        </div>
      ) : null}
      <SavedSearchesPanel />
      {alertIdeaId ? <DigestIdeaDialog ideaId={alertIdeaId} /> : null}
    </div>
  );
}
