import { describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/saved-searches/route";
import { DELETE as remove, PATCH as update } from "@/app/api/saved-searches/[id]/route";
import {
  ALERT_LIMITS,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCHES_FULL,
  SAVED_SEARCH_NAME_TAKEN,
  SAVED_SEARCH_NOT_FOUND,
  alertLimitMessage,
} from "@/lib/domain/saved-searches/limits";
import { SEARCH_TERM_REQUIRED } from "@/lib/domain/search/terms";
import { db } from "@/lib/server/db/client";
import { createUserWithSession } from "@/tests/support/factories";
import { call } from "@/tests/support/projects";

/**
 * Saved searches through the real routes: the plan's number of saved searches with alerts on
 * (Starter 3, Pro 10, Lifetime 25) holds under 30 parallel requests, whether they create searches
 * with alerts or switch alerts on; saving without alerts is not limited by plan; a second user's
 * search is a 404; bad input is a 400 that says why.
 */
const PATH = "/api/saved-searches/";
const params = (text: string) => ({
  main_search_text: text,
  categories: "Tech,Health",
  overall_min: "40",
  sort: "demand",
});
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

const createAs = (token: string, body: object) => call(create, "POST", PATH, { session: token, body });
const alertsOn = (userId: number) => db().savedSearch.count({ where: { userId, alert: { not: "off" } } });

describe("the plan's limit of saved searches with alerts", () => {
  it("Starter: 30 parallel saves with daily alerts leave exactly 3; the others get a 403 that says why", async () => {
    const { token, user } = await createUserWithSession({ tier: "starter" });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        createAs(token, { name: `Search ${i}`, params: params("invoice"), alert: "daily" }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(3).fill(201), ...Array(27).fill(403)]);
    expect(answers.find((a) => a.status === 403)!.body).toEqual({
      error: alertLimitMessage("starter"),
      alerts: { used: 3, limit: ALERT_LIMITS.starter },
    });
    expect(alertLimitMessage("starter")).toBe(
      "Your Starter plan allows email alerts on 3 saved searches. Turn alerts off on another saved search first.",
    );
    expect(await alertsOn(user.id)).toBe(3);
    // Without alerts, saving goes on: the limit counts alerts, not saved searches.
    expect((await createAs(token, { name: "No alert", params: params("invoice") })).status).toBe(201);
    const listed = await call(list, "GET", PATH, { session: token });
    expect(listed.body.saved_searches).toHaveLength(4);
    expect(listed.body.alerts).toEqual({ used: 3, limit: 3 });
  });

  it("Pro: 30 parallel switches of alerts on leave exactly 10 on", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    await db().savedSearch.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({ userId: user.id, name: `S${i}`, params: params("dentist") })),
    });
    const ids = (await db().savedSearch.findMany({ where: { userId: user.id }, select: { id: true } })).map(
      (r) => r.id,
    );
    const answers = await Promise.all(
      ids.map((id) =>
        call(update, "PATCH", `${PATH}${id}/`, { session: token, params: { id }, body: { alert: "weekly" } }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(10).fill(200), ...Array(20).fill(403)]);
    expect(await alertsOn(user.id)).toBe(ALERT_LIMITS.pro);
    // Turning one off makes room for exactly one more.
    const on = answers.filter((a) => a.status === 200).map((a) => a.body.id as number);
    expect(
      (
        await call(update, "PATCH", `${PATH}${on[0]}/`, {
          session: token,
          params: { id: on[0]! },
          body: { alert: "off" },
        })
      ).status,
    ).toBe(200);
    const off = ids.filter((id) => !on.includes(id));
    const again = await Promise.all(
      off
        .slice(0, 5)
        .map((id) =>
          call(update, "PATCH", `${PATH}${id}/`, { session: token, params: { id }, body: { alert: "daily" } }),
        ),
    );
    expect(statuses(again)).toEqual([200, 403, 403, 403, 403]);
    expect(await alertsOn(user.id)).toBe(ALERT_LIMITS.pro);
    // Daily <-> weekly on a search that has alerts is no new alert.
    expect(
      (
        await call(update, "PATCH", `${PATH}${on[1]}/`, {
          session: token,
          params: { id: on[1]! },
          body: { alert: "daily" },
        })
      ).status,
    ).toBe(200);
  });

  it("Lifetime: 30 parallel saves with alerts leave exactly 25", async () => {
    const { token, user } = await createUserWithSession({ tier: "lifetime" });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        createAs(token, { name: `L${i}`, params: params("tutor"), alert: "weekly" }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(25).fill(201), ...Array(5).fill(403)]);
    expect(await alertsOn(user.id)).toBe(ALERT_LIMITS.lifetime);
  });

  it("at most MAX_SAVED_SEARCHES saved searches in all, also in parallel", async () => {
    const { token, user } = await createUserWithSession({ tier: "starter" });
    await db().savedSearch.createMany({
      data: Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, i) => ({
        userId: user.id,
        name: `S${i}`,
        params: params("x1"),
      })),
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createAs(token, { name: `Extra ${i}`, params: params("x1") })),
    );
    expect(statuses(answers)).toEqual([201, ...Array(29).fill(403)]);
    expect(answers.find((a) => a.status === 403)!.body).toEqual({ error: SAVED_SEARCHES_FULL });
    expect(await db().savedSearch.count({ where: { userId: user.id } })).toBe(MAX_SAVED_SEARCHES);
  });
});

describe("saving, renaming and deleting", () => {
  it("keeps the search's own parameters (not the page offset or the browser's date) and returns them", async () => {
    const { token } = await createUserWithSession({ tier: "pro" });
    const saved = await createAs(token, {
      name: "  Dental tools  ",
      params: { ...params("dentist"), offset: "20", client_date: "2026-11-27", unknown: "x", title_include: "" },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      name: "Dental tools",
      alert: "off",
      params: { main_search_text: "dentist", categories: "Tech,Health", overall_min: "40", sort: "demand" },
    });
    expect(Object.keys(saved.body.params).sort()).toEqual(["categories", "main_search_text", "overall_min", "sort"]);
  });

  it("refuses what Deep Search refuses, with its message, and a taken name", async () => {
    const { token } = await createUserWithSession({ tier: "pro" });
    const empty = await createAs(token, { name: "Empty", params: { main_search_text: "  " } });
    expect(empty).toMatchObject({ status: 400, body: { error: SEARCH_TERM_REQUIRED } });
    const badRange = await createAs(token, {
      name: "Bad",
      params: { main_search_text: "a b", overall_min: "90", overall_max: "10" },
    });
    expect(badRange).toMatchObject({ status: 400, body: { error: "overall_min must not be above overall_max" } });
    const badSort = await createAs(token, { name: "Bad", params: { main_search_text: "app", sort: "random" } });
    expect(badSort.status).toBe(400);
    expect((await createAs(token, { name: "", params: params("app") })).status).toBe(400);
    expect((await createAs(token, { name: "Dup", params: params("app"), alert: "monthly" })).status).toBe(400);
    expect((await createAs(token, { name: "Dup", params: params("app") })).status).toBe(201);
    expect(await createAs(token, { name: "Dup", params: params("budget") })).toMatchObject({
      status: 400,
      body: { error: SAVED_SEARCH_NAME_TAKEN },
    });
  });

  it("renames, deletes, and answers 404 for another user's search, which stays as it was", async () => {
    const owner = await createUserWithSession({ tier: "pro" });
    const other = await createUserWithSession({ tier: "pro" });
    const saved = (await createAs(owner.token, { name: "Mine", params: params("bakery") })).body;
    const id = saved.id as number;
    const renamed = await call(update, "PATCH", `${PATH}${id}/`, {
      session: owner.token,
      params: { id },
      body: { name: "Bakeries" },
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: "Bakeries", params: saved.params } });
    const theirs = { session: other.token, params: { id } };
    expect(await call(update, "PATCH", `${PATH}${id}/`, { ...theirs, body: { name: "Stolen" } })).toMatchObject({
      status: 404,
      body: { error: SAVED_SEARCH_NOT_FOUND },
    });
    expect((await call(remove, "DELETE", `${PATH}${id}/`, theirs)).status).toBe(404);
    expect((await call(list, "GET", PATH, { session: other.token })).body.saved_searches).toEqual([]);
    expect((await db().savedSearch.findUnique({ where: { id } }))?.name).toBe("Bakeries");
    expect((await call(remove, "DELETE", `${PATH}${id}/`, { session: owner.token, params: { id } })).status).toBe(200);
    expect(await db().savedSearch.findUnique({ where: { id } })).toBeNull();
  });

  it("needs a session and the CSRF token", async () => {
    const { token } = await createUserWithSession({ tier: "pro" });
    expect((await call(create, "POST", PATH, { body: { name: "x", params: params("app") } })).status).toBe(401);
    expect(
      (await call(create, "POST", PATH, { session: token, csrf: false, body: { name: "x", params: params("app") } }))
        .status,
    ).toBe(403);
    expect((await call(list, "GET", PATH)).status).toBe(401);
  });
});
