import { describe, expect, it } from "vitest";
import { DELETE as deleteProject, PUT as updateProject } from "@/app/api/projects/[id]/route";
import { db } from "@/lib/server/db/client";
import { createUserWithSession } from "@/tests/support/factories";
import { call } from "@/tests/support/projects";

describe("one completion a day", () => {
  it("is not handed back by deleting the completed project", async () => {
    const { token, user } = await createUserWithSession({ tier: "pro" });
    const [a, b] = await Promise.all(
      [1, 2].map((n) => db().project.create({ data: { userId: user.id, title: `p${n}` } })),
    );
    const complete = (id: number) =>
      call(updateProject, "PUT", `/api/projects/${id}/`, {
        session: token,
        params: { id },
        body: { is_completed: true },
      });
    expect((await complete(a!.id)).status).toBe(200);
    expect(
      (await call(deleteProject, "DELETE", `/api/projects/${a!.id}/`, { session: token, params: { id: a!.id } }))
        .status,
    ).toBeLessThan(300);
    const second = await complete(b!.id);
    expect(second.status).toBe(400);
    expect(second.body.daily_limit_reached).toBe(true);
  });
});
