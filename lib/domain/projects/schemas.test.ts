import { describe, expect, it } from "vitest";
import { BatchBody, MilestoneCreateBody, ProjectParams, ReorderBody } from "./schemas";

describe("Projects schemas", () => {
  it("trims milestone titles and refuses empty or over-long ones", () => {
    expect(MilestoneCreateBody.parse({ title: "  Ship it " })).toEqual({ title: "Ship it" });
    expect(MilestoneCreateBody.safeParse({ title: "   " }).error?.issues[0]?.message).toBe(
      "Milestone title is required",
    );
    expect(MilestoneCreateBody.safeParse({ title: "x".repeat(1001) }).error?.issues[0]?.message).toBe(
      "Milestone title cannot exceed 1000 characters",
    );
  });

  it("takes ids as numbers or digit strings only", () => {
    expect(ProjectParams.parse({ id: "12" })).toEqual({ id: 12 });
    for (const id of ["abc", "1.5", "-3", "0", "99999999999", true])
      expect(ProjectParams.safeParse({ id }).success, String(id)).toBe(false);
    expect(ReorderBody.safeParse({ milestone_order: [1, "2"] }).data).toEqual({ milestone_order: [1, 2] });
    expect(ReorderBody.safeParse({ milestone_order: "1,2" }).success).toBe(false);
  });

  it("reads the batch body of the spec, with defaults", () => {
    const parsed = BatchBody.parse({
      projects: [
        { id: 3, status: { is_completed: true } },
        { id: "4", notes: [{ id: 1700000000000, action: "create", content: "x" }] },
      ],
      csrf_token: "t",
    });
    expect(parsed).toEqual({
      projects: [
        { id: 3, action: "update", status: { is_completed: true }, notes: [] },
        { id: 4, action: "update", notes: [{ id: "1700000000000", action: "create", content: "x" }] },
      ],
    });
    expect(
      BatchBody.safeParse({ projects: [{ id: 3, notes: [{ id: "x", action: "update", content: "" }] }] }).success,
    ).toBe(false);
    expect(BatchBody.safeParse({ projects: [{ id: 3, action: "delete" }] }).success).toBe(false);
  });

  it("says a batch is too long, not that it is no list", () => {
    const projects = Array.from({ length: 101 }, (_, i) => ({ id: i + 1 }));
    expect(BatchBody.safeParse({ projects }).error?.issues[0]?.message).toBe(
      "At most 100 projects can be saved at once.",
    );
    expect(BatchBody.safeParse({ projects: "3" }).error?.issues[0]?.message).toBe("projects must be a list");
  });
});
