import { afterAll, describe, expect, it } from "vitest";
import { GET as compareGet } from "@/app/api/compare/route";
import { GET as exportGet } from "@/app/api/export/route";
import { DELETE as unsaveDelete } from "@/app/api/saved-ideas/[id]/route";
import { GET as idsGet } from "@/app/api/saved-ideas/ids/route";
import { GET as listGet, POST as savePost } from "@/app/api/saved-ideas/route";
import { UTF8_BOM } from "@/lib/domain/watchlist/csv";
import { EVIDENCE_WITHDRAWN_NOTE, SAVED_IDEAS_LIMIT, SAVED_IDEAS_LIMIT_MESSAGE } from "@/lib/domain/watchlist/limits";
import { db } from "@/lib/server/db/client";
import { listSavedIdeas } from "@/lib/server/watchlist/list";
import { EXPORT_CALLS, EXPORTS_LIMITED } from "@/lib/server/watchlist/throttle";
import { addEvidence, risingFixture } from "@/tests/support/idea-evidence";
import { createUserWithSession, uniqueName } from "@/tests/support/factories";
import { showThroughSearch } from "@/tests/support/ideas";
import { call, makeProject } from "@/tests/support/projects";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The watchlist, compare and export calls through their real route handlers, against PostgreSQL:
 * only ideas the user was shown can be saved or compared, the 500 limit holds under 30 parallel
 * saves, an idea unpublished since stays listed without its text, and the exports are the user's
 * own data as CSV (BOM, neutralised formulas) and JSON, each saying it is for their own use.
 */
const TAG = uniqueName("watch");

afterAll(async () => {
  // The ideas made here leave the shared test database with their saves and showings.
  await db().idea.deleteMany({ where: { sourceKey: { startsWith: TAG } } });
});

async function newIdeas(count: number, over: { title?: string; description?: string } = {}): Promise<number[]> {
  const rows = await db().idea.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({
      sourceKey: `${TAG}_${uniqueName("i")}_${i}`,
      title: over.title ?? `Saved idea ${i}`,
      description: over.description ?? `Details of idea ${i}`,
      complaintSummary: "c",
      analysis: "a",
      category: "Food" as const,
    })),
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** Records these ideas as shown on the user's board today, as a shuffle does in the statement that charges it. */
async function shownOnBoard(userId: number, ideaIds: number[]) {
  await db().$executeRaw`INSERT INTO idea_views (user_id, kind, idea_id, day)
    SELECT ${userId}, 'board', id, CURRENT_DATE FROM unnest(${ideaIds}::int[]) AS id ON CONFLICT DO NOTHING`;
}

const save = (session: string, id: unknown) => call(savePost, "POST", "/api/saved-ideas", { session, body: { id } });
const unsave = (session: string, id: number) =>
  call(unsaveDelete, "DELETE", `/api/saved-ideas/${id}`, { session, params: { id } });
const list = (session: string) => call(listGet, "GET", "/api/saved-ideas", { session });
const compare = (session: string, ids: string) =>
  call(compareGet, "GET", `/api/compare?ids=${encodeURIComponent(ids)}`, { session });
const exportFile = (session: string, data: string, format: string) =>
  exportGet(jsonRequest("GET", `/api/export?data=${data}&format=${format}`, undefined, { session, csrf: false }));

describe("saving ideas", () => {
  it("saves an idea shown through a paid search, lists it with its scores, and unsaves it; no credit is spent", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const [id] = await newIdeas(1, { title: "Meal plans for shift workers" });
    await showThroughSearch(token, [id!]);
    const usedBefore = await db().dailyUsage.findMany({ where: { userId: user.id } });

    expect(await save(token, id)).toMatchObject({ status: 200, body: { is_saved: true, count: 1 } });
    // Saving again changes nothing.
    expect(await save(token, id)).toMatchObject({ status: 200, body: { is_saved: true, count: 1 } });
    const listed = await list(token);
    expect(listed.status).toBe(200);
    expect(listed.body.limit).toBe(SAVED_IDEAS_LIMIT);
    expect(listed.body.saved).toHaveLength(1);
    expect(listed.body.saved[0].idea).toMatchObject({ id, idea_summary: "Meal plans for shift workers", overall: 50 });
    expect((await call(idsGet, "GET", "/api/saved-ideas/ids", { session: token })).body).toEqual({ ids: [id] });
    expect(await db().project.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().dailyUsage.findMany({ where: { userId: user.id } })).toEqual(usedBefore);

    expect(await unsave(token, id!)).toMatchObject({ status: 200, body: { is_saved: false, count: 0 } });
    expect(await unsave(token, id!)).toMatchObject({ status: 404 });
    expect((await list(token)).body.saved).toEqual([]);
  });

  it("refuses an idea never shown to the user exactly like a missing one, and bad ids with 400", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const [unseen] = await newIdeas(1);
    const notShown = await save(token, unseen);
    const missing = await save(token, 2_000_000_000);
    expect(notShown).toEqual({ status: 404, body: { error: "Idea not found." } });
    expect(missing).toEqual(notShown);
    expect((await save(token, "abc")).status).toBe(400);
    expect((await save(token, -1)).status).toBe(400);
    expect(await db().savedIdea.count({ where: { userId: user.id } })).toBe(0);
  });

  it("needs a session, a subscription and the CSRF token", async () => {
    const [id] = await newIdeas(1);
    expect((await call(savePost, "POST", "/api/saved-ideas", { body: { id } })).status).toBe(401);
    expect((await call(listGet, "GET", "/api/saved-ideas")).status).toBe(401);
    expect((await call(compareGet, "GET", "/api/compare?ids=1,2")).status).toBe(401);
    expect((await exportFile("no-such-session", "saved", "csv")).status).toBe(401);
    const free = await createUserWithSession({ tier: null });
    expect((await save(free.token, id)).status).toBe(403);
    const { token, user } = await createUserWithSession({ tier: "pro" });
    await shownOnBoard(user.id, [id!]);
    const noCsrf = await call(savePost, "POST", "/api/saved-ideas", { session: token, body: { id }, csrf: false });
    expect(noCsrf).toEqual({ status: 403, body: { detail: "CSRF token missing or incorrect." } });
    expect(await db().savedIdea.count({ where: { userId: user.id } })).toBe(0);
  });

  it(`holds the ${SAVED_IDEAS_LIMIT}-idea limit under 30 parallel saves at the limit minus one: exactly one wins`, async () => {
    const { token, user } = await createUserWithSession({ tier: "starter" });
    const kept = await newIdeas(SAVED_IDEAS_LIMIT - 1);
    const candidates = await newIdeas(30);
    await shownOnBoard(user.id, [...kept, ...candidates]);
    await db().savedIdea.createMany({ data: kept.map((ideaId) => ({ userId: user.id, ideaId })) });

    const answers = await Promise.all(candidates.map((id) => save(token, id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(29).fill(403)]);
    for (const refused of answers.filter((a) => a.status === 403))
      expect(refused.body).toMatchObject({ error: SAVED_IDEAS_LIMIT_MESSAGE, limit_reached: true });
    expect(await db().savedIdea.count({ where: { userId: user.id } })).toBe(SAVED_IDEAS_LIMIT);
    // At the limit, an idea already saved can still be saved again (nothing changes).
    expect((await save(token, kept[0])).status).toBe(200);
  });

  it("gives Lifetime no limit", async () => {
    const { token, user } = await createUserWithSession({ tier: "lifetime" });
    const kept = await newIdeas(SAVED_IDEAS_LIMIT);
    const [extra] = await newIdeas(1);
    await shownOnBoard(user.id, [...kept, extra!]);
    await db().savedIdea.createMany({ data: kept.map((ideaId) => ({ userId: user.id, ideaId })) });
    expect(await save(token, extra)).toMatchObject({ status: 200, body: { count: SAVED_IDEAS_LIMIT + 1 } });
    expect((await list(token)).body.limit).toBeNull();
  });

  it("keeps an idea unpublished since in the list with the withdrawn note and none of its text, and lets it go", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const [gone, kept] = await newIdeas(2, { title: "Secret title", description: "Secret details" });
    await shownOnBoard(user.id, [gone!, kept!]);
    await save(token, gone);
    await save(token, kept);
    await db().idea.update({ where: { id: gone }, data: { published: false } });

    const listed = await list(token);
    const entry = listed.body.saved.find((e: { idea_id: number }) => e.idea_id === gone);
    expect(entry).toEqual({ idea_id: gone, saved_at: expect.any(String), idea: null });
    expect(JSON.stringify(entry)).not.toContain("Secret");
    expect(listed.body.saved.find((e: { idea_id: number }) => e.idea_id === kept).idea.idea_summary).toBe(
      "Secret title",
    );
    // The server function other features read says the same.
    expect((await listSavedIdeas(user.id)).map((e) => [e.idea_id, e.idea === null])).toEqual(
      expect.arrayContaining([
        [gone, true],
        [kept, false],
      ]),
    );
    // It cannot be saved anew, can be compared no more, and can be removed.
    await unsave(token, gone!);
    expect((await save(token, gone)).status).toBe(404);
  });
});

describe("compare", () => {
  it("answers two to four shown ideas in full with their evidence, in the order asked, without spending credits", async () => {
    const { token, user } = await createUserWithSession({ tier: "starter" });
    const ids = await newIdeas(3);
    await addEvidence(db(), ids[0]!, risingFixture(uniqueName("cmp")));
    await shownOnBoard(user.id, ids);
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const answer = await compare(token, order.join(","));
    expect(answer.status).toBe(200);
    expect(answer.body.ideas.map((i: { id: number }) => i.id)).toEqual(order);
    expect(answer.body.ideas[1].evidence).toMatchObject({ people: 57, launch_posts: 3 });
    expect(answer.body.ideas[1].evidence.monthly).toHaveLength(24);
    expect(answer.body.ideas[0].evidence).toBeNull();
    expect(await db().dailyUsage.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses the whole comparison when one idea was not shown to the user, and counts outside 2-4", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const [shown, unseen, a, b, c] = await newIdeas(5);
    await shownOnBoard(user.id, [shown!, a!, b!, c!]);
    expect(await compare(token, `${shown},${unseen}`)).toEqual({ status: 404, body: { error: "Idea not found." } });
    expect((await compare(token, `${shown}`)).status).toBe(400);
    expect((await compare(token, `${shown},${shown}`)).status).toBe(400);
    expect((await compare(token, [shown, a, b, c, unseen].join(","))).status).toBe(400);
    expect((await compare(token, `${shown},x`)).status).toBe(400);
    expect((await compare(token, [shown, a, b, c].join(","))).status).toBe(200);
  });
});

describe("export", () => {
  it("writes the saved ideas as CSV with a BOM, the own-use notice and neutralised formulas", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const [formula, plain, gone] = await newIdeas(3, { title: '=HYPERLINK("http://x")' });
    await db().idea.update({ where: { id: plain }, data: { title: "Plain title", description: "@mention -dash" } });
    await shownOnBoard(user.id, [formula!, plain!, gone!]);
    for (const id of [formula, plain, gone]) await save(token, id);
    await db().idea.update({ where: { id: gone }, data: { published: false, title: "Withdrawn secret" } });

    const res = await exportFile(token, "saved", "csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ideaforge-saved-ideas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Exported for your own use only. The terms prohibit scraping, reselling and republishing ideas."',
    );
    expect(text).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(text).toContain('"Plain title"');
    expect(text).toContain('"\'@mention -dash"');
    expect(text).not.toContain("Withdrawn secret");
    expect(text).toContain(EVIDENCE_WITHDRAWN_NOTE);
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it("writes the projects with milestones, progress and notes as JSON and CSV, only the user's own", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const other = await createUserWithSession({ tier: "pro" });
    const project = await makeProject(user.id, {
      title: "+Launch the pantry app",
      milestones: [{ title: "Interview ten cooks", done: true }, { title: "Ship the beta" }],
    });
    await db().note.create({ data: { projectId: project.id, content: "-2 signups lost to the form" } });
    await makeProject(other.user.id, { title: "Someone else's project" });

    const json = await exportFile(token, "projects", "json");
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = await json.json();
    expect(body.notice).toMatch(/for your own use only/);
    expect(body.projects).toHaveLength(1);
    expect(body.projects[0]).toMatchObject({
      title: "+Launch the pantry app",
      progress: 50,
      milestones: [
        { title: "Interview ten cooks", completed: true },
        { title: "Ship the beta", completed: false },
      ],
      notes: [{ content: "-2 signups lost to the form" }],
    });

    const csv = await (await exportFile(token, "projects", "csv")).text();
    expect(csv).toContain('"project","' + project.id + '","\'+Launch the pantry app","active","50"');
    expect(csv).toContain(
      '"milestone","' + project.id + '","\'+Launch the pantry app","","","","","Interview ten cooks","yes"',
    );
    expect(csv).toContain(
      '"note","' + project.id + '","\'+Launch the pantry app","","","","","\'-2 signups lost to the form"',
    );
    expect(csv).not.toContain("Someone else's project");
  });

  it(`refuses the ${EXPORT_CALLS.limit}th export of a window with 429 and Retry-After, counted in parallel`, async () => {
    const { token } = await createUserWithSession({ tier: "pro" });
    const answers = await Promise.all(
      Array.from({ length: EXPORT_CALLS.limit }, () => exportFile(token, "projects", "json")),
    );
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(EXPORT_CALLS.limit - 1);
    expect(refused).toHaveLength(1);
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused[0]!.json()).toEqual({ error: EXPORTS_LIMITED });
    // Another user's budget is their own.
    const other = await createUserWithSession({ tier: "pro" });
    expect((await exportFile(other.token, "saved", "csv")).status).toBe(200);
  });

  it("refuses an unknown data set or format with 400", async () => {
    const { token } = await createUserWithSession({ tier: "pro" });
    expect((await exportFile(token, "users", "csv")).status).toBe(400);
    expect((await exportFile(token, "saved", "xlsx")).status).toBe(400);
  });
});
