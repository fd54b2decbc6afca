import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as boardGet } from "@/app/api/ideas/route";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { POST as claimPost } from "@/app/api/ideas/claim/route";
import { GET as usageGet } from "@/app/api/stats/usage-limits/route";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer";
import { searchState } from "@/lib/server/search/state";
import { createUserWithSession } from "@/tests/support/factories";
import { CSRF, ORIGIN, jsonRequest } from "@/tests/support/requests";
import { makeIdeas, token } from "@/tests/support/search";

/**
 * The attack: a foreign page sends the signed-in user's browser to a credit-spending call. A
 * top-level navigation (a link, window.open, a redirect) carries the Lax session cookie and
 * `Sec-Fetch-Site: cross-site`, but no header of the app's own script. Nothing is spent, nothing saved.
 */
function navigationFromForeignSite(path: string, session: string, extra: Record<string, string> = {}) {
  return new NextRequest(`${ORIGIN}${path}`, {
    headers: {
      cookie: `csrftoken=${CSRF}; sessionid=${session}`,
      accept: "text/html,application/xhtml+xml",
      "sec-fetch-site": "cross-site",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      [PEER_ADDRESS_HEADER]: "203.0.113.77",
      ...extra,
    },
  });
}

const usageOf = async (session: string) =>
  (await (await usageGet(jsonRequest("GET", "/api/stats/usage-limits/", undefined, { session }))).json()) as {
    search: { used: number };
    random: { used: number };
  };

describe("credit-spending calls opened by another site", () => {
  it("a Deep Search link spends no search credit and leaves the saved search alone", async () => {
    const { user, token: session } = await createUserWithSession({ tier: "starter" });
    const word = token();
    await makeIdeas(Array.from({ length: 12 }, (_, i) => ({ title: `Foreign ${word}`, overall: 90 - i })));
    const before = await searchState(user.id);
    const res = await searchGet(navigationFromForeignSite(`/api/ideas/search?main_search_text=${word}`, session));
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(word);
    expect((await usageOf(session)).search.used).toBe(0);
    expect(await searchState(user.id)).toEqual(before);
  });

  it("a board link (/api/ideas?count=8) spends no board credit", async () => {
    const { token: session } = await createUserWithSession({ tier: "starter" });
    await makeIdeas(Array.from({ length: 8 }, (_, i) => ({ title: `Board ${token()}`, overall: 80 - i })));
    const res = await boardGet(navigationFromForeignSite("/api/ideas?count=8", session));
    expect(res.status).toBe(403);
    expect((await usageOf(session)).random.used).toBe(0);
  });

  it("without Sec-Fetch headers (an older browser), a call lacking the app's header spends nothing either", async () => {
    const { token: session } = await createUserWithSession({ tier: "starter" });
    const word = token();
    await makeIdeas([{ title: `Old ${word}`, overall: 70 }]);
    const plain = new NextRequest(`${ORIGIN}/api/ideas/search?main_search_text=${word}`, {
      headers: { cookie: `sessionid=${session}`, [PEER_ADDRESS_HEADER]: "203.0.113.78" },
    });
    expect((await searchGet(plain)).status).toBe(403);
    expect((await usageOf(session)).search.used).toBe(0);
  });

  it("even the app's header does not pass when the browser marks the request cross-site", async () => {
    const { token: session } = await createUserWithSession({ tier: "starter" });
    const res = await boardGet(
      navigationFromForeignSite("/api/ideas?count=8", session, { "x-requested-with": "XMLHttpRequest" }),
    );
    expect(res.status).toBe(403);
    expect((await usageOf(session)).random.used).toBe(0);
  });

  it("an unsafe call marked cross-site is refused even with a token and the app's Origin", async () => {
    const { token: session } = await createUserWithSession({ tier: "starter" });
    const req = jsonRequest("POST", "/api/ideas/claim", { idea_id: 1 }, { session });
    req.headers.set("sec-fetch-site", "cross-site");
    const res = await claimPost(req);
    expect(res.status).toBe(403);
  });

  it("the app's own call (same-origin, X-Requested-With) still searches and charges", async () => {
    const { token: session } = await createUserWithSession({ tier: "starter" });
    const word = token();
    await makeIdeas(Array.from({ length: 3 }, (_, i) => ({ title: `Own ${word}`, overall: 60 - i })));
    const own = jsonRequest("GET", `/api/ideas/search?main_search_text=${word}`, undefined, {
      session,
      headers: { "x-requested-with": "XMLHttpRequest", "sec-fetch-site": "same-origin" },
    });
    const res = await searchGet(own);
    expect(res.status).toBe(200);
    expect((await usageOf(session)).search.used).toBe(3);
  });
});
