"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/lib/client/toast";
import { formToParams, paramsToForm, type SearchFormState } from "@/lib/domain/search/form";
import { highlightWords } from "@/lib/domain/search/terms";
import { CreditsCounter } from "./CreditsCounter";
import { NoResults } from "./NoResults";
import { Pagination } from "./Pagination";
import { RefinePanel } from "./RefinePanel";
import { ResultCard } from "./ResultCard";
import { SEARCH_MESSAGES, updateSearchState } from "./search-client";
import { PAGE_SIZE, useResults } from "./use-results";
import { useMaxWidth } from "./use-narrow";
import { useSearchUsage } from "./use-search-usage";

/** /results: the Deep Search results (spec section 2). */
export function ResultsPage() {
  const router = useRouter();
  const { usage, setUsage } = useSearchUsage();
  const data = useResults(setUsage);
  const mobile = useMaxWidth(850);
  const [editing, setEditing] = useState<{ key: string; form: SearchFormState } | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const form = editing?.key === data.key ? editing.form : paramsToForm(new URLSearchParams(data.key));
  const setForm = (f: SearchFormState) => setEditing({ key: data.key, form: f });

  const apply = () => {
    if (!form.text.trim()) return void notify.error(SEARCH_MESSAGES.emptyTerm);
    setPanelOpen(false);
    router.push(`/results?${formToParams(form).toString()}&page=1`);
  };
  /** Closes the mobile panel and drops its unapplied edits. */
  const cancelPanel = () => {
    setEditing(null);
    setPanelOpen(false);
  };
  const newSearch = async () => {
    await updateSearchState({ is_new_search: true }).catch(() => undefined);
    router.push("/search");
  };
  const goTo = (page: number) => router.push(`/results?${data.key}&page=${page}`);
  const pages = Math.ceil(data.total / PAGE_SIZE);
  const first = (data.page - 1) * PAGE_SIZE + 1;
  const last = first + data.ideas.length - 1;
  const params = new URLSearchParams(data.key);
  const words = highlightWords(data.searchText, ...["title", "summary", "quote"].map((f) => params.get(`${f}_include`) ?? ""));

  return (
    <div className="flex gap-6">
      {!mobile && (
        <aside className="w-72 shrink-0 space-y-4">
          <button type="button" onClick={newSearch} className="text-sm font-semibold text-brand-700 hover:text-brand-900">
            ← New Search
          </button>
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <RefinePanel form={form} onChange={setForm} onApply={apply} />
          </div>
        </aside>
      )}
      <section aria-label="Search results" className="min-w-0 flex-1 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Search Results</h1>
          <CreditsCounter usage={usage} />
        </div>
        {mobile && (
          <div className="flex gap-3">
            <button type="button" onClick={newSearch} className="text-sm font-semibold text-brand-700">
              ← New Search
            </button>
            {/* A modal dialog: focus moves in and is trapped, Escape cancels like Cancel, focus returns to this button. */}
            <Dialog.Root open={panelOpen} onOpenChange={(open) => (open ? setPanelOpen(true) : cancelPanel())}>
              <Dialog.Trigger className="text-sm font-semibold text-brand-700">Refine Search</Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Content aria-describedby={undefined} className="fixed inset-0 z-40 overflow-y-auto bg-white p-4 focus:outline-none">
                  <Dialog.Title className="mb-4 text-lg font-semibold text-slate-900">Refine search</Dialog.Title>
                  <RefinePanel form={form} onChange={setForm} onApply={apply} onCancel={cancelPanel} />
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          </div>
        )}
        {data.status === "loading" && <p role="status" className="text-sm text-slate-600">Loading results...</p>}
        {data.status === "error" && <LoadFailed onRetry={data.failure === "no_credits" ? undefined : data.retry} />}
        {data.status === "ready" && data.total === 0 && <NoResults onNewSearch={newSearch} />}
        {data.status === "ready" && data.total > 0 && (
          <>
            <p className="text-sm text-slate-700">
              Showing results {first}-{last} of {data.total} for &ldquo;{data.searchText}&rdquo;
            </p>
            <div className="space-y-3">
              {data.ideas.map((idea) => (
                <ResultCard key={idea.id} idea={idea} words={words} />
              ))}
            </div>
            <Pagination page={data.page} pages={pages} onPage={goTo} />
          </>
        )}
      </section>
    </div>
  );
}

/** The results could not be loaded (or the loading safety timeout ran out): the spec's message and, unless out of credits, a retry. */
function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{SEARCH_MESSAGES.loadFailed}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-3 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          Try Again
        </button>
      )}
    </div>
  );
}
