import { describe, expect, it } from "vitest";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { GET as stateGet } from "@/app/api/ideas/search/state/route";
import { POST as stateUpdate } from "@/app/api/ideas/search/state/update/route";
import { POST as pageViewed } from "@/app/api/ideas/search/page-viewed/route";
import { POST as fetchByIds } from "@/app/api/ideas/search/fetch-by-ids/route";
import { db } from "@/lib/server/db/client";
import { createUserWithSession } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { makeIdeas, token } from "@/tests/support/search";

const search = (session: string, params: Record<string, string>) =>
  searchGet(jsonRequest("GET", `/api/ideas/search?${new URLSearchParams(params)}`, undefined, { session }));
const post = (handler: typeof stateUpdate, path: string, session: string, body: unknown) =>
  handler(jsonRequest("POST", path, body, { session }));
const searchUsed = async (userId: number) => (await db().dailyUsage.findFirst({ where: { userId } }))?.searchUsed ?? 0;

describe("Deep Search routes", () => {
  it("answers bad input with a clear 400 and charges nothing", async () => {
    const { user, token: session } = await createUserWithSession({ tier: "pro" });
    const t = token();
    await makeIdeas([{ title: `Bad ${t}` }]);
    const empty = await search(session, { main_search_text: "   " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe("Please enter a search term");
    expect((await search(session, {})).status).toBe(400);
    const cases: Record<string, string>[] = [
      { main_search_text: "x".repeat(10_000) },
      { main_search_text: t, title_include: Array.from({ length: 500 }, (_, i) => `w${i}`).join(",") },
      { main_search_text: t, innovation_score_min: "-5" },
      { main_search_text: t, demand_score_max: "abc" },
      { main_search_text: t, overall_max: "101" },
      { main_search_text: t, simplicity_score_min: "80", simplicity_score_max: "20" },
      { main_search_text: t, number_developing_min: "-1" },
      { main_search_text: t, offset: "-10" },
      { main_search_text: t, results_limit: "0" },
      { main_search_text: t, results_limit: "ten" },
      { main_search_text: t, categories: "Crypto" },
    ];
    for (const params of cases) {
      const res = await search(session, params);
      expect(res.status, JSON.stringify(params).slice(0, 80)).toBe(400);
      expect(typeof (await res.json()).error).toBe("string");
    }
    const zero = await (await search(session, { main_search_text: t, results_limit: "0" })).json();
    expect(zero.error).toBe("Results limit must be at least 1.");
    expect(await searchUsed(user.id)).toBe(0);
  });

  it("answers 429 with Retry-After when searches come less than 500 ms apart", async () => {
    const { token: session } = await createUserWithSession({ tier: "pro" });
    const t = token();
    await makeIdeas([{ title: `Spacing ${t}` }]);
    // Two at once: however slow the machine, they are less than 500 ms apart.
    const answers = await Promise.all([
      search(session, { main_search_text: t }),
      search(session, { main_search_text: t }),
    ]);
    const first = answers.find((r) => r.status === 200)!;
    const flood = answers.find((r) => r.status !== 200)!;
    expect(first).toBeDefined();
    expect(await first.json()).toMatchObject({ total_results: 1, search_text: t });
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 550));
    expect((await search(session, { main_search_text: t })).status).toBe(200);
  });

  it("requires a session and an active subscription", async () => {
    expect((await searchGet(jsonRequest("GET", "/api/ideas/search?main_search_text=x"))).status).toBe(401);
    const { token: session } = await createUserWithSession({ tier: null });
    expect((await search(session, { main_search_text: "x" })).status).toBe(403);
  });

  it("fetches saved results by id: at most 50, in order, only ideas this user paid for", async () => {
    const { token: session } = await createUserWithSession({ tier: "pro" });
    const t = token();
    const ids = await makeIdeas([
      { title: `Saved ${t}`, overall: 90 },
      { title: `Saved ${t}`, overall: 80 },
      { title: `Other idea` },
    ]);
    expect((await search(session, { main_search_text: t })).status).toBe(200);
    const res = await post(fetchByIds, "/api/ideas/search/fetch-by-ids/", session, {
      idea_ids: [ids[1], ids[0], ids[2]],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.ideas.map((i: { id: number }) => i.id)).toEqual([ids[1], ids[0]]);
    expect(body.total_results).toBe(2);
    expect(body.ideas[0].idea_summary).toBe(`Saved ${t}`);
    const tooMany = await post(fetchByIds, "/api/ideas/search/fetch-by-ids/", session, {
      idea_ids: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toBe("At most 50 ideas can be fetched at once.");
    const other = await createUserWithSession({ tier: "pro" });
    const foreign = await (
      await post(fetchByIds, "/api/ideas/search/fetch-by-ids/", other.token, { idea_ids: ids })
    ).json();
    expect(foreign.ideas).toEqual([]);
  });

  it("saves and returns the search state, and marks pages viewed", async () => {
    const { token: session } = await createUserWithSession({ tier: "pro" });
    const initial = await (
      await stateGet(jsonRequest("GET", "/api/ideas/search/state/", undefined, { session }))
    ).json();
    expect(initial).toMatchObject({
      is_new_search: true,
      last_search_term: "",
      last_results_ids: [],
      pages_viewed: [],
    });
    const update = {
      is_new_search: false,
      last_search_term: "invoice",
      last_included_terms: { title: ["mobile"], summary: [], quote: [] },
      last_excluded_terms: { title: [], summary: ["crypto"], quote: [] },
      last_results_ids: [3, 1, 2],
      pages_viewed: [1],
    };
    expect((await post(stateUpdate, "/api/ideas/search/state/update/", session, update)).status).toBe(200);
    const viewed = await post(pageViewed, "/api/ideas/search/page-viewed/", session, { page_number: 2 });
    expect(await viewed.json()).toEqual({ pages_viewed: [1, 2] });
    await post(pageViewed, "/api/ideas/search/page-viewed/", session, { page_number: 2 });
    const saved = await (await stateGet(jsonRequest("GET", "/api/ideas/search/state/", undefined, { session }))).json();
    expect(saved).toMatchObject({ ...update, pages_viewed: [1, 2] });
    expect((await post(stateUpdate, "/api/ideas/search/state/update/", session, { is_new_search: true })).status).toBe(
      200,
    );
    const reset = await (await stateGet(jsonRequest("GET", "/api/ideas/search/state/", undefined, { session }))).json();
    expect(reset).toMatchObject({ is_new_search: true, last_search_term: "invoice" });
    const bad = [
      { last_results_ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { is_new_search: "yes" },
      { pages_viewed: [0] },
    ];
    for (const body of bad)
      expect((await post(stateUpdate, "/api/ideas/search/state/update/", session, body)).status).toBe(400);
    expect((await post(pageViewed, "/api/ideas/search/page-viewed/", session, { page_number: "x" })).status).toBe(400);
    // Each refusal names what is wrong with the page number.
    for (const [page_number, message] of [
      ["x", "page_number must be a number"],
      [0, "page_number must be at least 1"],
      [1.5, "page_number must be a whole number"],
    ] as const) {
      const refused = await post(pageViewed, "/api/ideas/search/page-viewed/", session, { page_number });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toBe(message);
    }
  });

  it("saves a state whose texts hold NUL characters (a crafted /results URL) without them, never a 500", async () => {
    const { token: session } = await createUserWithSession({ tier: "pro" });
    const update = {
      last_search_term: "in\u0000voice",
      last_included_terms: { title: ["mo\u0000bile"], summary: [], quote: [] },
      last_params: { main_search_text: "in\u0000voice", "x\u0000": "\u0000" },
    };
    const res = await post(stateUpdate, "/api/ideas/search/state/update/", session, update);
    expect(res.status).toBe(200);
    const saved = await (await stateGet(jsonRequest("GET", "/api/ideas/search/state/", undefined, { session }))).json();
    expect(saved).toMatchObject({
      last_search_term: "invoice",
      last_included_terms: { title: ["mobile"] },
      last_params: { main_search_text: "invoice", x: "" },
    });
  });
});
