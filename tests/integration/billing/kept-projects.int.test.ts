import { describe, expect, it } from "vitest";
import { GET as exportProject } from "@/app/api/projects/[id]/export/route";
import { DELETE as deleteProject, PUT as updateProject } from "@/app/api/projects/[id]/route";
import { POST as addMilestone } from "@/app/api/projects/[id]/milestones/route";
import { createSession } from "@/lib/server/auth/sessions";
import { keptProjects } from "@/lib/server/billing/reactivation";
import { db } from "@/lib/server/db/client";
import { createUser } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * As a canceled user meets it: /subscription-canceled says the projects are kept. The user sees
 * them (read-only) and downloads each as Markdown; every change is still refused by the server
 * until a plan is active again, and nobody else's project is ever exported.
 */
async function canceledWithProject() {
  const user = await createUser({
    tier: "starter",
    status: "canceled",
    currentPeriodEnd: new Date(Date.now() - 86_400_000),
  });
  const project = await db().project.create({
    data: {
      userId: user.id,
      title: "Harbour tide logbook",
      description: "Tide notes for small harbours",
      milestones: { create: [{ title: "Interview five harbour masters", position: 0, isCompleted: true }] },
    },
  });
  return { user, project, token: (await createSession(user.id)).token };
}
const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

describe("a canceled user's kept projects", () => {
  it("are listed read-only for the reactivation page, with their milestones and progress", async () => {
    const { user, project } = await canceledWithProject();
    expect(await keptProjects(user.id)).toEqual([
      expect.objectContaining({
        id: project.id,
        title: "Harbour tide logbook",
        status: "active",
        progress: 100,
        milestones: [expect.objectContaining({ title: "Interview five harbour masters", is_completed: true })],
      }),
    ]);
  });

  it("download as Markdown", async () => {
    const { project, token } = await canceledWithProject();
    const res = await exportProject(
      jsonRequest("GET", `/api/projects/${project.id}/export/`, undefined, { session: token }),
      params(project.id),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/markdown");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.md"$/);
    const markdown = await res.text();
    expect(markdown).toContain("Harbour tide logbook");
    expect(markdown).toContain("Interview five harbour masters");
  });

  it("cannot be changed: the server refuses every write until a plan is active again", async () => {
    const { project, token } = await canceledWithProject();
    const complete = await updateProject(
      jsonRequest("PUT", `/api/projects/${project.id}/`, { is_completed: true }, { session: token }),
      params(project.id),
    );
    expect(complete.status).toBe(403);
    const milestone = await addMilestone(
      jsonRequest("POST", `/api/projects/${project.id}/milestones/`, { title: "Sneaky" }, { session: token }),
      params(project.id),
    );
    expect(milestone.status).toBe(403);
    const removed = await deleteProject(
      jsonRequest("DELETE", `/api/projects/${project.id}/`, undefined, { session: token }),
      params(project.id),
    );
    expect(removed.status).toBe(403);
    expect(await db().project.findUniqueOrThrow({ where: { id: project.id } })).toMatchObject({ status: "active" });
    expect(await db().milestone.count({ where: { projectId: project.id } })).toBe(1);
  });

  it("are the owner's alone: another canceled user's export of them is a 404", async () => {
    const { project } = await canceledWithProject();
    const other = await canceledWithProject();
    const res = await exportProject(
      jsonRequest("GET", `/api/projects/${project.id}/export/`, undefined, { session: other.token }),
      params(project.id),
    );
    expect(res.status).toBe(404);
  });
});
