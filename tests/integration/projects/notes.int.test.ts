import { describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/projects/[id]/notes/route";
import { DELETE as remove, PUT as put } from "@/app/api/projects/[id]/notes/[noteId]/route";
import { db } from "@/lib/server/db/client";
import { createUserWithSession } from "@/tests/support/factories";
import { call, makeProject, snapshot } from "@/tests/support/projects";

describe("notes", () => {
  it("creates, lists, updates and deletes; markup is stored as the text it is", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    const opts = { session: token, params: { id: project.id } };
    const content = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"`;
    const created = await call(create, "POST", "/", { ...opts, body: { content } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ content, project_id: project.id, client_ref: null });
    const id = created.body.id;
    expect((await call(list, "GET", "/", opts)).body.map((n: { content: string }) => n.content)).toEqual([content]);

    const updated = await call(put, "PUT", "/", {
      session: token,
      params: { id: project.id, noteId: id },
      body: { content: "Revised" },
    });
    expect(updated.body).toMatchObject({ id, content: "Revised" });
    expect(
      (await call(remove, "DELETE", "/", { session: token, params: { id: project.id, noteId: id } })).body,
    ).toEqual({ success: true });
    expect((await call(list, "GET", "/", opts)).body).toEqual([]);
  });

  it("a create with a client id is idempotent: the replay updates the same note", async () => {
    const { token, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    const opts = { session: token, params: { id: project.id } };
    const a = await call(create, "POST", "/", { ...opts, body: { content: "v1", client_ref: "note-abc" } });
    const b = await call(create, "POST", "/", { ...opts, body: { content: "v2", client_ref: "note-abc" } });
    expect(b.body.id).toBe(a.body.id);
    expect(await db().note.findMany({ where: { projectId: project.id }, select: { content: true } })).toEqual([
      { content: "v2" },
    ]);
    expect((await call(create, "POST", "/", { ...opts, body: { content: "x", client_ref: "bad ref!" } })).status).toBe(
      400,
    );
    expect((await call(create, "POST", "/", { ...opts, body: { content: "x".repeat(20_001) } })).status).toBe(400);
  });

  it("answers 404 for another user's project or note, and changes nothing", async () => {
    const owner = await createUserWithSession();
    const intruder = await createUserWithSession();
    const project = await makeProject(owner.user.id);
    const mine = await makeProject(intruder.user.id);
    const note = await db().note.create({ data: { projectId: project.id, content: "private" } });
    const before = await snapshot(project.id);
    const as = { session: intruder.token };
    expect((await call(list, "GET", "/", { ...as, params: { id: project.id } })).status).toBe(404);
    expect(
      (await call(create, "POST", "/", { ...as, params: { id: project.id }, body: { content: "x" } })).status,
    ).toBe(404);
    expect(
      (await call(put, "PUT", "/", { ...as, params: { id: project.id, noteId: note.id }, body: { content: "x" } }))
        .status,
    ).toBe(404);
    expect(
      (await call(put, "PUT", "/", { ...as, params: { id: mine.id, noteId: note.id }, body: { content: "x" } })).status,
    ).toBe(404);
    expect((await call(remove, "DELETE", "/", { ...as, params: { id: mine.id, noteId: note.id } })).status).toBe(404);
    expect(await snapshot(project.id)).toEqual(before);
  });
});
