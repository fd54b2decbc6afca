import { describe, expect, it } from "vitest";
import { POST as claim } from "@/app/api/ideas/claim/route";
import { POST as unclaim } from "@/app/api/ideas/unclaim/route";
import { GET as status } from "@/app/api/projects/idea/[id]/status/route";
import { POST as addMilestone } from "@/app/api/projects/[id]/milestones/route";
import { POST as addNote } from "@/app/api/projects/[id]/notes/route";
import { db } from "@/lib/server/db/client";
import { createUserWithSession, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { showThroughSearch } from "@/tests/support/ideas";

/**
 * Releasing a claimed idea whose project holds work, and claiming it again.
 * The user met it as: release the idea, claim it again, and My Projects showed two identical
 * projects. Releasing such a project now asks for confirmation (the API answers 409 with what the
 * project holds until the call says `confirmed`), and claiming again brings the kept project back:
 * one project per user and idea, held by a unique index, whatever the order or number of calls.
 */
const newIdea = () =>
  db().idea.create({
    data: {
      sourceKey: uniqueName("release"),
      title: "Courier lockers",
      description: "Lockers at bus stops",
      complaintSummary: "c",
      analysis: "a",
      category: "Work",
    },
  });
const answer = async (res: Response) => ({ status: res.status, body: await res.json() });
const claimAs = (session: string, id: number) =>
  claim(jsonRequest("POST", "/api/ideas/claim", { id }, { session })).then(answer);
const unclaimAs = (session: string, id: number, confirmed?: boolean) =>
  unclaim(jsonRequest("POST", "/api/ideas/unclaim", { id, confirmed }, { session })).then(answer);
const statusAs = (session: string, id: number) =>
  status(jsonRequest("GET", `/api/projects/idea/${id}/status/`, undefined, { session }), {
    params: Promise.resolve({ id: String(id) }),
  }).then(answer);
const projectCall = (
  handler: typeof addNote,
  session: string,
  projectId: number,
  what: "notes" | "milestones",
  body: unknown,
) =>
  handler(jsonRequest("POST", `/api/projects/${projectId}/${what}/`, body, { session }), {
    params: Promise.resolve({ id: String(projectId) }),
  });

/**
 * A user who claimed an idea, wrote a milestone and a note in its project, then released it
 * (confirmed); `others` more ideas were shown in the same search (one search per user every 500 ms).
 */
async function keptProject(tier: "starter" | "pro" = "pro", others = 0) {
  const { token, user } = await createUserWithSession({ tier });
  const [idea, ...more] = await Promise.all(Array.from({ length: 1 + others }, newIdea));
  await showThroughSearch(token, [idea!.id, ...more.map((i) => i.id)]);
  const first = await claimAs(token, idea!.id);
  expect(first.status).toBe(200);
  const projectId = first.body.project_id as number;
  expect(
    (await projectCall(addMilestone, token, projectId, "milestones", { title: "Interview couriers" })).status,
  ).toBe(201);
  expect((await projectCall(addNote, token, projectId, "notes", { content: "Three couriers said yes" })).status).toBe(
    201,
  );
  expect(await unclaimAs(token, idea!.id, true)).toMatchObject({
    status: 200,
    body: { is_claimed: false, project_kept: true, number_developing: 0 },
  });
  return { token, user, idea: idea!, projectId, more };
}

const projectsOf = (userId: number, ideaId: number) =>
  db().project.findMany({ where: { userId, ideaId }, select: { id: true } });

describe("releasing an idea whose project has milestones or notes", () => {
  it("asks first: a release sent with confirmed: false answers 409 with what the project holds, and nothing changes", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const idea = await newIdea();
    await showThroughSearch(token, [idea.id]);
    const { body } = await claimAs(token, idea.id);
    await projectCall(addMilestone, token, body.project_id, "milestones", { title: "Prototype" });
    await projectCall(addMilestone, token, body.project_id, "milestones", { title: "Pilot" });
    await projectCall(addNote, token, body.project_id, "notes", { content: "first findings" });

    const refused = await unclaimAs(token, idea.id, false);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      confirm_required: true,
      project_id: body.project_id,
      project_title: "Courier lockers",
      milestones: 2,
      notes: 1,
    });
    expect(await statusAs(token, idea.id)).toMatchObject({
      status: 200,
      body: { is_claimed: true, project_id: body.project_id },
    });
    expect((await db().idea.findUniqueOrThrow({ where: { id: idea.id } })).numberDeveloping).toBe(1);

    expect(await unclaimAs(token, idea.id, true)).toMatchObject({
      status: 200,
      body: { is_claimed: false, project_kept: true },
    });
    expect(await projectsOf(user.id, idea.id)).toEqual([{ id: body.project_id }]);
  });

  it("a client sending only the id (the API's documented body) releases at once, and the project stays with its work", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const idea = await newIdea();
    await showThroughSearch(token, [idea.id]);
    const { body } = await claimAs(token, idea.id);
    await projectCall(addMilestone, token, body.project_id, "milestones", { title: "Prototype" });

    expect(await unclaimAs(token, idea.id)).toMatchObject({
      status: 200,
      body: { is_claimed: false, project_kept: true },
    });
    expect(await projectsOf(user.id, idea.id)).toEqual([{ id: body.project_id }]);
    expect(await db().milestone.count({ where: { projectId: body.project_id } })).toBe(1);
  });

  it("an empty project needs no confirmation: the release removes it", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const idea = await newIdea();
    await showThroughSearch(token, [idea.id]);
    await claimAs(token, idea.id);
    expect(await unclaimAs(token, idea.id)).toMatchObject({
      status: 200,
      body: { is_claimed: false, project_kept: false },
    });
    expect(await projectsOf(user.id, idea.id)).toEqual([]);
  });
});

describe("claiming again an idea whose project was kept", () => {
  it("reattaches the kept project, with its milestones and notes, instead of making a second one", async () => {
    const { token, user, idea, projectId } = await keptProject();
    const again = await claimAs(token, idea.id);
    expect(again).toMatchObject({
      status: 200,
      body: { is_claimed: true, project_id: projectId, number_developing: 1 },
    });
    expect(await projectsOf(user.id, idea.id)).toEqual([{ id: projectId }]);
    const project = await db().project.findUniqueOrThrow({
      where: { id: projectId },
      include: { milestones: true, notes: true },
    });
    expect(project.milestones.map((m) => m.title)).toEqual(["Interview couriers"]);
    expect(project.notes.map((n) => n.content)).toEqual(["Three couriers said yes"]);
    expect(await statusAs(token, idea.id)).toMatchObject({ body: { is_claimed: true, project_id: projectId } });
  });

  it("parallel claims all answer the kept project: one project, one claim, counted once", async () => {
    const { token, user, idea, projectId } = await keptProject();
    const answers = await Promise.all(Array.from({ length: 6 }, () => claimAs(token, idea.id)));
    expect(answers.map((a) => [a.status, a.body.project_id])).toEqual(
      Array.from({ length: 6 }, () => [200, projectId]),
    );
    expect(await projectsOf(user.id, idea.id)).toEqual([{ id: projectId }]);
    expect(await db().ideaClaim.count({ where: { userId: user.id, ideaId: idea.id } })).toBe(1);
    expect((await db().idea.findUniqueOrThrow({ where: { id: idea.id } })).numberDeveloping).toBe(1);
  });

  it("at the active-project limit the kept project comes back (it is already one of them); parallel claims of new ideas still stop at the limit", async () => {
    const { token, user, idea, projectId, more } = await keptProject("starter", 2);
    const [a, b] = [more[0]!, more[1]!];
    for (let i = 0; i < 3; i++) await db().project.create({ data: { userId: user.id, title: `p${i}` } });
    // Active: the three, and the kept project = 4 of Starter's 5.
    const [kept, first, second] = await Promise.all([
      claimAs(token, idea.id),
      claimAs(token, a.id),
      claimAs(token, b.id),
    ]);
    expect(kept).toMatchObject({ status: 200, body: { project_id: projectId } });
    expect([first.status, second.status].sort()).toEqual([200, 403]);
    expect(await db().project.count({ where: { userId: user.id, status: "active" } })).toBe(5);
    expect(await projectsOf(user.id, idea.id)).toEqual([{ id: projectId }]);
  });

  it("a completed kept project comes back completed, without taking an active place", async () => {
    const { token, user, idea, projectId } = await keptProject("starter");
    await db().project.update({ where: { id: projectId }, data: { status: "completed", completedAt: new Date() } });
    for (let i = 0; i < 5; i++) await db().project.create({ data: { userId: user.id, title: `p${i}` } });
    expect(await claimAs(token, idea.id)).toMatchObject({
      status: 200,
      body: { is_claimed: true, project_id: projectId },
    });
    expect(await db().project.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({ status: "completed" });
    expect(await db().project.count({ where: { userId: user.id, status: "active" } })).toBe(5);
  });

  it("the database itself holds one project per user and idea", async () => {
    const { user, idea } = await keptProject();
    await expect(
      db().project.create({ data: { userId: user.id, ideaId: idea.id, title: "A second copy" } }),
    ).rejects.toMatchObject({ code: "P2002" });
    // Projects without an idea are not limited.
    await db().project.create({ data: { userId: user.id, title: "Own idea 1" } });
    await db().project.create({ data: { userId: user.id, title: "Own idea 2" } });
  });
});
