import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as addMilestone } from "@/app/api/projects/[id]/milestones/route";
import { POST as addNote } from "@/app/api/projects/[id]/notes/route";
import { POST as batch } from "@/app/api/projects/batch-update/route";
import { POST as beacon } from "@/app/api/projects/beacon-update/route";
import { MAX_MILESTONES_PER_PROJECT, MAX_NOTES_PER_PROJECT } from "@/lib/domain/projects/limits";
import { db } from "@/lib/server/db/client";
import { createUserWithSession } from "@/tests/support/factories";
import { CSRF, ORIGIN } from "@/tests/support/requests";
import { call, makeProject, snapshot } from "@/tests/support/projects";

/**
 * The attack of unbounded growth: milestones and notes added without end (one project list reached
 * 2.7 MB). Every path that adds them stops at the cap, also under parallel requests.
 */
const MILESTONES_FULL = `A project can have at most ${MAX_MILESTONES_PER_PROJECT} milestones.`;
const NOTES_FULL = `A project can have at most ${MAX_NOTES_PER_PROJECT} notes.`;

async function projectWith(userId: number, counts: { milestones?: number; notes?: number }) {
  const project = await makeProject(userId);
  await db().milestone.createMany({
    data: Array.from({ length: counts.milestones ?? 0 }, (_, i) => ({
      projectId: project.id,
      title: `m${i}`,
      position: i,
    })),
  });
  await db().note.createMany({
    data: Array.from({ length: counts.notes ?? 0 }, (_, i) => ({ projectId: project.id, content: `n${i}` })),
  });
  return project;
}

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

function beaconRequest(token: string, body: unknown) {
  const headers = new Headers({
    "content-type": "text/plain;charset=UTF-8",
    cookie: `csrftoken=${CSRF}; sessionid=${token}`,
    origin: ORIGIN,
  });
  return new NextRequest(`${ORIGIN}/api/projects/beacon-update/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...(body as object), csrf_token: CSRF }),
  });
}

describe("milestones per project", () => {
  it("30 parallel adds at the cap minus one leave exactly the cap; the others get a 400 that says why", async () => {
    const { token, user } = await createUserWithSession();
    const project = await projectWith(user.id, { milestones: MAX_MILESTONES_PER_PROJECT - 1 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(addMilestone, "POST", `/api/projects/${project.id}/milestones/`, {
          session: token,
          params: { id: project.id },
          body: { title: `extra ${i}` },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([201, ...Array(29).fill(400)]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({ error: MILESTONES_FULL });
    expect(await db().milestone.count({ where: { projectId: project.id } })).toBe(MAX_MILESTONES_PER_PROJECT);
  });
});

describe("notes per project", () => {
  const add = (token: string, id: number, body: object) =>
    call(addNote, "POST", `/api/projects/${id}/notes/`, { session: token, params: { id }, body });

  it("30 parallel adds at the cap minus one leave exactly the cap; the others get a 400 that says why", async () => {
    const { token, user } = await createUserWithSession();
    const project = await projectWith(user.id, { notes: MAX_NOTES_PER_PROJECT - 1 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        add(token, project.id, { content: `extra ${i}`, ...(i % 2 ? { client_ref: `ref-${i}` } : {}) }),
      ),
    );
    expect(statuses(answers)).toEqual([201, ...Array(29).fill(400)]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({ error: NOTES_FULL });
    expect(await db().note.count({ where: { projectId: project.id } })).toBe(MAX_NOTES_PER_PROJECT);
  });

  it("at the cap, replaying a create with its client id still updates that note (it adds nothing)", async () => {
    const { token, user } = await createUserWithSession();
    const project = await projectWith(user.id, { notes: MAX_NOTES_PER_PROJECT - 1 });
    expect((await add(token, project.id, { content: "v1", client_ref: "last" })).status).toBe(201);
    const replay = await add(token, project.id, { content: "v2", client_ref: "last" });
    expect(replay.status).toBe(201);
    expect(replay.body.content).toBe("v2");
    expect(await db().note.count({ where: { projectId: project.id } })).toBe(MAX_NOTES_PER_PROJECT);
  });

  it("30 parallel batch-update and beacon-update creates at the cap minus one leave exactly the cap", async () => {
    const { token, user } = await createUserWithSession();
    const project = await projectWith(user.id, { notes: MAX_NOTES_PER_PROJECT - 1 });
    const body = (i: number) => ({
      projects: [{ id: project.id, notes: [{ id: `b-${i}`, action: "create", content: `batched ${i}` }] }],
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) =>
        i % 2
          ? call(batch, "POST", "/api/projects/batch-update/", { session: token, body: body(i) })
          : { status: (await beacon(beaconRequest(token, body(i)))).status },
      ),
    );
    expect(statuses(answers)).toEqual([200, ...Array(29).fill(400)]);
    expect(await db().note.count({ where: { projectId: project.id } })).toBe(MAX_NOTES_PER_PROJECT);
  });

  it("a batch that would pass the cap is refused with 400 and applies nothing (its completion and other notes included)", async () => {
    const { token, user } = await createUserWithSession();
    const other = await makeProject(user.id);
    const project = await projectWith(user.id, { notes: MAX_NOTES_PER_PROJECT - 2 });
    const existing = await db().note.findFirstOrThrow({ where: { projectId: project.id } });
    const [beforeOther, beforeProject] = [await snapshot(other.id), await snapshot(project.id)];
    const res = await call(batch, "POST", "/api/projects/batch-update/", {
      session: token,
      body: {
        projects: [
          { id: other.id, notes: [{ id: "o-1", action: "create", content: "elsewhere" }] },
          {
            id: project.id,
            status: { is_completed: true },
            notes: [
              { id: existing.id, action: "update", content: "changed" },
              ...[1, 2, 3].map((i) => ({ id: `c-${i}`, action: "create", content: `new ${i}` })),
            ],
          },
        ],
      },
    });
    expect(res).toEqual({ status: 400, body: { error: NOTES_FULL } });
    expect(await snapshot(other.id)).toEqual(beforeOther);
    expect(await snapshot(project.id)).toEqual(beforeProject);
    expect(await db().projectCompletion.count({ where: { userId: user.id } })).toBe(0);
  });
});
