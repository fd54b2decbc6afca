"use client";

import { api, errorMessage, type ApiResult } from "@/lib/client/api";
import type { FetchByIdsResponse, SearchResponse, SearchStateUpdate, SearchStateView } from "@/lib/contracts/search";
import { FETCH_BY_IDS_BATCH, RESULTS_CACHE_MS, SEARCH_RETRY, SEARCH_SPACING_MS } from "@/lib/domain/search/constants";
import { RESULTS_LIMIT_MESSAGE } from "@/lib/domain/search/messages";
import { SEARCH_TERM_REQUIRED } from "@/lib/domain/search/terms";
import { LIMIT_MESSAGES } from "@/lib/domain/usage/limits";
import { SEARCH_CACHE_PREFIX } from "@/lib/client/search-traces";
import { takeEarlySearch } from "./early-search";

/**
 * The Deep Search calls: searches spaced at least 500 ms apart, retried on 429
 * (2 s, factor 1.5, up to 2 retries), answers cached in session storage for 60 s; saved results
 * fetched by id in batches of 50. Failures carry the messages the user reads
 * (SEARCH_MESSAGES).
 *
 * The server refuses a search handled less than 500 ms after the user's previous one, and it
 * stamps a search while handling it, before it answers. So the client sends one search at a time,
 * each at least 500 ms after the previous one answered: then it always reaches the server at least
 * 500 ms after the previous stamp, however long either request travelled or waited.
 */
export const SEARCH_MESSAGES = {
  noCredits: LIMIT_MESSAGES.search,
  dailyLimit: "You've reached the daily search limit for your plan. Credits will reset at midnight.",
  generic: "Error retrieving search results. Please try again.",
  preparing: "There was an error preparing your search. Please try again.",
  emptyTerm: SEARCH_TERM_REQUIRED,
  loadFailed: "Failed to retrieve search results. Please try again.",
  busy: "Server is busy. Please try again in a few moments.",
} as const;

export class SearchFailure extends Error {
  constructor(
    message: string,
    readonly kind: "warning" | "error",
    readonly usage?: SearchResponse["usage"],
  ) {
    super(message);
  }
}

const abortError = () => new DOMException("The search is no longer wanted.", "AbortError");

/** Waits `ms`; rejects with an AbortError as soon as the signal aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** When the last search answered (or failed). */
let lastAnswerAt = 0;
/** The searches waiting for their turn, one after the other. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * One search, in its turn, 500 ms after the previous answer; never sent once its signal aborted,
 * and cancelled in flight when it aborts then (so a search that never answers cannot hold back
 * the ones after it: the next one counts its 500 ms from the cancel).
 */
function spacedSearch(query: string, signal?: AbortSignal): Promise<ApiResult<SearchResponse>> {
  const turn = queue.then(async () => {
    if (signal?.aborted) throw abortError();
    // The search the page's HTML sent: this one when it asks the same; else it is cancelled, and
    // this one is spaced from it (the server may have stamped it already).
    const early = takeEarlySearch();
    if (early && early.query !== query) {
      early.abort();
      lastAnswerAt = Date.now();
    }
    const sent = early?.query === query ? early : undefined;
    const wait = sent ? 0 : lastAnswerAt + SEARCH_SPACING_MS - Date.now();
    if (wait > 0) await sleep(wait, signal);
    const cancelSent = () => sent?.abort();
    signal?.addEventListener("abort", cancelSent, { once: true });
    try {
      return await api<SearchResponse>(`/api/ideas/search?${query}`, { signal, sent: sent?.response });
    } finally {
      signal?.removeEventListener("abort", cancelSent);
      lastAnswerAt = Date.now();
    }
  });
  queue = turn.catch(() => undefined);
  return turn;
}

/** The answer to this search cached in the last 60 s, read at once; null when there is none. */
export function cachedSearch(key: string): SearchResponse | null {
  try {
    const raw = window.sessionStorage.getItem(SEARCH_CACHE_PREFIX + key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as { at: number; data: SearchResponse };
    return Date.now() - entry.at < RESULTS_CACHE_MS ? entry.data : null;
  } catch {
    return null;
  }
}

function writeCache(key: string, data: SearchResponse) {
  try {
    window.sessionStorage.setItem(SEARCH_CACHE_PREFIX + key, JSON.stringify({ at: Date.now(), data }));
  } catch {
    // Storage full or blocked: the cache is only an optimisation.
  }
}

/**
 * The answer to a search the server ran for the page (app/(app)/results/first-page.ts): cached as
 * the browser's own answer would be, and the next search is spaced from it as from one of its own.
 */
export function rememberSearch(query: string, data: SearchResponse): void {
  writeCache(query, data);
  lastAnswerAt = Math.max(lastAnswerAt, Date.now());
}

/**
 * GET /api/ideas/search with retries on 429; throws a SearchFailure with the message to show, or
 * an AbortError when the signal aborts (the search is then not sent, or cancelled).
 */
export async function runSearch(
  query: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchResponse & { cached?: boolean }> {
  const cached = cachedSearch(query);
  if (cached) return { ...cached, cached: true };
  let delay = SEARCH_RETRY.initialMs;
  for (let attempt = 0; ; attempt++) {
    const res = await spacedSearch(query, signal);
    if (res.ok && res.data) {
      writeCache(query, res.data);
      return res.data;
    }
    if (res.status === 429) {
      if (attempt >= SEARCH_RETRY.retries) throw new SearchFailure(SEARCH_MESSAGES.busy, "error");
      await sleep(delay, signal);
      delay *= SEARCH_RETRY.factor;
      continue;
    }
    const body = res.data as unknown as { error?: string; usage?: SearchResponse["usage"] } | null;
    if (body?.error === RESULTS_LIMIT_MESSAGE)
      throw new SearchFailure(SEARCH_MESSAGES.noCredits, "warning", body.usage);
    if (res.status === 403 && body?.usage) throw new SearchFailure(SEARCH_MESSAGES.noCredits, "warning", body.usage);
    if (res.status === 400 && body?.error === SEARCH_MESSAGES.emptyTerm) throw new SearchFailure(body.error, "error");
    throw new SearchFailure(SEARCH_MESSAGES.generic, "error");
  }
}

export async function getSearchState(): Promise<SearchStateView> {
  const res = await api<SearchStateView>("/api/ideas/search/state/");
  if (!res.ok || !res.data) throw new Error(errorMessage(res, SEARCH_MESSAGES.loadFailed));
  return res.data;
}

export async function updateSearchState(update: SearchStateUpdate): Promise<void> {
  const res = await api("/api/ideas/search/state/update/", { method: "POST", body: update });
  if (!res.ok) throw new Error(errorMessage(res, SEARCH_MESSAGES.preparing));
}

export async function markPageViewed(page: number): Promise<void> {
  await api("/api/ideas/search/page-viewed/", { method: "POST", body: { page_number: page } });
}

/** Saved results by id, in batches of 50, in the order asked. */
export async function fetchByIds(ids: number[]): Promise<FetchByIdsResponse["ideas"]> {
  const out: FetchByIdsResponse["ideas"] = [];
  for (let i = 0; i < ids.length; i += FETCH_BY_IDS_BATCH) {
    const res = await api<FetchByIdsResponse>("/api/ideas/search/fetch-by-ids/", {
      method: "POST",
      body: { idea_ids: ids.slice(i, i + FETCH_BY_IDS_BATCH) },
    });
    if (!res.ok || !res.data) throw new Error(SEARCH_MESSAGES.loadFailed);
    out.push(...res.data.ideas);
  }
  return out;
}
