"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { useLazyDialog } from "@/components/ui/lazy-dialog";
import { notify } from "@/lib/client/toast";
import { useUsage } from "@/lib/client/use-usage";
import { formToParams, paramsToForm, type SearchFormState } from "@/lib/domain/search/form";
import { RESULTS_PAGE_SIZE } from "@/lib/domain/search/constants";
import { highlightWords } from "@/lib/domain/search/terms";
import type { SearchStateView } from "@/lib/contracts/search";
import { CreditsCounter } from "./CreditsCounter";
import { NoResults } from "./NoResults";
import { Pagination } from "./Pagination";
import { RefinePanel } from "./RefinePanel";
import { SaveSearchButton } from "./saved/SaveSearchButton";
import { ResultCard } from "./ResultCard";
import { ResultsToolbar } from "./ResultsToolbar";
import { revealBelowHeader } from "./reveal";
import { SEARCH_MESSAGES, updateSearchState } from "./search-client";
import { useResults, type FirstResults, type ResultsData } from "./use-results";

// Shown only once the day's credits are spent: its code (the plans, the live reset time) loads then,
// off the first load of every results page, in a Suspense boundary of its own (below): without one,
// the whole results page went blank while that code arrived.
const OutOfCredits = dynamic(() => import("@/components/account/OutOfCredits").then((m) => m.OutOfCredits));

const loadRefine = () => import("./RefineDialog");
const RefineDialog = dynamic(() => loadRefine().then((m) => m.RefineDialog), { ssr: false });

/**
 * Moves /results to another search or page. The URL changes in place (Next.js follows
 * history.pushState in useSearchParams), so no server round trip comes before the results load,
 * and a page already answered shows at once.
 */
function showResults(query: string) {
  window.history.pushState(null, "", `/results?${query}`);
}

/**
 * /results: the Deep Search results; `saved` is the saved search and `first` the first page as the
 * page read them on the server.
 */
export function ResultsPage({ saved, first }: { saved?: SearchStateView; first?: FirstResults }) {
  const router = useRouter();
  const { usage, setUsage } = useUsage();
  const data = useResults(setUsage, saved, first);
  const top = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<{ key: string; form: SearchFormState } | null>(null);
  const panel = useLazyDialog(loadRefine);
  // The search the URL asks for (shown, or loading): the toolbar, the sidebar and paging follow it.
  const { key } = data.requested;
  const applied = useMemo(() => paramsToForm(new URLSearchParams(key)), [key]);
  const form = editing?.key === key ? editing.form : applied;
  const setForm = (f: SearchFormState) => setEditing({ key, form: f });

  /** Runs a search from its first page; the top of the results comes into view. */
  const search = (f: SearchFormState) => {
    showResults(`${formToParams(f).toString()}&page=1`);
    if (top.current) revealBelowHeader(top.current);
  };
  const apply = () => {
    if (!form.text.trim()) return void notify.error(SEARCH_MESSAGES.emptyTerm);
    panel.setOpen(false);
    search(form);
  };
  /** Closes the mobile panel and drops its unapplied edits. */
  const cancelPanel = () => {
    setEditing(null);
    panel.setOpen(false);
  };
  const newSearch = async () => {
    await updateSearchState({ is_new_search: true }).catch(() => undefined);
    router.push("/search");
  };
  // Paged: once the new page is drawn, 'Showing results' is brought fully into view below the
  // sticky header again (what loaded in between may have moved it).
  const pagedTo = useRef<number | null>(null);
  const goTo = (page: number) => {
    showResults(`${key}&page=${page}`);
    if (top.current) revealBelowHeader(top.current);
    pagedTo.current = page;
  };
  const settled = data.status === "ready" && !data.pending;
  useEffect(() => {
    if (!settled || pagedTo.current !== data.page) return;
    pagedTo.current = null;
    if (top.current) revealBelowHeader(top.current);
  }, [settled, data.page]);

  return (
    <div className="flex gap-6">
      {/* Wide screens: the sidebar; 850 px or less: New Search and Refine Search above the results. CSS
          picks one, so the server's HTML already has the right layout (no swap once the page runs). */}
      <aside className="hidden w-72 shrink-0 space-y-4 mobile:block">
        <button type="button" onClick={newSearch} className="text-sm font-semibold text-brand-700 hover:text-brand-900">
          ← New Search
        </button>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          {/* Its own boundary: React hydrates the form after the results, in slices of its own (on a
              phone the sidebar is not even shown). */}
          <Suspense>
            <RefinePanel form={form} onChange={setForm} onApply={apply} />
          </Suspense>
        </div>
      </aside>
      {/* No scroll anchoring in the results: a loader line or a new page above the card in view
          must not scroll 'Showing results' up under the sticky header. */}
      <section aria-label="Search results" className="min-w-0 flex-1 space-y-4 [overflow-anchor:none]">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Search Results</h1>
          <div className="flex flex-wrap items-center gap-3">
            {data.searchText ? <SaveSearchButton params={new URLSearchParams(key)} /> : null}
            <CreditsCounter usage={usage} />
          </div>
        </div>
        <div className="flex gap-3 mobile:hidden">
          <button type="button" onClick={newSearch} className="text-sm font-semibold text-brand-700">
            ← New Search
          </button>
          <button type="button" {...panel.triggerProps} className="text-sm font-semibold text-brand-700">
            Refine Search
          </button>
          {panel.mounted ? (
            <RefineDialog
              open={panel.open}
              onOpenChange={(open) => (open ? panel.setOpen(true) : cancelPanel())}
              returnFocus={panel.returnFocus}
            >
              <RefinePanel form={form} onChange={setForm} onApply={apply} onCancel={cancelPanel} />
            </RefineDialog>
          ) : null}
        </div>
        <div ref={top} className="space-y-3">
          {data.searchText && <ResultsToolbar search={applied} onSearch={search} />}
          <StatusLine data={data} />
        </div>
        {data.status === "error" && data.failure === "no_credits" && typeof usage?.search.limit === "number" ? (
          <Suspense fallback={null}>
            <OutOfCredits
              kind="search"
              limit={usage.search.limit}
              stillFree="Pages of results you have already viewed today stay free: open them again at no cost."
            />
          </Suspense>
        ) : data.status === "error" ? (
          <LoadFailed onRetry={data.failure === "no_credits" ? undefined : data.retry} />
        ) : null}
        {data.status === "ready" && data.total === 0 && <NoResults onNewSearch={newSearch} />}
        {data.status === "ready" && data.total > 0 && <ResultsList data={data} onPage={goTo} />}
      </section>
    </div>
  );
}

function LoadingLine() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner />
      Loading results...
    </p>
  );
}

/**
 * 'Showing results a-b of n for ...' with what the credits let the user view when they limit it,
 * and the loader while a search or another page loads (the page shown stays below it).
 */
function StatusLine({ data }: { data: ResultsData }) {
  const showing = data.status === "ready" && data.total > 0;
  const loading = data.status === "loading" || data.pending;
  if (!showing && !loading) return null;
  const first = (data.page - 1) * RESULTS_PAGE_SIZE + 1;
  const last = first + data.ideas.length - 1;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      {showing && (
        <p className="text-sm text-slate-700">
          Showing results {first}-{last} of {data.total} for &ldquo;{data.searchText}&rdquo;
          {data.viewable < data.total && (
            <>
              .{" "}
              <span className="text-slate-600">
                Your search credits for today let you open the first {data.viewable}.
              </span>
            </>
          )}
        </p>
      )}
      {loading && <LoadingLine />}
    </div>
  );
}

/** The words to mark in the results: the search text's and the included terms'. */
function markedWords(key: string, searchText: string): string[] {
  const params = new URLSearchParams(key);
  return highlightWords(searchText, ...["title", "summary", "quote"].map((f) => params.get(`${f}_include`) ?? ""));
}

function ResultsList({ data, onPage }: { data: ResultsData; onPage: (page: number) => void }) {
  // Stable between renders of the page (the credits coming, a loader), so the cards (memo) are not drawn again.
  const words = useMemo(() => markedWords(data.key, data.searchText), [data.key, data.searchText]);
  const { updateIdea } = data;
  const onDeveloping = useCallback(
    (id: number, numberDeveloping: number) => updateIdea(id, { number_developing: numberDeveloping }),
    [updateIdea],
  );
  return (
    <>
      <div
        aria-busy={data.pending}
        className={`space-y-3 transition-opacity motion-reduce:transition-none ${data.pending ? "opacity-60" : ""}`}
      >
        {data.ideas.map((idea) => (
          <ResultCard key={idea.id} idea={idea} words={words} onDeveloping={onDeveloping} />
        ))}
      </div>
      {/* The page asked for: while it loads, the arrows go on from it, not from the page still shown. */}
      <Pagination
        page={data.requested.page}
        pages={Math.ceil(data.total / RESULTS_PAGE_SIZE)}
        openable={Math.ceil(data.viewable / RESULTS_PAGE_SIZE)}
        onPage={onPage}
      />
    </>
  );
}

/** The results could not be loaded (or the loading safety timeout ran out): the load-failed message and, unless out of credits, a retry. */
function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{SEARCH_MESSAGES.loadFailed}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Try Again
        </button>
      )}
    </div>
  );
}
