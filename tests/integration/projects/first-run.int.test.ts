import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import ProjectsRoute from "@/app/(app)/projects/page";
import { POST as claim } from "@/app/api/ideas/claim/route";
import { DELETE as deleteProject } from "@/app/api/projects/[id]/route";
import { db } from "@/lib/server/db/client";
import { showThroughSearch } from "@/tests/support/ideas";
import { createUserWithSession } from "@/tests/support/factories";
import { enterPage, renderPage } from "@/tests/support/pages";
import { jsonRequest } from "@/tests/support/requests";
import { newIdea } from "@/tests/support/projects";

vi.mock("next/headers", async () => (await import("@/tests/support/pages")).nextHeaders);

/**
 * /projects greets a user who never had a project with the first-run welcome,
 * not an empty list; once they have had one, even deleted since, an empty list is the usual
 * empty state. The page asks the server (users.has_started_project, set by every project insert).
 */
async function firstRunOf(session: string): Promise<boolean> {
  enterPage("/projects", session);
  const page = await renderPage(async () => (await ProjectsRoute()) as ReactElement<{ firstRun: boolean }>);
  expect(page.redirect).toBeNull();
  return page.rendered!.props.firstRun;
}

describe("the first run of /projects", () => {
  it("is a new user's until their first project, and stays over once that project is deleted", async () => {
    const { token, user } = await createUserWithSession({ tier: "starter" });
    expect(await firstRunOf(token)).toBe(true);

    const idea = await newIdea();
    await showThroughSearch(token, [idea.id]);
    const claimed = await claim(jsonRequest("POST", "/api/ideas/claim", { id: idea.id }, { session: token }));
    const { project_id } = (await claimed.json()) as { project_id: number };
    expect(await firstRunOf(token)).toBe(false);

    const deleted = await deleteProject(
      jsonRequest("DELETE", `/api/projects/${project_id}/`, undefined, { session: token }),
      { params: Promise.resolve({ id: String(project_id) }) },
    );
    expect(deleted.status).toBe(200);
    expect(await db().project.count({ where: { userId: user.id } })).toBe(0);
    expect(await firstRunOf(token)).toBe(false);
  });

  it("is over for a user whose project was made any other way (the demo seed, an import)", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    await db().project.create({ data: { userId: user.id, title: "Seeded" } });
    expect(await firstRunOf(token)).toBe(false);
  });
});
