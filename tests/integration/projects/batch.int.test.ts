import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as batch } from "@/app/api/projects/batch-update/route";
import { POST as beacon } from "@/app/api/projects/beacon-update/route";
import { db } from "@/lib/server/db/client";
import { createUserWithSession } from "@/tests/support/factories";
import { CSRF, ORIGIN } from "@/tests/support/requests";
import { call, makeProject, snapshot } from "@/tests/support/projects";

const DAILY = "To prevent abuse, we limit project completions to one per day. Please try again tomorrow.";
const send = (token: string, body: unknown) =>
  call(batch, "POST", "/api/projects/batch-update/", { session: token, body });

/** What navigator.sendBeacon sends: text/plain, cookies, an Origin, and no X-CSRFToken header. */
function beaconRequest(token: string, body: unknown, { origin = ORIGIN }: { origin?: string } = {}) {
  const headers = new Headers({
    "content-type": "text/plain;charset=UTF-8",
    cookie: `csrftoken=${CSRF}; sessionid=${token}`,
    origin,
  });
  return new NextRequest(`${ORIGIN}/api/projects/beacon-update/`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

describe("POST /api/projects/batch-update/", () => {
  it("applies completion and note creates/updates together", async () => {
    const { token, user } = await createUserWithSession();
    const [a, b] = [await makeProject(user.id), await makeProject(user.id)];
    const existing = await db().note.create({ data: { projectId: a.id, content: "old" } });
    const res = await send(token, {
      projects: [
        {
          id: a.id,
          action: "update",
          notes: [
            { id: existing.id, action: "update", content: "new" },
            { id: "tmp-1", action: "create", content: "second" },
          ],
        },
        {
          id: b.id,
          action: "update",
          status: { is_completed: true },
          notes: [{ id: "tmp-2", action: "create", content: "wrap-up" }],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const byId = new Map(res.body.projects.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(a.id)).toMatchObject({
      status: "active",
      notes: [{ content: "new" }, { content: "second", client_ref: "tmp-1" }],
    });
    expect(byId.get(b.id)).toMatchObject({ status: "completed", progress: 100, notes: [{ content: "wrap-up" }] });
  });

  it("is all or nothing: a foreign project or note in the batch rejects everything", async () => {
    const { token, user } = await createUserWithSession();
    const other = await createUserWithSession();
    const mine = await makeProject(user.id);
    const theirs = await makeProject(other.user.id);
    const theirNote = await db().note.create({ data: { projectId: theirs.id, content: "theirs" } });
    const [mineBefore, theirsBefore] = [await snapshot(mine.id), await snapshot(theirs.id)];

    const foreignProject = await send(token, {
      projects: [
        { id: mine.id, status: { is_completed: true }, notes: [{ id: "n1", action: "create", content: "x" }] },
        { id: theirs.id, notes: [{ id: "n2", action: "create", content: "pwned" }] },
      ],
    });
    expect(foreignProject.status).toBe(404);
    const foreignNote = await send(token, {
      projects: [
        {
          id: mine.id,
          notes: [
            { id: "n3", action: "create", content: "x" },
            { id: theirNote.id, action: "update", content: "pwned" },
          ],
        },
      ],
    });
    expect(foreignNote.status).toBe(404);
    expect(await snapshot(mine.id)).toEqual(mineBefore);
    expect(await snapshot(theirs.id)).toEqual(theirsBefore);
    expect(await db().projectCompletion.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a second completion the same day rejects the whole batch with daily_limit_reached", async () => {
    const { token, user } = await createUserWithSession();
    const [a, b] = [await makeProject(user.id), await makeProject(user.id)];
    expect((await send(token, { projects: [{ id: a.id, status: { is_completed: true } }] })).status).toBe(200);
    const before = await snapshot(b.id);
    const res = await send(token, {
      projects: [
        {
          id: b.id,
          status: { is_completed: true },
          notes: [{ id: "n", action: "create", content: "lost with the batch" }],
        },
      ],
    });
    expect(res).toEqual({ status: 400, body: { error: DAILY, daily_limit_reached: true } });
    expect(await snapshot(b.id)).toEqual(before);
  });

  it("gives the same result when replayed", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    const body = {
      projects: [
        {
          id: project.id,
          action: "update",
          status: { is_completed: true },
          notes: [{ id: "c-123", action: "create", content: "Notes <b>bold</b>" }],
        },
      ],
    };
    const first = await send(token, body);
    const second = await send(token, body);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.projects[0].notes).toEqual(
      first.body.projects[0].notes.map((n: object) => ({ ...n, updated_at: expect.any(String) })),
    );
    expect(await db().note.count({ where: { projectId: project.id } })).toBe(1);
    expect(await db().projectCompletion.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses malformed input with 400 and an empty list is a no-op", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    for (const body of [
      {},
      { projects: "x" },
      { projects: [{ id: "abc" }] },
      { projects: [{ id: project.id, notes: [{ id: 1, action: "delete", content: "" }] }] },
    ]) {
      expect((await send(token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await send(token, { projects: [] })).toEqual({ status: 200, body: { success: true, projects: [] } });
  });
});

describe("POST /api/projects/beacon-update/", () => {
  const body = (id: number, csrf_token?: string) => ({
    csrf_token,
    projects: [{ id, action: "update", notes: [{ id: "beacon-1", action: "create", content: "left in a hurry" }] }],
  });

  it("accepts text/plain with the CSRF token in the body, and a replay changes nothing more", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    const first = await beacon(beaconRequest(token, body(project.id, CSRF)));
    expect(first.status).toBe(200);
    expect((await beacon(beaconRequest(token, body(project.id, CSRF)))).status).toBe(200);
    expect(
      await db().note.findMany({ where: { projectId: project.id }, select: { content: true, clientRef: true } }),
    ).toEqual([{ content: "left in a hurry", clientRef: "beacon-1" }]);
  });

  it("answers 403 without the token, with a wrong one, or from a foreign origin, and saves nothing", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    for (const req of [
      beaconRequest(token, body(project.id)),
      beaconRequest(token, body(project.id, "w".repeat(43))),
      beaconRequest(token, body(project.id, CSRF), { origin: "https://evil.example" }),
    ]) {
      const res = await beacon(req);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: "CSRF token missing or incorrect." });
    }
    expect(await db().note.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("keeps batch-update strict: a token in the body does not replace the header there", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    const res = await call(batch, "POST", "/api/projects/batch-update/", {
      session: token,
      csrf: false,
      body: body(project.id, CSRF),
    });
    expect(res.status).toBe(403);
  });
});
