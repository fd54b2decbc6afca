import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { localDate } from "@/lib/domain/projects/display";
import { earlySearchScript } from "./early-search";

interface Sent {
  url: string;
  init: { credentials: string; cache: string; signal: AbortSignal; headers: Record<string, string> };
}

/** Runs the inline script as the browser would, with a window, a fetch and a session storage of its own. */
function runScript(script: string, storage: Record<string, string> = {}, fetchFails = false) {
  const sent: Sent[] = [];
  const window: Record<string, unknown> = {};
  const context = {
    window,
    Date,
    JSON,
    String,
    AbortController,
    sessionStorage: { getItem: (key: string) => storage[key] ?? null },
    fetch: (url: string, init: Sent["init"]) => {
      sent.push({ url, init });
      return fetchFails ? Promise.reject(new TypeError("offline")) : Promise.resolve({ status: 200 });
    },
  };
  runInNewContext(script, context);
  return {
    sent,
    early: window.__ideaforgeEarlySearch as
      { query: string; response: Promise<unknown>; abort: () => void } | undefined,
  };
}

describe("the results page's early search", () => {
  const key = "main_search_text=small+business&sort_by=overall";

  it("sends the query the results page would send, dated as localDate() dates it, and leaves its answer", async () => {
    const { sent, early } = runScript(earlySearchScript(key, 20));
    const query = `${key}&offset=20&client_date=${localDate()}`;
    expect(sent).toEqual([
      {
        url: `/api/ideas/search?${query}`,
        init: {
          credentials: "same-origin",
          cache: "no-store",
          signal: expect.any(AbortSignal),
          headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
        },
      },
    ]);
    expect(early?.query).toBe(query);
    await expect(early?.response).resolves.toEqual({ status: 200 });
    // The page can cancel it.
    expect(sent[0]!.init.signal.aborted).toBe(false);
    early!.abort();
    expect(sent[0]!.init.signal.aborted).toBe(true);
  });

  it("sends nothing when the 60 s cache holds a fresh answer, and sends when the cached one is stale", () => {
    const query = `${key}&offset=0&client_date=${localDate()}`;
    const fresh = runScript(earlySearchScript(key, 0), {
      [`deepSearch:${query}`]: JSON.stringify({ at: Date.now() - 5_000 }),
    });
    expect(fresh.sent).toEqual([]);
    expect(fresh.early).toBeUndefined();
    const stale = runScript(earlySearchScript(key, 0), {
      [`deepSearch:${query}`]: JSON.stringify({ at: Date.now() - 61_000 }),
    });
    expect(stale.sent).toHaveLength(1);
  });

  it("keeps a failed request for the page to read, without an unhandled rejection", async () => {
    const { early } = runScript(earlySearchScript(key, 0), {}, true);
    await expect(early?.response).rejects.toThrow("offline");
  });

  it("cannot be broken out of by what the URL's search holds", () => {
    const hostile = "main_search_text=</script><script>alert(1)</script>\u2028&x='";
    const script = earlySearchScript(hostile, 0);
    expect(script).not.toMatch(/<\/script/i);
    expect(script).not.toContain("\u2028");
    const { sent } = runScript(script);
    expect(sent[0]!.url).toBe(`/api/ideas/search?${hostile}&offset=0&client_date=${localDate()}`);
  });
});
