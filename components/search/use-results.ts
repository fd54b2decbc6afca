"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/lib/client/toast";
import { localDate } from "@/lib/domain/projects/display";
import { pageQuery, searchKey } from "@/lib/domain/search/form";
import { savedParams } from "@/lib/domain/search/saved";
import { LOADING_SAFETY_TIMEOUT_MS } from "@/lib/domain/search/constants";
import type { UsageLimits } from "@/lib/domain/usage/limits";
import type { IdeaView } from "@/lib/contracts/ideas";
import type { SearchResponse, SearchStateView } from "@/lib/contracts/search";
import { readSavedState, rememberCachedPage, saveViewedPage, savedPage, type PageOfResults } from "./saved-results";
import { SEARCH_MESSAGES, SearchFailure, cachedSearch, rememberSearch, runSearch } from "./search-client";

export type ResultsStatus = "loading" | "ready" | "error";

/**
 * The first page as the page read it on the server (app/(app)/results/first-page.ts): a page of the
 * saved search viewed before, or a new search the server ran for the page (`searched`).
 */
export interface FirstResults {
  key: string;
  page: number;
  ideas: IdeaView[];
  total: number;
  viewable: number;
  /** The server searched: what the browser would have learnt from sending the search itself. */
  searched?: {
    /** The search's query string, as the browser would send it (its cache key). */
    query: string;
    usage: UsageLimits;
    searchText: string;
    /** When (ms since the epoch): tells this answer from the same page rendered again. */
    at: number;
    /** Whether the server saved the page as viewed (else the browser does). */
    saved: boolean;
  };
}

/** What /results shows: one page of one search. */
export interface ShownResults {
  status: ResultsStatus;
  ideas: IdeaView[];
  /** The number of ideas the search finds. */
  total: number;
  /** How many of them today's credits let the user view. */
  viewable: number;
  page: number;
  searchText: string;
  /** The search parameters (no page), as in the URL. */
  key: string;
  /** Why the load failed: the safety timeout ran out, no credits left, or the calls failed. */
  failure?: "timeout" | "no_credits" | "failed";
}

export interface ResultsData extends ShownResults {
  /** Another page or search is loading; the one shown stays until it is there. */
  pending: boolean;
  /** The search and page the URL asks for: the ones shown, or the ones loading. */
  requested: { key: string; page: number };
  /** Load the same search and page again. */
  retry: () => void;
  /** Update one shown idea (its developing count after a claim). */
  updateIdea: (id: number, patch: Partial<IdeaView>) => void;
}

type Outcome = Omit<ShownResults, "key" | "page" | "searchText">;
type Show = (d: Outcome) => void;

interface Load {
  key: string;
  page: number;
  text: string;
  router: ReturnType<typeof useRouter>;
  onUsage: (usage: UsageLimits) => void;
  show: Show;
  signal: AbortSignal;
  /** The saved state as the page read it on the server (first load only): no request for it then. */
  saved?: SearchStateView;
  /** The first page as the page read it on the server (first load only). */
  first?: FirstResults;
}

const failed = (failure: ShownResults["failure"]): Outcome => ({
  status: "error",
  ideas: [],
  total: 0,
  viewable: 0,
  failure,
});
const ready = (r: PageOfResults): Outcome => ({ status: "ready", ...r });
const pageOf = (res: SearchResponse): PageOfResults => ({
  ideas: res.ideas,
  total: res.total_results,
  viewable: res.viewable_results,
});
/** The server searches whose answer this tab has taken already (by when they ran). */
const takenServerSearches = new Set<string>();

/**
 * True the first time this tab shows a server's search: its usage and cache entry are news then.
 * The same page shown again from the router's history must not bring back the usage of its time.
 */
function takeServerSearch(searched: NonNullable<FirstResults["searched"]>): boolean {
  const id = `${searched.at} ${searched.query}`;
  if (takenServerSearches.has(id)) return false;
  takenServerSearches.add(id);
  return true;
}

/** The same page of the same answer, shown as settled: nothing to draw again. */
function sameResults(a: ShownResults & { pending: boolean }, b: ShownResults & { pending: boolean }): boolean {
  return (
    a.status === b.status &&
    a.ideas === b.ideas &&
    a.total === b.total &&
    a.viewable === b.viewable &&
    a.page === b.page &&
    a.key === b.key &&
    a.searchText === b.searchText &&
    a.pending === b.pending &&
    a.failure === b.failure
  );
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** No search text in the URL: back to the saved search, or to /search when there is none. */
async function redirectWithoutText(router: Load["router"], show: Show, given?: SearchStateView) {
  try {
    const state = await readSavedState(given);
    const saved = savedParams(state);
    if (state.last_search_term && saved.get("main_search_text")) router.replace(`/results?${searchKey(saved)}&page=1`);
    else router.replace("/search");
  } catch {
    notify.error(SEARCH_MESSAGES.loadFailed);
    show(failed("failed"));
  }
}

/**
 * One load of /results: a page answered in the last 60 s at once from the cache, else the saved
 * page when viewed already, else a search (one credit per new result).
 */
async function loadResults({ key, page, text, router, onUsage, show, signal, saved, first }: Load): Promise<void> {
  if (!text.trim()) return redirectWithoutText(router, show, saved);
  const query = pageQuery(key, page, localDate());
  // A page the page brought with its HTML: viewed before (saved already), or searched by the server.
  if (first && first.key === key && first.page === page) {
    const state = await readSavedState(saved).catch(() => null);
    if (first.searched && takeServerSearch(first.searched)) {
      const { usage, searchText } = first.searched;
      onUsage(usage);
      rememberSearch(first.searched.query, {
        ideas: first.ideas,
        total_results: first.total,
        viewable_results: first.viewable,
        search_text: searchText,
        usage,
      });
      if (!first.searched.saved && state) await saveViewedPage(state, key, page, first).catch(() => undefined);
    }
    return show(ready(first));
  }
  const cached = cachedSearch(query);
  if (cached) {
    // A cached answer carries the usage of its time: keep the current one.
    show(ready(pageOf(cached)));
    await rememberCachedPage(key, page, pageOf(cached)).catch(() => undefined);
    return;
  }
  show({ status: "loading", ideas: [], total: 0, viewable: 0 });
  let state: SearchStateView;
  try {
    state = await readSavedState(saved);
  } catch {
    notify.error(SEARCH_MESSAGES.loadFailed);
    return show(failed("failed"));
  }
  try {
    const saved = await savedPage(state, key, page);
    if (saved) return show(ready(saved));
  } catch {
    notify.error(SEARCH_MESSAGES.loadFailed);
  }
  try {
    const res = await runSearch(query, { signal });
    if (!res.cached) onUsage(res.usage);
    show(ready(pageOf(res)));
    await saveViewedPage(state, key, page, pageOf(res)).catch(() => undefined);
  } catch (error) {
    // Given up (another page or search asked for): nothing to show or tell.
    if (isAbort(error) || signal.aborted) return;
    const failure = error instanceof SearchFailure ? error : new SearchFailure(SEARCH_MESSAGES.generic, "error");
    if (failure.usage) onUsage(failure.usage);
    // The only warning is the credits one: trying again cannot help until midnight, and the page
    // itself says why, when they come back and the way to more (ResultsPage's OutOfCredits).
    if (failure.kind !== "warning") notify.error(failure.message);
    show(failed(failure.kind === "warning" ? "no_credits" : "failed"));
  }
}

/**
 * The /results data for the URL's search and page. While another page or search loads, the page
 * shown stays (marked pending), so the list is never emptied for a load. A load that has not
 * settled after the loading safety timeout (10 s) turns into the error state with
 * a retry, so a request that never answers cannot leave the page loading forever; should its
 * answer still come, it is shown. A load given up (another page asked for) never sends its search,
 * or cancels it in flight.
 */
export function useResults(
  onUsage: (usage: UsageLimits) => void,
  savedOnServer?: SearchStateView,
  firstOnServer?: FirstResults,
): ResultsData {
  const router = useRouter();
  // Null only on a Pages Router page, which the results page is not (next's types allow for both).
  const params = useSearchParams() ?? new URLSearchParams();
  const key = searchKey(params);
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const text = params.get("main_search_text") ?? "";
  const [attempt, setAttempt] = useState(0);
  // The first page the server brought is in the page's HTML: shown from the first render on.
  const brought = firstOnServer && firstOnServer.key === key && firstOnServer.page === page ? firstOnServer : null;
  const [data, setData] = useState<ShownResults & { pending: boolean }>({
    status: brought ? "ready" : "loading",
    ideas: brought?.ideas ?? [],
    total: brought?.total ?? 0,
    viewable: brought?.viewable ?? 0,
    page,
    searchText: text,
    key,
    pending: false,
  });
  // What the page read on the server serves the first load only; later loads read afresh.
  const serverState = useRef(savedOnServer);
  const serverFirst = useRef(firstOnServer);

  useEffect(() => {
    let cancelled = false;
    let settled = false;
    const abort = new AbortController();
    const show: Show = (d) => {
      // Once settled (or timed out), only a final answer may replace what is shown, never "loading" again.
      if (cancelled || (settled && d.status === "loading")) return;
      if (d.status !== "loading") settled = true;
      const next = { ...d, key, page, searchText: text, pending: false };
      if (d.status !== "ready")
        return setData((shown) =>
          d.status === "loading" && shown.status === "ready" ? { ...shown, pending: true } : next,
        );
      // A page of results is drawn as a transition: React renders it in slices and lets the browser
      // answer taps and keys between them, instead of one long task of ten cards. A search left
      // before its transition commits (another search, another page) keeps what it shows, and so
      // does the page the server brought (no render at all).
      startTransition(() => setData((shown) => (cancelled || sameResults(shown, next) ? shown : next)));
    };
    const timer = setTimeout(() => !settled && show(failed("timeout")), LOADING_SAFETY_TIMEOUT_MS);
    const saved = serverState.current;
    const first = serverFirst.current;
    serverState.current = undefined;
    serverFirst.current = undefined;
    void loadResults({ key, page, text, router, onUsage, show, signal: abort.signal, saved, first }).finally(() =>
      clearTimeout(timer),
    );
    return () => {
      cancelled = true;
      abort.abort();
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one load per search, page and retry
  }, [key, page, attempt]);

  const retry = useCallback(() => {
    setData((d) => ({ ...d, status: "loading", failure: undefined }));
    setAttempt((a) => a + 1);
  }, []);
  const updateIdea = useCallback((id: number, patch: Partial<IdeaView>) => {
    setData((d) => ({ ...d, ideas: d.ideas.map((idea) => (idea.id === id ? { ...idea, ...patch } : idea)) }));
  }, []);
  return { ...data, requested: { key, page }, retry, updateIdea };
}
