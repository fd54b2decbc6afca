import { describe, expect, it } from "vitest";
import { GET as getProject, PUT as putProject } from "@/app/api/projects/[id]/route";
import { GET as list, POST as add } from "@/app/api/projects/[id]/milestones/route";
import { DELETE as remove, PUT as put } from "@/app/api/projects/[id]/milestones/[milestoneId]/route";
import { PUT as reorder } from "@/app/api/projects/[id]/reorder-milestones/route";
import { createUserWithSession } from "@/tests/support/factories";
import { call, makeProject, snapshot } from "@/tests/support/projects";

const base = (id: number) => `/api/projects/${id}/milestones/`;
const progressOf = async (token: string, id: number) =>
  (await call(getProject, "GET", `/api/projects/${id}/`, { session: token, params: { id } })).body.progress;

describe("milestones", () => {
  it("adds at the end with a trimmed title, and progress follows every add, toggle and delete", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id, { milestones: [{ title: "first", done: true }] });
    const opts = { session: token, params: { id: project.id } };
    expect(await progressOf(token, project.id)).toBe(100);

    const created = await call(add, "POST", base(project.id), { ...opts, body: { title: "  Talk to 5 users  " } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Talk to 5 users",
      is_completed: false,
      completion_date: null,
      ordering: 1,
      project_id: project.id,
    });
    expect(await progressOf(token, project.id)).toBe(50);
    await call(add, "POST", base(project.id), { ...opts, body: { title: "third" } });
    expect(await progressOf(token, project.id)).toBe(33);

    const mid = created.body.id;
    const checked = await call(put, "PUT", `${base(project.id)}${mid}/`, {
      session: token,
      params: { id: project.id, milestoneId: mid },
      body: { is_completed: true, completion_date: "1999-01-01T00:00:00Z" },
    });
    expect(checked.body.is_completed).toBe(true);
    // The server sets the date (now), whatever the client sent.
    expect(Math.abs(Date.parse(checked.body.completion_date) - Date.now())).toBeLessThan(60_000);
    expect(await progressOf(token, project.id)).toBe(67);
    const unchecked = await call(put, "PUT", `${base(project.id)}${mid}/`, {
      session: token,
      params: { id: project.id, milestoneId: mid },
      body: { is_completed: false, completion_date: null },
    });
    expect(unchecked.body).toMatchObject({ is_completed: false, completion_date: null });

    expect(
      (
        await call(remove, "DELETE", `${base(project.id)}${mid}/`, {
          session: token,
          params: { id: project.id, milestoneId: mid },
        })
      ).body,
    ).toEqual({ success: true });
    expect((await call(list, "GET", base(project.id), opts)).body.map((m: { title: string }) => m.title)).toEqual([
      "first",
      "third",
    ]);
    expect(await progressOf(token, project.id)).toBe(50);
  });

  it("refuses an empty or a 10,000-character title with the field's message", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    const opts = { session: token, params: { id: project.id } };
    for (const title of ["", "    ", undefined]) {
      const res = await call(add, "POST", base(project.id), { ...opts, body: { title } });
      expect(res.status).toBe(400);
      expect(res.body.errors.title).toEqual(["Milestone title is required"]);
    }
    const long = await call(add, "POST", base(project.id), { ...opts, body: { title: "x".repeat(10_000) } });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("Milestone title cannot exceed 1000 characters");
    expect((await call(add, "POST", base(project.id), { ...opts, body: { title: "y".repeat(1000) } })).status).toBe(
      201,
    );
  });

  it("stores markup as plain text", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    const title = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    const res = await call(add, "POST", base(project.id), {
      session: token,
      params: { id: project.id },
      body: { title },
    });
    expect(res.body.title).toBe(title);
  });

  it("reorders with a permutation; a foreign, missing or duplicated id is a 400 and changes nothing", async () => {
    const { token, user } = await createUserWithSession();
    const other = await createUserWithSession();
    const project = await makeProject(user.id, { milestones: [{ title: "a" }, { title: "b" }, { title: "c" }] });
    const foreign = await makeProject(other.user.id, { milestones: [{ title: "theirs" }] });
    const [a, b, c] = project.milestones.map((m) => m.id) as [number, number, number];
    const send = (milestone_order: unknown) =>
      call(reorder, "PUT", `/api/projects/${project.id}/reorder-milestones/`, {
        session: token,
        params: { id: project.id },
        body: { milestone_order },
      });

    const before = await snapshot(project.id);
    for (const bad of [
      [a, b],
      [a, b, c, foreign.milestones[0]!.id],
      [a, b, b],
      [a, b, foreign.milestones[0]!.id],
      [],
      "a,b,c",
      [a, b, "x"],
    ]) {
      const res = await send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await snapshot(project.id)).toEqual(before);

    const ok = await send([c, a, b]);
    expect(ok.status).toBe(200);
    expect(ok.body.map((m: { title: string; ordering: number }) => [m.title, m.ordering])).toEqual([
      ["c", 0],
      ["a", 1],
      ["b", 2],
    ]);
    expect(
      (await call(list, "GET", base(project.id), { session: token, params: { id: project.id } })).body.map(
        (m: { title: string }) => m.title,
      ),
    ).toEqual(["c", "a", "b"]);
    // New milestones still go to the end.
    expect(
      (await call(add, "POST", base(project.id), { session: token, params: { id: project.id }, body: { title: "d" } }))
        .body.ordering,
    ).toBe(3);
  });

  it("answers 404 for another user's project or milestone, and for a milestone of another project", async () => {
    const owner = await createUserWithSession();
    const intruder = await createUserWithSession();
    const project = await makeProject(owner.user.id, { milestones: [{ title: "secret" }] });
    const mine = await makeProject(intruder.user.id, { milestones: [{ title: "mine" }] });
    const mid = project.milestones[0]!.id;
    const before = await snapshot(project.id);
    const as = { session: intruder.token };
    expect((await call(list, "GET", base(project.id), { ...as, params: { id: project.id } })).status).toBe(404);
    expect(
      (await call(add, "POST", base(project.id), { ...as, params: { id: project.id }, body: { title: "x" } })).status,
    ).toBe(404);
    expect(
      (
        await call(put, "PUT", "/", {
          ...as,
          params: { id: project.id, milestoneId: mid },
          body: { is_completed: true },
        })
      ).status,
    ).toBe(404);
    expect((await call(remove, "DELETE", "/", { ...as, params: { id: project.id, milestoneId: mid } })).status).toBe(
      404,
    );
    expect(
      (await call(reorder, "PUT", "/", { ...as, params: { id: project.id }, body: { milestone_order: [mid] } })).status,
    ).toBe(404);
    // Their own project id with the other user's milestone id: still 404.
    expect(
      (await call(put, "PUT", "/", { ...as, params: { id: mine.id, milestoneId: mid }, body: { is_completed: true } }))
        .status,
    ).toBe(404);
    expect((await call(remove, "DELETE", "/", { ...as, params: { id: mine.id, milestoneId: mid } })).status).toBe(404);
    expect(await snapshot(project.id)).toEqual(before);
  });

  it("keeps a completed project's milestones as they were: toggling them after completion is refused", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id, { milestones: [{ title: "a" }, { title: "b", done: true }] });
    expect(
      (await call(putProject, "PUT", "/", { session: token, params: { id: project.id }, body: { is_completed: true } }))
        .status,
    ).toBe(200);
    const before = await snapshot(project.id);
    const mid = project.milestones[0]!.id;
    const toggled = await call(put, "PUT", "/", {
      session: token,
      params: { id: project.id, milestoneId: mid },
      body: { is_completed: true },
    });
    expect(toggled).toEqual({
      status: 400,
      body: { error: "This project is completed: its milestones can no longer be changed." },
    });
    expect(
      (await call(add, "POST", "/", { session: token, params: { id: project.id }, body: { title: "late" } })).status,
    ).toBe(400);
    expect(
      (await call(remove, "DELETE", "/", { session: token, params: { id: project.id, milestoneId: mid } })).status,
    ).toBe(400);
    expect(await snapshot(project.id)).toEqual(before);
    expect(await progressOf(token, project.id)).toBe(100);
  });
});
