import { describe, expect, it, vi } from "vitest";
import { GET as list } from "@/app/api/projects/route";
import { DELETE as remove, GET as get, PUT as put } from "@/app/api/projects/[id]/route";
import { GET as exportMd } from "@/app/api/projects/[id]/export/route";
import { POST as claim } from "@/app/api/ideas/claim/route";
import { db } from "@/lib/server/db/client";
import { showThroughSearch } from "@/tests/support/ideas";
import { createUserWithSession } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { call, makeProject, newIdea, snapshot } from "@/tests/support/projects";

const path = (id: number) => `/api/projects/${id}/`;
const DAILY = "To prevent abuse, we limit project completions to one per day. Please try again tomorrow.";

describe("GET /api/projects/ and /api/projects/{id}/", () => {
  it("lists only the user's own projects with is_completed, status, dates, milestones and server progress", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const other = await createUserWithSession();
    await makeProject(other.user.id, { title: "Not mine" });
    const active = await makeProject(user.id, {
      milestones: [{ title: "a", done: true }, { title: "b", done: true }, { title: "c" }],
    });
    await makeProject(user.id, { title: "Shipped", status: "completed", milestones: [{ title: "x" }] });

    const { status, body } = await call(list, "GET", "/api/projects/", { session: token });
    expect(status).toBe(200);
    expect(body.map((p: { title: string }) => p.title).sort()).toEqual(["A project", "Shipped"]);
    const mine = body.find((p: { id: number }) => p.id === active.id);
    expect(mine).toMatchObject({
      status: "active",
      is_completed: false,
      progress: 67,
      completed_at: null,
      completionDate: null,
      description: "What it is",
    });
    expect(mine.startDate).toBe(mine.created_at);
    expect(mine.milestones.map((m: { title: string }) => m.title)).toEqual(["a", "b", "c"]);
    expect(mine.milestones[0]).toMatchObject({ is_completed: true, completed: true, ordering: 0 });
    expect(mine.milestones[0].completion_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A completed project shows 100, as the page's optimistic completion does.
    expect(body.find((p: { title: string }) => p.title === "Shipped")).toMatchObject({
      status: "completed",
      is_completed: true,
      progress: 100,
    });
  });

  it("falls back to the idea's summary and details, then to 'Project {id}' and 'No description available'", async () => {
    const { token, user } = await createUserWithSession();
    const idea = await newIdea({ title: "Idea summary", description: "Idea details" });
    const fromIdea = await makeProject(user.id, { title: null, description: "  ", ideaId: idea.id });
    const bare = await makeProject(user.id, { title: "", description: null });
    expect(
      (await call(get, "GET", path(fromIdea.id), { session: token, params: { id: fromIdea.id } })).body,
    ).toMatchObject({ title: "Idea summary", description: "Idea details", idea_id: idea.id });
    expect((await call(get, "GET", path(bare.id), { session: token, params: { id: bare.id } })).body).toMatchObject({
      title: `Project ${bare.id}`,
      description: "No description available",
      progress: 0,
    });
  });

  it("answers 404 for another user's project on GET, PUT and DELETE, and changes nothing", async () => {
    const owner = await createUserWithSession();
    const intruder = await createUserWithSession();
    const project = await makeProject(owner.user.id, { milestones: [{ title: "m" }] });
    const before = await snapshot(project.id);
    const opts = { session: intruder.token, params: { id: project.id } };
    expect((await call(get, "GET", path(project.id), opts)).status).toBe(404);
    expect((await call(put, "PUT", path(project.id), { ...opts, body: { is_completed: true } })).status).toBe(404);
    expect((await call(remove, "DELETE", path(project.id), opts)).status).toBe(404);
    expect((await call(exportMd, "GET", `${path(project.id)}export/`, opts)).status).toBe(404);
    expect(await snapshot(project.id)).toEqual(before);
    expect(
      (await call(get, "GET", path(999_999_999), { session: owner.token, params: { id: 999_999_999 } })).status,
    ).toBe(404);
    expect((await call(get, "GET", "/api/projects/abc/", { session: owner.token, params: { id: "abc" } })).status).toBe(
      400,
    );
  });

  it("needs a session and an active subscription", async () => {
    expect((await call(list, "GET", "/api/projects/")).status).toBe(401);
    const canceled = await createUserWithSession({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) });
    expect((await call(list, "GET", "/api/projects/", { session: canceled.token })).status).toBe(403);
  });
});

describe("completing a project", () => {
  it("completes once a day: a second completion the same day is a 400 with daily_limit_reached", async () => {
    const { token, user } = await createUserWithSession();
    const [a, b] = [await makeProject(user.id), await makeProject(user.id)];
    const first = await call(put, "PUT", path(a.id), {
      session: token,
      params: { id: a.id },
      body: { is_completed: true },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "completed", is_completed: true, progress: 100 });
    expect(first.body.completed_at).toBe(first.body.completionDate);
    // Completing the same project again is a harmless no-op (a replayed request).
    expect(
      (await call(put, "PUT", path(a.id), { session: token, params: { id: a.id }, body: { is_completed: true } }))
        .status,
    ).toBe(200);
    const second = await call(put, "PUT", path(b.id), {
      session: token,
      params: { id: b.id },
      body: { is_completed: true },
    });
    expect(second).toEqual({ status: 400, body: { error: DAILY, daily_limit_reached: true } });
    expect((await db().project.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("active");
  });

  it("two parallel completions: exactly one succeeds", async () => {
    const { token, user } = await createUserWithSession();
    const projects = await Promise.all([makeProject(user.id), makeProject(user.id), makeProject(user.id)]);
    const results = await Promise.all(
      projects.map((p) =>
        call(put, "PUT", path(p.id), { session: token, params: { id: p.id }, body: { is_completed: true } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await db().project.count({ where: { userId: user.id, status: "completed" } })).toBe(1);
    expect(await db().projectCompletion.count({ where: { userId: user.id } })).toBe(1);
  });

  it("counts the user's own day (client_date, while it is current somewhere on Earth)", async () => {
    const today = new Date().toISOString().slice(0, 10);
    // At 11:00 UTC it is already tomorrow in UTC+14.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${today}T11:00:00Z`) });
    try {
      const { token, user } = await createUserWithSession();
      const [a, b, c] = [await makeProject(user.id), await makeProject(user.id), await makeProject(user.id)];
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const farAway = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
      const complete = (id: number, client_date: string) =>
        call(put, "PUT", path(id), { session: token, params: { id }, body: { is_completed: true, client_date } });
      expect((await complete(a.id, today)).status).toBe(200);
      expect((await complete(b.id, tomorrow)).status).toBe(200);
      // A date days away is treated as today's UTC date, earlier than the day used: no fresh completion.
      expect((await complete(c.id, farAway)).body).toMatchObject({ daily_limit_reached: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses to move a completed project back to active", async () => {
    const { token, user } = await createUserWithSession();
    const done = await makeProject(user.id, { status: "completed" });
    const res = await call(put, "PUT", path(done.id), {
      session: token,
      params: { id: done.id },
      body: { is_completed: false },
    });
    expect(res.status).toBe(400);
    expect((await db().project.findUniqueOrThrow({ where: { id: done.id } })).status).toBe("completed");
  });
});

describe("deleting a project", () => {
  it("removes it with its milestones and notes and frees its claim (number_developing goes down)", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const idea = await newIdea();
    await showThroughSearch(token, [idea.id]);
    const claimed = await claim(jsonRequestFor(token, idea.id));
    const { project_id } = await claimed.json();
    await db().milestone.create({ data: { projectId: project_id, title: "m" } });
    await db().note.create({ data: { projectId: project_id, content: "n" } });
    expect((await db().idea.findUniqueOrThrow({ where: { id: idea.id } })).numberDeveloping).toBe(1);

    const res = await call(remove, "DELETE", path(project_id), { session: token, params: { id: project_id } });
    expect(res).toEqual({ status: 200, body: { success: true } });
    expect(await db().project.findUnique({ where: { id: project_id } })).toBeNull();
    expect(await db().milestone.count({ where: { projectId: project_id } })).toBe(0);
    expect(await db().ideaClaim.count({ where: { userId: user.id } })).toBe(0);
    expect((await db().idea.findUniqueOrThrow({ where: { id: idea.id } })).numberDeveloping).toBe(0);
    expect(
      (await call(remove, "DELETE", path(project_id), { session: token, params: { id: project_id } })).status,
    ).toBe(404);
  });
});

describe("GET /api/projects/{id}/export/", () => {
  it("downloads the project, its milestones, notes and the idea's analysis as Markdown", async () => {
    const { token, user } = await createUserWithSession();
    const idea = await newIdea({ title: "Parcel lockers", analysis: "Underserved suburbs." });
    const project = await makeProject(user.id, {
      title: "Lockers",
      ideaId: idea.id,
      milestones: [{ title: "Interview 10 couriers", done: true }, { title: "Prototype" }],
    });
    await db().note.create({ data: { projectId: project.id, content: "<script>alert(1)</script>" } });
    const res = await exportMd(jsonRequestFor(token, undefined, `/api/projects/${project.id}/export/`, "GET"), {
      params: Promise.resolve({ id: String(project.id) }),
    });
    expect(res.headers.get("content-type")).toContain("text/markdown");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="lockers-${project.id}.md"`);
    const text = await res.text();
    expect(text).toContain("# Lockers");
    expect(text).toContain("- [ ] Prototype\n");
    expect(text).toMatch(/- \[x\] Interview 10 couriers \(done \d{4}-\d{2}-\d{2}\)/);
    expect(text).toContain("<script>alert(1)</script>");
    expect(text).toContain("Underserved suburbs.");
  });
});

function jsonRequestFor(token: string, ideaId?: number, url = "/api/ideas/claim", method = "POST") {
  return jsonRequest(method, url, ideaId === undefined ? undefined : { id: ideaId }, { session: token });
}
