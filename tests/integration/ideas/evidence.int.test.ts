import { describe, expect, it } from "vitest";
import { GET as projectIdeaGet } from "@/app/api/projects/[id]/idea/route";
import { POST as claim } from "@/app/api/ideas/claim/route";
import type { IdeaEvidence } from "@/lib/domain/ideas/evidence";
import { db } from "@/lib/server/db/client";
import { makeIdeas } from "@/tests/support/search";
import { createUserWithSession } from "@/tests/support/factories";
import { addEvidence, risingFixture } from "@/tests/support/idea-evidence";
import { jsonRequest } from "@/tests/support/requests";
import { readIdea, searchFor, showThroughSearch } from "@/tests/support/ideas";
import type { IdeaDetails, IdeaView } from "@/lib/server/ideas/view";

/**
 * The evidence behind an idea comes with the idea in the one answer of
 * GET /api/ideas/{id}, under the same rule as the idea (readable only after a paid showing, else
 * the 404 of a missing idea), and carries counts, months, community names and paraphrased quotes
 * only: no post id, author or link. The cards' line (mentions, trend, launch posts) comes with
 * the search page and the saved board; an idea without evidence reads null and nothing else changes.
 */
const MISSING = { error: "Idea not found." };

async function ideaWithEvidence() {
  const [id] = await makeIdeas([{ title: "Invoice matcher for small shops" }]);
  const tag = `t${id}`;
  const fixture = risingFixture(tag);
  const stored = await addEvidence(db(), id!, fixture);
  return { id: id!, fixture, stored };
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

describe("GET /api/ideas/{id} answers the idea with its evidence", () => {
  it("in one answer, to a user it was shown to: counts, 24 months, communities, quotes and the score basis, matching the database", async () => {
    const { id, fixture, stored } = await ideaWithEvidence();
    const { token } = await createUserWithSession({ tier: "pro" });
    await showThroughSearch(token, [id]);
    const res = await readIdea(token, id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as IdeaDetails;
    const row = await db().idea.findUniqueOrThrow({ where: { id } });

    // The spec's fields, unchanged.
    expect(body).toMatchObject({
      id,
      idea_summary: row.title,
      overall: row.overall,
      demand_score: row.demandScore,
      market_size: row.marketSize,
      number_developing: 0,
    });
    expect(body.evidence_summary).toEqual({
      mentions: stored.needPosts,
      trend: "rising",
      launch_posts: fixture.launchPosts,
    });

    const e = body.evidence as IdeaEvidence;
    expect(e).toMatchObject({
      mentions: stored.needPosts,
      people: fixture.people,
      launch_posts: fixture.launchPosts,
      first_seen: "2023-01",
      last_seen: "2025-06",
      trend: "rising",
    });
    expect(e.communities).toEqual(fixture.communities);
    expect(e.monthly).toHaveLength(24);
    expect(e.monthly[0]!.month).toBe("2023-07");
    expect(e.monthly.at(-1)).toEqual({ month: "2025-06", mentions: fixture.perMonth.at(-1) });
    expect(e.monthly.map((m) => m.mentions)).toEqual(fixture.perMonth.slice(-24));
    expect(e.quotes).toEqual(fixture.quotes);
    const evidenceRow = await db().pipelineEvidence.findUniqueOrThrow({ where: { ideaId: id } });
    expect(e.explanation).toBe(evidenceRow.explanation);
    expect(e.basis.demand).toEqual({
      people: fixture.people,
      communities: 3,
      engagement: stored.needPosts * 9,
      // The reader's 'why': each count against the scale it is read on.
      why: expect.stringContaining(`${fixture.people} people (45%), 3 communities (20%)`),
    });
    expect(e.basis.overall_why).toMatch(/^The weighted mean of 35% demand, 20% trend \(\d+ of 100\)/);
    expect(e.basis.trend).toMatchObject({
      ratio: stored.scores.trendRatio,
      score: stored.scores.inputs.overall.trendScore,
    });
    expect(e.basis.innovation).toEqual({
      launch_posts: 3,
      people: fixture.people,
      formula: stored.scores.inputs.innovation.formula,
      hint: null,
      // The reader's 'why': the builders seen against the people asking.
      why: expect.stringContaining(`3 launch posts from builders`),
    });

    // Nothing that names a post or a person.
    const postIds = (await db().pipelineQuote.findMany({ where: { ideaId: id }, select: { postId: true } })).map(
      (q) => q.postId,
    );
    expect(postIds).toHaveLength(3);
    const keys = [...keysOf(body)];
    expect(keys.filter((k) => /post_?id|author|url|link|external|group/i.test(k))).toEqual([]);
    for (const q of e.quotes) expect(Object.keys(q).sort()).toEqual(["community", "month", "text"]);
    expect(JSON.stringify(body)).not.toMatch(/author_test_/);
  });

  it("to a user it was never shown to, the 404 of a missing idea: no evidence leaks", async () => {
    const { id } = await ideaWithEvidence();
    const { token } = await createUserWithSession({ tier: "pro" });
    const res = await readIdea(token, id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(MISSING);
  });

  it("an idea without evidence answers as before, with evidence and its card line null", async () => {
    const [id] = await makeIdeas([{ title: "Seeded idea without evidence" }]);
    const { token } = await createUserWithSession({ tier: "pro" });
    await showThroughSearch(token, [id!]);
    const body = (await (await readIdea(token, id!)).json()) as IdeaDetails;
    expect(body).toMatchObject({
      id,
      idea_summary: "Seeded idea without evidence",
      evidence_summary: null,
      evidence: null,
    });
  });
});

describe("the cards' line comes with the payloads that list ideas", () => {
  it("a Deep Search page carries each idea's mentions, trend and launch posts (null without evidence), not the details", async () => {
    const { id, fixture, stored } = await ideaWithEvidence();
    const [plain] = await makeIdeas([{ title: "Plain idea" }]);
    const { token } = await createUserWithSession({ tier: "pro" });
    const word = `qw${id}x`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
    await db().idea.updateMany({ where: { id: { in: [id, plain!] } }, data: { complaintSummary: word } });
    const res = await searchFor(token, { main_search_text: word });
    expect(res.status).toBe(200);
    const ideas = ((await res.json()) as { ideas: (IdeaView & { evidence?: unknown })[] }).ideas;
    const byId = new Map(ideas.map((i) => [i.id, i]));
    expect(byId.get(id)!.evidence_summary).toEqual({
      mentions: stored.needPosts,
      trend: "rising",
      launch_posts: fixture.launchPosts,
    });
    expect(byId.get(id)!.evidence).toBeUndefined();
    expect(byId.get(plain!)!.evidence_summary).toBeNull();
  });

  it("a project's idea answers with the same evidence, to the project's owner", async () => {
    const { id, fixture } = await ideaWithEvidence();
    const { token } = await createUserWithSession({ tier: "pro" });
    await showThroughSearch(token, [id]);
    const claimed = await claim(jsonRequest("POST", "/api/ideas/claim", { id }, { session: token }));
    const projectId = ((await claimed.json()) as { project_id: number }).project_id;
    const res = await projectIdeaGet(
      jsonRequest("GET", `/api/projects/${projectId}/idea/`, undefined, { session: token }),
      { params: Promise.resolve({ id: String(projectId) }) },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as IdeaDetails;
    expect(body.number_developing).toBe(1);
    expect(body.evidence?.quotes).toEqual(fixture.quotes);
    expect(body.evidence?.communities).toEqual(fixture.communities);
  });
});
