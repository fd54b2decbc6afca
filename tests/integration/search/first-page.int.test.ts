import { describe, expect, it } from "vitest";
import { firstResults, isPrefetch, searchOnServer } from "@/app/(app)/results/first-page";
import { searchKey } from "@/lib/domain/search/form";
import { dateFromOffsetCookie } from "@/lib/domain/usage/time-zone";
import { verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { searchState } from "@/lib/server/search/state";
import { createUserWithSession } from "@/tests/support/factories";
import { makeIdeas, searchAs, spendSearchCredits, token } from "@/tests/support/search";

/**
 * /results opened on a new search: the page searches while it renders when the browser has left
 * its UTC offset, as GET /api/ideas/search would (credits, spacing), and saves the page as viewed.
 */
async function subscriber(tier: "starter" | "pro" = "pro") {
  const { user, token: sessionToken } = await createUserWithSession({ tier });
  const session = (await verifySession(sessionToken))!;
  return { user, session };
}

async function twelveIdeas() {
  const t = token();
  const ids = await makeIdeas(Array.from({ length: 12 }, (_, i) => ({ title: `Rendered ${t}`, overall: 100 - i })));
  return { t, ids };
}

// UTC: the day spendSearchCredits charges.
const opened = { utcOffset: "0", prefetch: false };
const searchUsed = async (userId: number) =>
  (await db().dailyUsage.findMany({ where: { userId } })).reduce((sum, row) => sum + row.searchUsed, 0);

describe("a new search run while /results renders", () => {
  it("brings the first page with its usage, charges it once and saves it, so opening it again is free", async () => {
    const { user, session } = await subscriber();
    const { t, ids } = await twelveIdeas();
    const params = { main_search_text: t, page: "1" };
    const result = await searchOnServer(session, params, await searchState(user.id), opened);
    expect(result).not.toBeNull();
    const { first, saved } = result!;
    expect(first.ideas.map((idea) => idea.id)).toEqual(ids.slice(0, 10));
    expect({ total: first.total, viewable: first.viewable, page: first.page }).toEqual({
      total: 12,
      viewable: 12,
      page: 1,
    });
    const date = dateFromOffsetCookie("0")!;
    expect(first.searched).toMatchObject({
      query: `${searchKey(new URLSearchParams(params))}&offset=0&client_date=${date}`,
      searchText: t,
      saved: true,
      usage: { search: { used: 10, remaining: 20, limit: 30 } },
    });
    expect(await searchUsed(user.id)).toBe(10);
    const stored = await searchState(user.id);
    expect(saved).toEqual(stored);
    expect(stored).toMatchObject({ last_search_term: t, pages_viewed: [1], last_results_ids: ids.slice(0, 10) });

    // The same page opened again is the saved one: read, not searched, and not charged.
    expect(await searchOnServer(session, params, stored, opened)).toBeNull();
    const again = await firstResults(user.id, params, stored);
    expect(again?.ideas.map((idea) => idea.id)).toEqual(ids.slice(0, 10));
    expect(again?.searched).toBeUndefined();
    // Page 2 goes on from the saved search.
    const second = await searchAs(user.id, "pro", { main_search_text: t, offset: "10" });
    expect(second.ideas.map((idea) => idea.id)).toEqual(ids.slice(10));
    expect(await searchUsed(user.id)).toBe(12);
  });

  it("counts the credits on the user's own date, from the UTC offset the browser left", async () => {
    const { user, session } = await subscriber();
    const { t } = await twelveIdeas();
    // UTC+14: the first date anywhere; a day its own, apart from the server's UTC date half the day.
    const result = await searchOnServer(session, { main_search_text: t }, await searchState(user.id), {
      utcOffset: "-840",
      prefetch: false,
    });
    expect(result?.first.searched?.query).toContain(`client_date=${dateFromOffsetCookie("-840")}`);
    const rows = await db().dailyUsage.findMany({ where: { userId: user.id } });
    expect(rows.map((row) => row.day.toISOString().slice(0, 10))).toEqual([dateFromOffsetCookie("-840")]);
  });

  it("leaves the search to the browser, spending nothing, without a known UTC offset, for a prefetch, or a parameter the search refuses", async () => {
    const { user, session } = await subscriber();
    const { t } = await twelveIdeas();
    const state = await searchState(user.id);
    const params = { main_search_text: t };
    for (const utcOffset of [undefined, "", "Europe/Berlin", "-900", "60; path=/"])
      expect(await searchOnServer(session, params, state, { utcOffset, prefetch: false })).toBeNull();
    expect(await searchOnServer(session, params, state, { ...opened, prefetch: true })).toBeNull();
    expect(await searchOnServer(session, { ...params, demand_score_min: "lots" }, state, opened)).toBeNull();
    expect(await searchOnServer(session, { main_search_text: "  " }, state, opened)).toBeNull();
    expect(await searchUsed(user.id)).toBe(0);
    expect((await searchState(user.id)).pages_viewed).toEqual([]);
  });

  it("leaves a search to the browser when the server refuses it: too soon after the last one, or no credit left", async () => {
    const { user, session } = await subscriber("starter");
    const { t } = await twelveIdeas();
    const state = await searchState(user.id);
    expect(await searchOnServer(session, { main_search_text: t }, state, opened)).not.toBeNull();
    // Within 500 ms of the previous search: the browser sends it, spaced and retried as always.
    expect(await searchOnServer(session, { main_search_text: t, page: "2" }, state, opened)).toBeNull();
    expect(await searchUsed(user.id)).toBe(10);

    const other = await subscriber("starter");
    await spendSearchCredits(other.user.id, 15);
    const none = await searchOnServer(other.session, { main_search_text: t }, await searchState(other.user.id), opened);
    expect(none).toBeNull();
    expect((await searchState(other.user.id)).pages_viewed).toEqual([]);
  });

  it("tells a prefetch from the user opening the page", () => {
    expect(isPrefetch(new Headers({ "next-router-prefetch": "1" }))).toBe(true);
    expect(isPrefetch(new Headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(new Headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({ accept: "text/html" }))).toBe(false);
  });
});
