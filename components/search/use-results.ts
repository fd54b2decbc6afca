"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { notify } from "@/lib/client/toast";
import { searchKey } from "@/lib/domain/search/form";
import { LOADING_SAFETY_TIMEOUT_MS, RESULTS_PAGE_SIZE } from "@/lib/domain/search/constants";
import type { UsageLimits } from "@/lib/domain/usage/limits";
import type { IdeaView } from "@/lib/server/ideas/view";
import type { SearchStateView } from "@/lib/server/search/state";
import { SEARCH_MESSAGES, SearchFailure, fetchByIds, getSearchState, markPageViewed, runSearch, updateSearchState } from "./search-client";
import { localDate } from "./use-search-usage";

export const PAGE_SIZE = RESULTS_PAGE_SIZE;

export type ResultsStatus = "loading" | "ready" | "error";

export interface ResultsData {
  status: ResultsStatus;
  ideas: IdeaView[];
  total: number;
  page: number;
  searchText: string;
  /** The search parameters (no page), as in the URL. */
  key: string;
  /** Why the load failed: the safety timeout ran out, no credits left, or the calls failed. */
  failure?: "timeout" | "no_credits" | "failed";
  /** Load the same search and page again. */
  retry: () => void;
}

const paramsOf = (state: SearchStateView) => {
  const p = new URLSearchParams(state.last_params);
  p.delete("total_results");
  return p;
};

/** The saved page of this search, when it was viewed already: shown again without paying. */
async function savedPage(state: SearchStateView, key: string, page: number) {
  if (searchKey(paramsOf(state)) !== key || !state.pages_viewed.includes(page)) return null;
  const ids = state.last_results_ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const total = Number(state.last_params.total_results ?? NaN);
  if (!ids.length || !Number.isFinite(total)) return null;
  return { ideas: await fetchByIds(ids), total };
}

async function saveState(state: SearchStateView, params: URLSearchParams, key: string, page: number, ideas: IdeaView[], total: number) {
  const same = searchKey(paramsOf(state)) === key;
  const offset = (page - 1) * PAGE_SIZE;
  const ids = same ? [...state.last_results_ids] : [];
  const pages = same ? new Set(state.pages_viewed) : new Set<number>();
  if (ids.length >= offset) {
    ids.splice(offset, ideas.length, ...ideas.map((i) => i.id));
    pages.add(page);
  }
  const list = (k: string) => (params.get(k) ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  await updateSearchState({
    is_new_search: false,
    last_search_term: params.get("main_search_text") ?? "",
    last_included_terms: { title: list("title_include"), summary: list("summary_include"), quote: list("quote_include") },
    last_excluded_terms: { title: list("title_exclude"), summary: list("summary_exclude"), quote: list("quote_exclude") },
    last_results_ids: ids.slice(0, 1000),
    pages_viewed: [...pages].filter((p) => p <= 100),
    last_params: { ...Object.fromEntries(new URLSearchParams(key)), total_results: String(total) },
  });
  if (pages.has(page)) await markPageViewed(page);
}

type Show = (d: Omit<ResultsData, "key" | "page" | "searchText" | "retry">) => void;

interface Load {
  key: string;
  page: number;
  text: string;
  params: URLSearchParams;
  router: ReturnType<typeof useRouter>;
  onUsage: (usage: UsageLimits) => void;
  show: Show;
}

const failed = (failure: ResultsData["failure"]) => ({ status: "error" as const, ideas: [], total: 0, failure });

/** One load of /results: the saved page when viewed already, else a search (one credit per new result). */
async function loadResults({ key, page, text, params, router, onUsage, show }: Load): Promise<void> {
  let state: SearchStateView;
  try {
    state = await getSearchState();
  } catch {
    notify.error(SEARCH_MESSAGES.loadFailed);
    return show(failed("failed"));
  }
  if (!text.trim()) {
    const saved = paramsOf(state);
    if (state.last_search_term && saved.get("main_search_text")) router.replace(`/results?${searchKey(saved)}&page=1`);
    else router.replace("/search");
    return;
  }
  show({ status: "loading", ideas: [], total: 0 });
  try {
    const saved = await savedPage(state, key, page);
    if (saved) return show({ status: "ready", ...saved });
  } catch {
    notify.error(SEARCH_MESSAGES.loadFailed);
  }
  try {
    const res = await runSearch(`${key}&offset=${(page - 1) * PAGE_SIZE}&client_date=${localDate()}`);
    // A cached answer carries the usage of its time: keep the current one.
    if (!res.cached) onUsage(res.usage);
    show({ status: "ready", ideas: res.ideas, total: res.total_results });
    await saveState(state, params, key, page, res.ideas, res.total_results).catch(() => undefined);
  } catch (error) {
    const failure = error instanceof SearchFailure ? error : new SearchFailure(SEARCH_MESSAGES.generic, "error");
    if (failure.usage) onUsage(failure.usage);
    if (failure.kind === "warning") notify.warning(failure.message);
    else notify.error(failure.message);
    // The only warning is the credits one: trying again cannot help until midnight.
    show(failed(failure.kind === "warning" ? "no_credits" : "failed"));
  }
}

/**
 * The /results data for the URL's search and page. A load that has not settled after the loading
 * safety timeout (spec section 9: 10 s) turns into the error state with a retry, so a request that
 * never answers cannot leave the page loading forever; should its answer still come, it is shown.
 */
export function useResults(onUsage: (usage: UsageLimits) => void): ResultsData {
  const router = useRouter();
  const params = useSearchParams();
  const key = searchKey(params);
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const text = params.get("main_search_text") ?? "";
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<Omit<ResultsData, "retry">>({ status: "loading", ideas: [], total: 0, page, searchText: text, key });

  useEffect(() => {
    let cancelled = false;
    let settled = false;
    const show: Show = (d) => {
      // Once settled (or timed out), only a final answer may replace what is shown, never "loading" again.
      if (cancelled || (settled && d.status === "loading")) return;
      if (d.status !== "loading") settled = true;
      setData({ ...d, key, page, searchText: text });
    };
    const timer = setTimeout(() => !settled && show(failed("timeout")), LOADING_SAFETY_TIMEOUT_MS);
    void loadResults({ key, page, text, params, router, onUsage, show }).finally(() => clearTimeout(timer));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one load per search, page and retry
  }, [key, page, attempt]);

  const retry = useCallback(() => {
    setData((d) => ({ ...d, status: "loading", failure: undefined }));
    setAttempt((a) => a + 1);
  }, []);
  return { ...data, retry };
}
