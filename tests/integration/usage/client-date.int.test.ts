import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as shuffle } from "@/app/api/ideas/route";
import { POST as batch } from "@/app/api/projects/batch-update/route";
import { PUT as put } from "@/app/api/projects/[id]/route";
import { GET as usageGet } from "@/app/api/stats/usage-limits/route";
import { POST as increment } from "@/app/api/stats/usage-limits/increment/route";
import { db } from "@/lib/server/db/client";
import { call, makeProject } from "@/tests/support/projects";
import { makeIdeas, searchAs, token as searchToken } from "@/tests/support/search";
import { createUserWithSession, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The attack of the client date: a user sends the dates of the farthest time zones (yesterday in
 * UTC-12, today, tomorrow in UTC+14) to collect several days of credits and completions at once.
 * The clock is fixed (only Date is faked; the database is real). A Starter user has 24 board
 * credits a day; every date counts once, and only the dates current somewhere on Earth exist.
 */
const TODAY = new Date().toISOString().slice(0, 10);
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const [YESTERDAY, TOMORROW] = [shift(TODAY, -1), shift(TODAY, 1)];
const ATTACK = [YESTERDAY, TODAY, TOMORROW];
const BOARD_LIMIT = 24;

/** Fixes the clock at `time` (UTC) of today. At 03:00 two dates exist on Earth; at 11:00 three. */
function clockAt(time: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${TODAY}T${time}Z`) });
}
afterEach(() => {
  vi.useRealTimers();
});

const spend = (session: string, clientDate: string, count = BOARD_LIMIT) =>
  increment(
    jsonRequest(
      "POST",
      "/api/stats/usage-limits/increment/",
      { view_type: "random", count, client_date: clientDate },
      { session },
    ),
  );

/** Board credits granted to the user over every day. */
async function boardCreditsGranted(userId: number): Promise<number> {
  return (await db().dailyUsage.aggregate({ where: { userId }, _sum: { randomUsed: true } }))._sum.randomUsed ?? 0;
}

describe("client_date: credits", () => {
  it("at 03:00 UTC only two dates exist: the three attack dates in sequence give two days' credits, not three", async () => {
    clockAt("03:00:00");
    const { token, user } = await createUserWithSession({ tier: "starter" });
    const statuses = [];
    for (const day of ATTACK) statuses.push((await spend(token, day)).status);
    expect(statuses).toEqual([200, 200, 403]);
    expect(await boardCreditsGranted(user.id)).toBe(2 * BOARD_LIMIT);
  });

  it("at 11:00 UTC (three dates exist) a date earlier than one already used gives nothing: tomorrow, today, yesterday give one day", async () => {
    clockAt("11:00:00");
    const { token, user } = await createUserWithSession({ tier: "starter" });
    const statuses = [];
    for (const day of [...ATTACK].reverse()) statuses.push((await spend(token, day)).status);
    expect(statuses).toEqual([200, 403, 403]);
    expect(await boardCreditsGranted(user.id)).toBe(BOARD_LIMIT);
    // The usage call of an earlier date shows the day in use, not a fresh one.
    const usage = await (
      await usageGet(
        jsonRequest("GET", `/api/stats/usage-limits/?client_date=${YESTERDAY}`, undefined, { session: token }),
      )
    ).json();
    expect(usage.random).toEqual({ used: BOARD_LIMIT, remaining: 0, limit: BOARD_LIMIT });
  });

  it.each([
    ["03:00:00", 2, TODAY],
    ["11:00:00", 3, TOMORROW],
  ])(
    "at %s UTC, 15 parallel requests of the three dates grant at most %i days' credits, each date once; a second round grants nothing",
    async (time, datesOnEarth, latest) => {
      clockAt(time);
      const { token, user } = await createUserWithSession({ tier: "starter" });
      const round = () => Promise.all(Array.from({ length: 15 }, (_, i) => spend(token, ATTACK[i % 3]!)));
      const first = await round();
      expect(first.filter((r) => r.status === 200).length).toBeLessThanOrEqual(datesOnEarth);
      expect(await boardCreditsGranted(user.id)).toBeLessThanOrEqual(datesOnEarth * BOARD_LIMIT);
      expect((await round()).every((r) => r.status === 403)).toBe(true);
      const rows = await db().dailyUsage.findMany({ where: { userId: user.id } });
      expect(rows.every((r) => r.randomUsed <= BOARD_LIMIT)).toBe(true);
      // The stored day is the latest date current on Earth (tomorrow at 03:00 fell back to today).
      expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).usageDay).toEqual(
        new Date(`${latest}T00:00:00Z`),
      );
    },
  );

  it("the board shuffle and Deep Search keep the same day: an earlier date after a later one gives no fresh credits", async () => {
    clockAt("11:00:00");
    const { token, user } = await createUserWithSession({ tier: "starter" });
    const sentinel = uniqueName("dated");
    await db().idea.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        sourceKey: `${sentinel}_${i}`,
        title: `Dated ${i}`,
        description: "d",
        complaintSummary: "c",
        analysis: "a",
        category: "Tech" as const,
      })),
    });
    const shuffleOn = (day: string) =>
      shuffle(jsonRequest("GET", `/api/ideas?count=8&client_date=${day}`, undefined, { session: token }));
    for (let i = 0; i < 3; i++) expect((await shuffleOn(TOMORROW)).status).toBe(200);
    expect((await shuffleOn(TODAY)).status).toBe(403);
    expect((await shuffleOn(YESTERDAY)).status).toBe(403);
    expect(await boardCreditsGranted(user.id)).toBe(BOARD_LIMIT);

    const t = searchToken();
    await makeIdeas(Array.from({ length: 20 }, (_, i) => ({ title: `Dated ${t}`, overall: 100 - i })));
    const first = await searchAs(user.id, "starter", { main_search_text: t, client_date: TOMORROW });
    expect(first.usage.search).toEqual({ used: 10, remaining: 0, limit: 10 });
    await expect(
      searchAs(user.id, "starter", { main_search_text: t, offset: "10", client_date: TODAY }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      searchAs(user.id, "starter", { main_search_text: t, offset: "10", client_date: YESTERDAY }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("client_date: project completion", () => {
  const complete = (session: string, id: number, clientDate: string) =>
    call(put, "PUT", `/api/projects/${id}/`, {
      session,
      params: { id },
      body: { is_completed: true, client_date: clientDate },
    });

  it("at 03:00 UTC the three attack dates complete two projects, not three", async () => {
    clockAt("03:00:00");
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const projects = [await makeProject(user.id), await makeProject(user.id), await makeProject(user.id)];
    const statuses = [];
    for (const [i, day] of ATTACK.entries()) statuses.push((await complete(token, projects[i]!.id, day)).status);
    expect(statuses).toEqual([200, 200, 400]);
    expect(await db().projectCompletion.count({ where: { userId: user.id } })).toBe(2);
  });

  it("at 11:00 UTC, after tomorrow's completion, today and yesterday complete nothing, alone, in parallel or in a batch", async () => {
    clockAt("11:00:00");
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const projects = await Promise.all(Array.from({ length: 7 }, () => makeProject(user.id)));
    expect((await complete(token, projects[0]!.id, TOMORROW)).status).toBe(200);
    const parallel = await Promise.all(projects.slice(1, 6).map((p, i) => complete(token, p.id, ATTACK[i % 3]!)));
    expect(parallel.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    const batched = await call(batch, "POST", "/api/projects/batch-update/", {
      session: token,
      body: { client_date: YESTERDAY, projects: [{ id: projects[6]!.id, status: { is_completed: true } }] },
    });
    expect(batched.body).toMatchObject({ daily_limit_reached: true });
    expect(await db().projectCompletion.count({ where: { userId: user.id } })).toBe(1);
  });
});
