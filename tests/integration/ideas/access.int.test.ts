import { describe, expect, it } from "vitest";
import { GET as shuffle } from "@/app/api/ideas/route";
import { POST as claim } from "@/app/api/ideas/claim/route";
import { POST as unclaim } from "@/app/api/ideas/unclaim/route";
import { GET as claimStatusGet } from "@/app/api/projects/idea/[id]/status/route";
import { GET as projectIdeaGet } from "@/app/api/projects/[id]/idea/route";
import { POST as increment } from "@/app/api/stats/usage-limits/increment/route";
import { db } from "@/lib/server/db/client";
import { claimStatuses } from "@/lib/server/ideas/claims";
import { makeIdeas, token as searchWord } from "@/tests/support/search";
import { createUserWithSession, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { readIdea, searchFor } from "@/tests/support/ideas";

/**
 * The attack this keeps out: GET /api/ideas/{id} once answered any idea for free, so a Starter
 * with no credits read the whole library by counting ids; claim, read through the project and
 * unclaim was a second free path. An idea is readable only once shown through a paid path (a
 * shuffle, a charged search) or as the user's own project; everything else is the 404 of a
 * missing idea.
 */
const MISSING = { error: "Idea not found." };
const MISSING_ID = 2_000_000_000;

const get = (session: string, path: string) => jsonRequest("GET", path, undefined, { session });
const post = (session: string, path: string, body: unknown) => jsonRequest("POST", path, body, { session });
const claimAs = (session: string, id: number) => claim(post(session, "/api/ideas/claim", { id }));
const unclaimAs = (session: string, id: number) => unclaim(post(session, "/api/ideas/unclaim", { id }));
const statusAs = (session: string, id: number) =>
  claimStatusGet(get(session, `/api/projects/idea/${id}/status/`), { params: Promise.resolve({ id: String(id) }) });
const projectIdeaAs = (session: string, projectId: number) =>
  projectIdeaGet(get(session, `/api/projects/${projectId}/idea/`), {
    params: Promise.resolve({ id: String(projectId) }),
  });
/** A card's idea as GET /api/ideas/{id} answers it: the same fields, plus `evidence`. */
const withEvidence = (idea: { evidence_summary?: unknown }) => ({
  ...idea,
  evidence: idea.evidence_summary ? expect.any(Object) : null,
});
const answer = async (res: Response) => ({ status: res.status, body: await res.json() });

async function newIdeas(n: number): Promise<number[]> {
  const rows = await db().idea.createManyAndReturn({
    data: Array.from({ length: n }, (_, i) => ({
      sourceKey: uniqueName("access"),
      title: `Library idea ${i}`,
      description: "d",
      complaintSummary: "c",
      analysis: "a",
      category: "Work" as const,
    })),
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

async function spendEveryCredit(session: string) {
  for (const [view_type, count] of [
    ["random", 24],
    ["search", 10],
  ] as const) {
    expect((await increment(post(session, "/api/stats/usage-limits/increment/", { view_type, count }))).status).toBe(
      200,
    );
  }
}

describe("reading ideas by id needs a paid showing first", () => {
  it("a Starter with no credits left reads none of 200 ideas it was never shown: each is the 404 of a missing idea", async () => {
    const { token } = await createUserWithSession({ tier: "starter" });
    await spendEveryCredit(token);
    const ids = await newIdeas(200);
    expect(await answer(await readIdea(token, MISSING_ID))).toEqual({ status: 404, body: MISSING });
    for (const id of ids)
      expect(await answer(await readIdea(token, id)), `idea ${id}`).toEqual({ status: 404, body: MISSING });
  });

  it("after a shuffle, exactly the shuffled ideas read 200 (as the shuffle showed them); the others stay 404", async () => {
    const ids = await newIdeas(40);
    const { token } = await createUserWithSession({ tier: "starter" });
    const res = await shuffle(get(token, "/api/ideas?count=8"));
    expect(res.status).toBe(200);
    const shown = (await res.json()).ideas as { id: number; evidence_summary: unknown }[];
    expect(shown).toHaveLength(8);
    // As shown, plus the evidence the details add (null for an idea without any).
    for (const idea of shown)
      expect(await answer(await readIdea(token, idea.id))).toEqual({ status: 200, body: withEvidence(idea) });
    const shownIds = new Set(shown.map((i) => i.id));
    for (const id of ids.filter((i) => !shownIds.has(i)))
      expect((await readIdea(token, id)).status, `idea ${id}`).toBe(404);
  });

  it("after a charged search, the ideas of the page read 200; matches past the credits it paid for stay 404", async () => {
    const word = searchWord();
    const ids = await makeIdeas(Array.from({ length: 12 }, (_, i) => ({ title: `Paid ${word}`, overall: 90 - i })));
    const { token } = await createUserWithSession({ tier: "starter" });
    const res = await searchFor(token, { main_search_text: word });
    expect(res.status).toBe(200);
    const page = (await res.json()).ideas as { id: number; evidence_summary: unknown }[];
    expect(page).toHaveLength(10);
    for (const idea of page)
      expect(await answer(await readIdea(token, idea.id))).toEqual({ status: 200, body: withEvidence(idea) });
    const paid = new Set(page.map((i) => i.id));
    const unpaid = ids.filter((id) => !paid.has(id));
    expect(unpaid).toHaveLength(2);
    for (const id of unpaid) expect(await answer(await readIdea(token, id))).toEqual({ status: 404, body: MISSING });
  });

  it("a search page paid for on an earlier credits day stays readable (its views are per day; any day counts)", async () => {
    const word = searchWord();
    const [id] = await makeIdeas([{ title: `Yesterday ${word}` }]);
    const { token, user } = await createUserWithSession({ tier: "starter" });
    expect((await searchFor(token, { main_search_text: word })).status).toBe(200);
    // A day passes: the showing is now yesterday's.
    await db().$executeRaw`UPDATE idea_views SET day = day - 1 WHERE user_id = ${user.id}`;
    expect((await readIdea(token, id!)).status).toBe(200);
  });

  it("Lifetime (unlimited credits) follows the same rule: 404 until a shuffle shows the idea", async () => {
    const [unshown] = await newIdeas(1);
    const { token } = await createUserWithSession({ tier: "lifetime" });
    expect(await answer(await readIdea(token, unshown!))).toEqual({ status: 404, body: MISSING });
    expect(await answer(await claimAs(token, unshown!))).toEqual({ status: 404, body: MISSING });
    const shown = (await (await shuffle(get(token, "/api/ideas?count=8"))).json()).ideas as { id: number }[];
    expect(shown).toHaveLength(8);
    for (const idea of shown) expect((await readIdea(token, idea.id)).status).toBe(200);
  });
});

describe("claiming needs a paid showing first", () => {
  it("a claim of an idea never shown is the 404 of a missing idea and creates nothing; its claim status is that 404 too", async () => {
    const [id] = await newIdeas(1);
    const { token, user } = await createUserWithSession({ tier: "starter" });
    expect(await answer(await claimAs(token, id!))).toEqual({ status: 404, body: MISSING });
    expect(await answer(await claimAs(token, MISSING_ID))).toEqual({ status: 404, body: MISSING });
    expect(await db().project.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().ideaClaim.count({ where: { userId: user.id } })).toBe(0);
    expect((await db().idea.findUniqueOrThrow({ where: { id: id! } })).numberDeveloping).toBe(0);
    expect(await answer(await statusAs(token, id!))).toEqual({ status: 404, body: MISSING });
    expect(await answer(await statusAs(token, MISSING_ID))).toEqual({ status: 404, body: MISSING });
  });

  it("claim, read through the project, unclaim: refused at the claim, so the idea is never read", async () => {
    const [id] = await newIdeas(1);
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const claimed = await claimAs(token, id!);
    expect(claimed.status).toBe(404);
    const projects = await db().project.findMany({ where: { userId: user.id }, select: { id: true } });
    expect(projects).toEqual([]);
    expect((await unclaimAs(token, id!)).status).toBe(404);
    expect((await readIdea(token, id!)).status).toBe(404);
  });

  it("a shown idea is claimed, read through its project, and stays readable after the unclaim", async () => {
    const word = searchWord();
    const [id] = await makeIdeas([{ title: `Claim me ${word}` }]);
    const { token } = await createUserWithSession({ tier: "pro" });
    expect((await searchFor(token, { main_search_text: word })).status).toBe(200);
    expect(await answer(await statusAs(token, id!))).toEqual({
      status: 200,
      body: { is_claimed: false, project_id: null },
    });
    const claimed = await answer(await claimAs(token, id!));
    expect(claimed).toMatchObject({ status: 200, body: { is_claimed: true } });
    expect((await projectIdeaAs(token, claimed.body.project_id)).status).toBe(200);
    expect((await unclaimAs(token, id!)).status).toBe(200);
    expect((await readIdea(token, id!)).status).toBe(200);
  });

  it("the idea of the user's own project stays readable, shown or not (projects made before this rule, the demo seed's)", async () => {
    const [id] = await newIdeas(1);
    const owner = await createUserWithSession({ tier: "pro" });
    const project = await db().project.create({ data: { userId: owner.user.id, ideaId: id!, title: "Seeded" } });
    await db().ideaClaim.create({ data: { userId: owner.user.id, ideaId: id!, projectId: project.id } });
    expect((await readIdea(owner.token, id!)).status).toBe(200);
    expect((await projectIdeaAs(owner.token, project.id)).status).toBe(200);
    expect(await answer(await statusAs(owner.token, id!))).toEqual({
      status: 200,
      body: { is_claimed: true, project_id: project.id },
    });

    const other = await createUserWithSession({ tier: "pro" });
    expect(await answer(await readIdea(other.token, id!))).toEqual({ status: 404, body: MISSING });
    expect(await answer(await statusAs(other.token, id!))).toEqual({ status: 404, body: MISSING });
    expect((await projectIdeaAs(other.token, project.id)).status).toBe(404);
  });
});

describe("the claim states a page renders with its cards", () => {
  it("are the claim status route's answers, in one read: shown ideas with their claim, never-shown ones left out", async () => {
    const word = searchWord();
    const ids = await makeIdeas([{ title: `Page card ${word} one` }, { title: `Page card ${word} two` }]);
    const [hidden] = await newIdeas(1);
    const { user, token } = await createUserWithSession({ tier: "pro" });
    expect((await searchFor(token, { main_search_text: word })).status).toBe(200);
    const claimed = await answer(await claimAs(token, ids[0]!));
    expect(claimed.status).toBe(200);
    const states = await claimStatuses(user.id, [...ids, hidden!]);
    for (const id of ids) expect(states[id]).toEqual((await answer(await statusAs(token, id))).body);
    expect(states[ids[0]!]).toEqual({ is_claimed: true, project_id: claimed.body.project_id });
    expect(states[ids[1]!]).toEqual({ is_claimed: false, project_id: null });
    expect(hidden! in states).toBe(false);
    expect((await statusAs(token, hidden!)).status).toBe(404);
  });
});
