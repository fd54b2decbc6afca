import { describe, expect, it } from "vitest";
import { POST as claim } from "@/app/api/ideas/claim/route";
import { POST as unclaim } from "@/app/api/ideas/unclaim/route";
import { GET as status } from "@/app/api/projects/idea/[id]/status/route";
import { db } from "@/lib/server/db/client";
import { createUserWithSession, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { showThroughSearch } from "@/tests/support/ideas";

const newIdea = () =>
  db().idea.create({
    data: {
      sourceKey: uniqueName("claim"),
      title: "Claimable idea",
      description: "Its description",
      complaintSummary: "c",
      analysis: "a",
      category: "Work",
      simplicityScore: 40,
    },
  });
const post = (handler: typeof claim, token: string, id: unknown) =>
  handler(jsonRequest("POST", "/api/ideas/claim", { id }, { session: token }));

describe("claims", () => {
  it("turns the idea into an active project and counts the claim; claiming twice makes one project", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const idea = await newIdea();
    await showThroughSearch(token, [idea.id]);
    const first = await (await post(claim, token, idea.id)).json();
    const second = await (await post(claim, token, idea.id)).json();
    expect(first).toMatchObject({ is_claimed: true, number_developing: 1 });
    expect(second.project_id).toBe(first.project_id);
    const projects = await db().project.findMany({ where: { userId: user.id } });
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ title: "Claimable idea", description: "Its description", status: "active" });
    expect((await db().idea.findUniqueOrThrow({ where: { id: idea.id } })).numberDeveloping).toBe(1);
  });

  it("404s a missing idea and 400s a non-numeric id", async () => {
    const { token } = await createUserWithSession();
    expect((await post(claim, token, 999_999_999)).status).toBe(404);
    expect((await post(claim, token, "abc")).status).toBe(400);
  });

  it("enforces the active-project limit atomically: two parallel claims at limit minus one, one wins", async () => {
    const { token, user } = await createUserWithSession({ tier: "starter" });
    for (let i = 0; i < 4; i++) await db().project.create({ data: { userId: user.id, title: `p${i}` } });
    const [a, b] = await Promise.all([newIdea(), newIdea()]);
    await showThroughSearch(token, [a.id, b.id]);
    const results = await Promise.all([post(claim, token, a.id), post(claim, token, b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const refused = results.find((r) => r.status === 403)!;
    expect((await refused.json()).error).toBe(
      "You've reached your active projects limit. Complete or delete existing projects to claim more ideas.",
    );
    expect(await db().project.count({ where: { userId: user.id, status: "active" } })).toBe(5);
  });

  it("unclaim removes an empty project, keeps one with notes (once confirmed), and always releases the count", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const [empty, worked] = await Promise.all([newIdea(), newIdea()]);
    await showThroughSearch(token, [empty.id, worked.id]);
    await post(claim, token, empty.id);
    const { project_id } = await (await post(claim, token, worked.id)).json();
    await db().note.create({ data: { projectId: project_id, content: "first findings" } });

    expect(await (await post(unclaim, token, empty.id)).json()).toMatchObject({
      is_claimed: false,
      number_developing: 0,
      project_kept: false,
    });
    expect(
      await (
        await unclaim(jsonRequest("POST", "/api/ideas/unclaim", { id: worked.id, confirmed: true }, { session: token }))
      ).json(),
    ).toMatchObject({ is_claimed: false, project_kept: true });
    expect(await db().project.findMany({ where: { userId: user.id }, select: { id: true } })).toEqual([
      { id: project_id },
    ]);
    expect((await post(unclaim, token, worked.id)).status).toBe(404);
  });

  it("claim status speaks only of the asker's own claims", async () => {
    const owner = await createUserWithSession();
    const other = await createUserWithSession();
    const idea = await newIdea();
    // Both were shown the idea (the status of an idea never shown is a 404: access.int.test.ts).
    await showThroughSearch(owner.token, [idea.id]);
    await showThroughSearch(other.token, [idea.id]);
    await post(claim, owner.token, idea.id);
    const ask = (token: string) =>
      status(jsonRequest("GET", `/api/projects/idea/${idea.id}/status/`, undefined, { session: token }), {
        params: Promise.resolve({ id: String(idea.id) }),
      });
    expect(await (await ask(owner.token)).json()).toMatchObject({ is_claimed: true });
    expect(await (await ask(other.token)).json()).toEqual({ is_claimed: false, project_id: null });
  });
});
