import { describe, expect, it } from "vitest";
import { GET as usageGet } from "@/app/api/stats/usage-limits/route";
import { db } from "@/lib/server/db/client";
import { chargeCredits } from "@/lib/server/usage/credits";
import { utcDate } from "@/lib/domain/usage/day";
import { createUser, createUserWithSession } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { makeIdeas, searchAs, spendSearchCredits, token } from "@/tests/support/search";

const usedSearch = async (sessionToken: string) =>
  (await (await usageGet(jsonRequest("GET", "/api/stats/usage-limits/", undefined, { session: sessionToken }))).json())
    .search;

async function twelveIdeas() {
  const t = token();
  const ids = await makeIdeas(Array.from({ length: 12 }, (_, i) => ({ title: `Credit ${t}`, overall: 100 - i })));
  return { t, ids };
}

describe("Deep Search credits", () => {
  it("charges one credit per newly viewed result, never twice the same day; pages of 10", async () => {
    const { user, token: session } = await createUserWithSession({ tier: "pro" });
    const { t, ids } = await twelveIdeas();
    const first = await searchAs(user.id, "pro", { main_search_text: t });
    expect(first.ideas.map((i) => i.id)).toEqual(ids.slice(0, 10));
    expect(first.total_results).toBe(12);
    expect(first.usage.search).toEqual({ used: 10, remaining: 20, limit: 30 });
    const again = await searchAs(user.id, "pro", { main_search_text: t });
    expect(again.usage.search.used).toBe(10);
    const second = await searchAs(user.id, "pro", { main_search_text: t, offset: "10" });
    expect(second.ideas.map((i) => i.id)).toEqual(ids.slice(10));
    expect(second.usage.search.used).toBe(12);
    expect(await usedSearch(session)).toEqual({ used: 12, remaining: 18, limit: 30 });
    expect(await db().ideaView.count({ where: { userId: user.id, kind: "search" } })).toBe(12);
  });

  it("answers the same usage as the usage call (search, random, projects), with or without a charge", async () => {
    const { user, token: session } = await createUserWithSession({ tier: "pro" });
    await chargeCredits(db(), user.id, utcDate(new Date()), "random", 3, null);
    await db().project.createMany({
      data: [{ userId: user.id }, { userId: user.id }, { userId: user.id, status: "completed" }],
    });
    const usageNow = async () =>
      (await usageGet(jsonRequest("GET", "/api/stats/usage-limits/", undefined, { session }))).json();
    const { t } = await twelveIdeas();
    const charged = await searchAs(user.id, "pro", { main_search_text: t });
    expect(charged.usage).toEqual(await usageNow());
    expect(charged.usage).toMatchObject({ search: { used: 10 }, random: { used: 3 }, projects: { used: 2 } });
    const free = await searchAs(user.id, "pro", { main_search_text: t });
    expect(free.usage).toEqual(charged.usage);
    const none = await searchAs(user.id, "pro", { main_search_text: `${t}x` });
    expect(none.ideas).toEqual([]);
    expect(none.usage).toEqual(charged.usage);
  });

  it("charges two parallel identical searches once", async () => {
    const user = await createUser({ tier: "pro" });
    const { t } = await twelveIdeas();
    const results = await Promise.all([
      searchAs(user.id, "pro", { main_search_text: t }),
      searchAs(user.id, "pro", { main_search_text: t }),
    ]);
    expect(results.map((r) => r.ideas.length)).toEqual([10, 10]);
    const after = await searchAs(user.id, "pro", { main_search_text: t });
    expect(after.usage.search.used).toBe(10);
  });

  it("charges at most 5 with 5 credits left, whatever runs in parallel", async () => {
    const user = await createUser({ tier: "starter" });
    await spendSearchCredits(user.id, 5);
    const tokens = Array.from({ length: 10 }, () => token());
    for (const t of tokens) await makeIdeas([{ title: `Parallel ${t}` }]);
    const settled = await Promise.allSettled(tokens.map((t) => searchAs(user.id, "starter", { main_search_text: t })));
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(5);
    for (const s of settled)
      if (s.status === "rejected") expect([400, 403]).toContain((s.reason as { status: number }).status);
    expect((await db().dailyUsage.findFirst({ where: { userId: user.id } }))?.searchUsed).toBe(10);
    // A refused charge takes its views back with it: only the 5 paid results count as viewed.
    expect(await db().ideaView.count({ where: { userId: user.id, kind: "search" } })).toBe(5);
  });

  it("caps results_limit by the credits left, and at 0 answers 'Results limit must be at least 1.' with the usage", async () => {
    const user = await createUser({ tier: "starter" });
    const { t, ids } = await twelveIdeas();
    const limited = await searchAs(user.id, "starter", { main_search_text: t, results_limit: "3" });
    expect(limited.ideas.map((i) => i.id)).toEqual(ids.slice(0, 3));
    expect(limited.total_results).toBe(3);
    expect(limited.viewable_results).toBe(3);
    await spendSearchCredits(user.id, 5);
    // 2 credits left: the first 3 are free again, and 2 more can be shown; the total still counts all 12.
    const capped = await searchAs(user.id, "starter", { main_search_text: t });
    expect(capped.total_results).toBe(12);
    expect(capped.viewable_results).toBe(2);
    expect(capped.usage.search.remaining).toBe(2 - capped.ideas.filter((i) => !ids.slice(0, 3).includes(i.id)).length);
    await spendSearchCredits(
      user.id,
      10 - (await db().dailyUsage.findFirstOrThrow({ where: { userId: user.id } })).searchUsed,
    );
    const refused = await searchAs(user.id, "starter", { main_search_text: t }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, message: "Results limit must be at least 1." });
    expect((refused as { fields: { usage: { search: unknown } } }).fields.usage.search).toEqual({
      used: 10,
      remaining: 0,
      limit: 10,
    });
  });

  it("answers the number of matching ideas as the total; the credits left only cap how many can be viewed", async () => {
    const user = await createUser({ tier: "pro" });
    const t = token();
    const ids = await makeIdeas(Array.from({ length: 33 }, (_, i) => ({ title: `Count ${t}`, overall: 99 - i })));
    const pages = [];
    for (const offset of ["0", "10", "20"]) pages.push(await searchAs(user.id, "pro", { main_search_text: t, offset }));
    expect(pages.map((p) => [p.total_results, p.viewable_results, p.ideas.length])).toEqual([
      [33, 30, 10],
      [33, 30, 10],
      [33, 30, 10],
    ]);
    expect(pages.flatMap((p) => p.ideas.map((i) => i.id))).toEqual(ids.slice(0, 30));
    expect(pages[2]!.usage.search).toEqual({ used: 30, remaining: 0, limit: 30 });
    const beyond = await searchAs(user.id, "pro", { main_search_text: t, offset: "30" }).catch((e: unknown) => e);
    expect(beyond).toMatchObject({ status: 400, message: "Results limit must be at least 1." });
    // Plenty of credits: nothing to cap.
    const other = await createUser({ tier: "pro" });
    const free = await searchAs(other.id, "pro", { main_search_text: t, offset: "30" });
    expect([free.total_results, free.viewable_results, free.ideas.length]).toEqual([33, 33, 3]);
  });

  it("never limits Lifetime", async () => {
    const user = await createUser({ tier: "lifetime" });
    await spendSearchCredits(user.id, 500);
    const { t } = await twelveIdeas();
    const res = await searchAs(user.id, "lifetime", { main_search_text: t, results_limit: "100" });
    expect(res.total_results).toBe(12);
    expect(res.viewable_results).toBe(12);
    expect(res.usage.search).toEqual({ used: 510, remaining: "unlimited", limit: "unlimited" });
  });
});
