"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { searchKey } from "@/lib/domain/search/form";
import type { UsageLimits } from "@/lib/domain/usage/limits";
import type { IdeaView } from "@/lib/server/ideas/view";
import type { SearchStateView } from "@/lib/server/search/state";
import { SEARCH_MESSAGES, SearchFailure, fetchByIds, getSearchState, markPageViewed, runSearch, updateSearchState } from "./search-client";
import { localDate } from "./use-search-usage";

export const PAGE_SIZE = 10;

export type ResultsStatus = "loading" | "ready" | "error";

export interface ResultsData {
  status: ResultsStatus;
  ideas: IdeaView[];
  total: number;
  page: number;
  searchText: string;
  /** The search parameters (no page), as in the URL. */
  key: string;
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

/** The /results data: the saved page when viewed already, else a search (one credit per new result). */
export function useResults(onUsage: (usage: UsageLimits) => void): ResultsData {
  const router = useRouter();
  const params = useSearchParams();
  const key = searchKey(params);
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const text = params.get("main_search_text") ?? "";
  const [data, setData] = useState<ResultsData>({ status: "loading", ideas: [], total: 0, page, searchText: text, key });

  useEffect(() => {
    let cancelled = false;
    const show = (d: Omit<ResultsData, "key" | "page" | "searchText">) => !cancelled && setData({ ...d, key, page, searchText: text });
    (async () => {
      let state: SearchStateView;
      try {
        state = await getSearchState();
      } catch {
        toast.error(SEARCH_MESSAGES.loadFailed);
        return show({ status: "error", ideas: [], total: 0 });
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
        toast.error(SEARCH_MESSAGES.loadFailed);
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
        if (failure.kind === "warning") toast.warning(failure.message);
        else toast.error(failure.message);
        show({ status: "error", ideas: [], total: 0 });
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one load per search and page
  }, [key, page]);

  return data;
}
