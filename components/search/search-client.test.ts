import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The Deep Search client's timing rules, on a fake clock: searches at least
 * 500 ms apart, 429 retried after 2 s and then 3 s (factor 1.5) and given up after 2 retries with
 * 'Server is busy...', answers cached in session storage for 60 s. `fetch` and session storage are
 * stand-ins that record what the browser would send; the module is loaded fresh for each test so
 * its spacing clock starts clean.
 */
type Reply = { status: number; body: unknown; /** How long the server takes to answer. */ takesMs?: number };

const answer = (total: number) => ({
  ideas: [],
  total_results: total,
  search_text: "x",
  usage: { search: { used: 0, remaining: 5, limit: 5 } },
});
const ok = (total = 1): Reply => ({ status: 200, body: answer(total) });
const tooMany: Reply = { status: 429, body: { detail: "Request was throttled." } };

let replies: Reply[];
let calls: { url: string; at: number }[];

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-23T12:00:00Z") });
  vi.resetModules();
  replies = [];
  calls = [];
  vi.stubGlobal("window", {
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    location: { pathname: "/results", search: "" },
  });
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    calls.push({ url, at: Date.now() });
    const reply = replies.shift() ?? ok();
    if (reply.takesMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, reply.takesMs);
        init?.signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(new DOMException("The operation was aborted.", "AbortError"));
        });
      });
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const client = () => import("./search-client");
const started = () => calls.map((c) => c.at - calls[0]!.at);

/** Runs the search to its end on the fake clock, returning its answer or its failure. */
async function settle<T>(promise: Promise<T>): Promise<T | Error> {
  const outcome = promise.catch((e: Error) => e);
  await vi.runAllTimersAsync();
  return outcome;
}

describe("Deep Search client", () => {
  it("retries a 429 after 2 s and then 3 s, and answers with the third reply", async () => {
    const { runSearch } = await client();
    replies = [tooMany, tooMany, ok(7)];
    const result = await settle(runSearch("main_search_text=a"));
    expect(result).toMatchObject({ total_results: 7 });
    expect(started()).toEqual([0, 2_000, 5_000]);
  });

  it("gives up after 2 retries with 'Server is busy...', and never asks a fourth time", async () => {
    const { runSearch, SearchFailure } = await client();
    replies = [tooMany, tooMany, tooMany, ok()];
    const result = await settle(runSearch("main_search_text=b"));
    expect(result).toBeInstanceOf(SearchFailure);
    expect((result as Error).message).toBe("Server is busy. Please try again in a few moments.");
    expect(calls).toHaveLength(3);
  });

  it("spaces searches at least 500 ms apart", async () => {
    const { runSearch } = await client();
    const first = settle(runSearch("main_search_text=c"));
    const second = settle(runSearch("main_search_text=d"));
    await Promise.all([first, second]);
    expect(calls.map((c) => c.url)).toEqual([
      "/api/ideas/search?main_search_text=c",
      "/api/ideas/search?main_search_text=d",
    ]);
    expect(started()[1]).toBeGreaterThanOrEqual(500);
  });

  it("answers the same search from the session cache for 60 s, then asks the server again", async () => {
    const { runSearch } = await client();
    replies = [ok(3), ok(4)];
    expect(await settle(runSearch("main_search_text=e"))).toMatchObject({ total_results: 3 });
    vi.advanceTimersByTime(59_000);
    expect(await settle(runSearch("main_search_text=e"))).toMatchObject({ total_results: 3, cached: true });
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1_001);
    expect(await settle(runSearch("main_search_text=e"))).toMatchObject({ total_results: 4 });
    expect(calls).toHaveLength(2);
  });

  it("turns 'Results limit must be at least 1.' into the out-of-credits warning, with the usage", async () => {
    const { runSearch, SearchFailure } = await client();
    const usage = { search: { used: 5, remaining: 0, limit: 5 } };
    replies = [{ status: 400, body: { error: "Results limit must be at least 1.", usage } }];
    const result = await settle(runSearch("main_search_text=f"));
    expect(result).toBeInstanceOf(SearchFailure);
    expect(result).toMatchObject({
      message: "You've used all your daily search credits. Credits will reset at midnight.",
      kind: "warning",
      usage,
    });
    expect(calls).toHaveLength(1);
  });

  it("shows the generic error for other failures and caches nothing", async () => {
    const { runSearch } = await client();
    replies = [{ status: 500, body: { error: "boom" } }, ok(2)];
    expect(await settle(runSearch("main_search_text=g"))).toMatchObject({
      message: "Error retrieving search results. Please try again.",
      kind: "error",
    });
    vi.advanceTimersByTime(1_000);
    expect(await settle(runSearch("main_search_text=g"))).toMatchObject({ total_results: 2 });
  });

  it("waits out the spacing from the previous answer, since the server stamps a search when it handles it", async () => {
    const { runSearch } = await client();
    replies = [{ ...ok(1), takesMs: 300 }, ok(2)];
    expect(await settle(runSearch("main_search_text=h&offset=0"))).toMatchObject({ total_results: 1 });
    // The next page, asked for right when the first answered: sent 500 ms after that answer.
    expect(await settle(runSearch("main_search_text=h&offset=10"))).toMatchObject({ total_results: 2 });
    expect(started()).toEqual([0, 800]);
  });

  it("sends searches asked for at once one after the other, each 500 ms after the previous answer", async () => {
    const { runSearch } = await client();
    replies = [{ ...ok(1), takesMs: 200 }, { ...ok(2), takesMs: 200 }, ok(3)];
    const all = settle(Promise.all(["a", "b", "c"].map((q) => runSearch(`main_search_text=${q}`))));
    expect(await all).toEqual([
      expect.objectContaining({ total_results: 1 }),
      expect.objectContaining({ total_results: 2 }),
      expect.objectContaining({ total_results: 3 }),
    ]);
    expect(started()).toEqual([0, 700, 1_400]);
  });

  it("never sends a search given up while it waited for its turn", async () => {
    const { runSearch } = await client();
    replies = [{ ...ok(1), takesMs: 100 }, ok(2), ok(3)];
    const first = settle(runSearch("main_search_text=p1"));
    const abandoned = new AbortController();
    const second = settle(runSearch("main_search_text=p2", { signal: abandoned.signal }));
    const third = settle(runSearch("main_search_text=p3"));
    abandoned.abort();
    expect(await first).toMatchObject({ total_results: 1 });
    expect(await second).toMatchObject({ name: "AbortError" });
    expect(await third).toMatchObject({ total_results: 2 });
    expect(calls.map((c) => c.url)).toEqual([
      "/api/ideas/search?main_search_text=p1",
      "/api/ideas/search?main_search_text=p3",
    ]);
  });

  it("hands a cached answer over at once, without a request and without waiting", async () => {
    const { runSearch, cachedSearch } = await client();
    expect(cachedSearch("main_search_text=i")).toBeNull();
    replies = [ok(5)];
    await settle(runSearch("main_search_text=i"));
    expect(cachedSearch("main_search_text=i")).toMatchObject({ total_results: 5 });
    vi.advanceTimersByTime(60_001);
    expect(cachedSearch("main_search_text=i")).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("cancels a search in flight that is given up (one that never answers cannot hold back the next)", async () => {
    const { runSearch } = await client();
    replies = [{ ...ok(1), takesMs: 3_600_000 }, ok(2)];
    const givenUp = new AbortController();
    const hung = runSearch("main_search_text=hung", { signal: givenUp.signal }).catch((e: Error) => e);
    const next = runSearch("main_search_text=next").catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    givenUp.abort();
    expect(await hung).toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(500);
    expect(await next).toMatchObject({ total_results: 2 });
    expect(started()).toEqual([0, 1_500]);
  });

  /** An early search as the page's inline script leaves it; `answer` settles it, `aborted` tells whether it was cancelled. */
  function earlySearch(query: string) {
    let settle!: (r: Response) => void;
    let fail!: (e: unknown) => void;
    const state = { aborted: false };
    const response = new Promise<Response>((resolve, reject) => ((settle = resolve), (fail = reject)));
    // As the inline script does: a cancelled request nobody reads is no unhandled rejection.
    response.catch(() => undefined);
    (window as Window).__ideaforgeEarlySearch = {
      query,
      response,
      abort: () => {
        state.aborted = true;
        fail(new DOMException("The operation was aborted.", "AbortError"));
      },
    };
    const answer = (total: number) =>
      settle(
        new Response(JSON.stringify(answerOf(total)), { status: 200, headers: { "content-type": "application/json" } }),
      );
    return { state, answer };
  }
  const answerOf = answer;

  it("reads the search the page's HTML sent instead of sending it again, once", async () => {
    const { runSearch } = await client();
    earlySearch("main_search_text=e1").answer(9);
    replies = [ok(2)];
    expect(await settle(runSearch("main_search_text=e1"))).toMatchObject({ total_results: 9 });
    expect(calls).toEqual([]);
    expect((window as Window).__ideaforgeEarlySearch).toBeUndefined();
    // The next search is the page's own, 500 ms after the early one answered.
    expect(await settle(runSearch("main_search_text=e2"))).toMatchObject({ total_results: 2 });
    expect(calls.map((c) => c.url)).toEqual(["/api/ideas/search?main_search_text=e2"]);
  });

  it("cancels an early search that asked something else, and spaces its own from it", async () => {
    const { runSearch } = await client();
    const early = earlySearch("main_search_text=other");
    const askedAt = Date.now();
    expect(await settle(runSearch("main_search_text=mine"))).toMatchObject({ total_results: 1 });
    expect(early.state.aborted).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.at - askedAt).toBeGreaterThanOrEqual(500);
  });

  it("cancels an early search that never answers when the page gives it up: the next search goes out", async () => {
    const { runSearch } = await client();
    const early = earlySearch("main_search_text=stuck");
    const given = new AbortController();
    const stuck = runSearch("main_search_text=stuck", { signal: given.signal }).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    given.abort();
    expect(await stuck).toMatchObject({ name: "AbortError" });
    expect(early.state.aborted).toBe(true);
    expect(await settle(runSearch("main_search_text=next"))).toMatchObject({ total_results: 1 });
    expect(calls.map((c) => c.url)).toEqual(["/api/ideas/search?main_search_text=next"]);
  });
});
