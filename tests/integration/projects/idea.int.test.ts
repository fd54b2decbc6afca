import { describe, expect, it } from "vitest";
import { GET as projectIdea } from "@/app/api/projects/[id]/idea/route";
import { POST as claim } from "@/app/api/ideas/claim/route";
import { db } from "@/lib/server/db/client";
import { showThroughSearch } from "@/tests/support/ideas";
import { createUserWithSession } from "@/tests/support/factories";
import { call, makeProject, newIdea } from "@/tests/support/projects";

const path = (id: number) => `/api/projects/${id}/idea/`;

describe("GET /api/projects/{id}/idea/ (the link on a project's title)", () => {
  it("answers the idea the owner claimed, with its analysis", async () => {
    const { token } = await createUserWithSession({ tier: "pro" });
    const idea = await newIdea({
      title: "Parcel lockers",
      description: "Lockers at bus stops.",
      analysis: "Underserved suburbs.",
    });
    await newIdea({ title: "Some other idea" });
    await showThroughSearch(token, [idea.id]);
    const claimed = await call(claim, "POST", "/api/ideas/claim", { session: token, body: { id: idea.id } });
    const projectId = claimed.body.project_id as number;

    const res = await call(projectIdea, "GET", path(projectId), { session: token, params: { id: projectId } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: idea.id,
      idea_summary: "Parcel lockers",
      idea_details: "Lockers at bus stops.",
      analysis: "Underserved suburbs.",
      number_developing: 1,
    });
  });

  it("is a 404 for another user's project, the same as for one that does not exist", async () => {
    const owner = await createUserWithSession();
    const intruder = await createUserWithSession();
    const idea = await newIdea({ analysis: "Private plans." });
    const theirs = await makeProject(owner.user.id, { ideaId: idea.id });

    const foreign = await call(projectIdea, "GET", path(theirs.id), {
      session: intruder.token,
      params: { id: theirs.id },
    });
    const missing = await call(projectIdea, "GET", path(999_999_999), {
      session: intruder.token,
      params: { id: 999_999_999 },
    });
    expect(foreign).toEqual({ status: 404, body: { error: "Project not found." } });
    expect(missing).toEqual(foreign);
  });

  it("is a 404 with its own message when the project has no idea (never had one, or it was deleted)", async () => {
    const { token, user } = await createUserWithSession();
    const bare = await makeProject(user.id);
    const idea = await newIdea();
    const orphan = await makeProject(user.id, { ideaId: idea.id });
    await db().idea.delete({ where: { id: idea.id } });

    for (const project of [bare, orphan]) {
      expect(await call(projectIdea, "GET", path(project.id), { session: token, params: { id: project.id } })).toEqual({
        status: 404,
        body: { error: "This project has no idea to show." },
      });
    }
  });

  it("needs a session and an active subscription, and a numeric id", async () => {
    expect((await call(projectIdea, "GET", path(1), { params: { id: 1 } })).status).toBe(401);
    const canceled = await createUserWithSession({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) });
    expect((await call(projectIdea, "GET", path(1), { session: canceled.token, params: { id: 1 } })).status).toBe(403);
    const { token } = await createUserWithSession();
    expect(
      (await call(projectIdea, "GET", "/api/projects/abc/idea/", { session: token, params: { id: "abc" } })).status,
    ).toBe(400);
  });
});
