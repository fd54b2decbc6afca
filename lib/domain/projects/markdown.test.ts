import { describe, expect, it } from "vitest";
import { exportFileName, projectMarkdown } from "./markdown";

describe("projectMarkdown", () => {
  it("lists the milestones (open first), the notes and the idea's analysis", () => {
    const md = projectMarkdown({
      title: "Lockers\n# injected",
      description: "Parcel lockers for suburbs.",
      status: "active",
      progress: 50,
      startDate: "2026-11-01T10:00:00.000Z",
      completionDate: null,
      milestones: [
        {
          id: 1,
          title: "Interview couriers",
          is_completed: true,
          ordering: 0,
          completion_date: "2026-11-02T10:00:00.000Z",
        },
        { id: 2, title: "Prototype", is_completed: false, ordering: 1, completion_date: null },
      ],
      notes: [
        { content: "First findings", updated_at: "" },
        { content: "  ", updated_at: "" },
      ],
      idea: { summary: "Parcel lockers", details: "Details", analysis: "Strong demand.", category: "Work" },
    });
    expect(md).toContain("# Lockers # injected\n");
    expect(md).toContain("- Progress: 50%\n- Started: 2026-11-01\n");
    expect(md).toContain("- [ ] Prototype\n- [x] Interview couriers (done 2026-11-02)\n");
    expect(md).toContain("## Notes\n\nFirst findings\n");
    expect(md).toContain("### Analysis\n\nStrong demand.\n");
  });

  it("a completed project: its completion date and its milestones as they were, none named next", () => {
    const md = projectMarkdown({
      title: "Garden share",
      description: "Lend a plot.",
      status: "completed",
      progress: 100,
      startDate: "2026-10-01T10:00:00.000Z",
      completionDate: "2026-11-03T10:00:00.000Z",
      milestones: [
        { id: 1, title: "Find plots", is_completed: true, ordering: 0, completion_date: "2026-10-09T10:00:00.000Z" },
        { id: 2, title: "Sign owners", is_completed: false, ordering: 1, completion_date: null },
      ],
      notes: [],
      idea: null,
    });
    expect(md).toContain("- Status: Completed\n- Progress: 100%\n- Started: 2026-10-01\n- Completed: 2026-11-03\n");
    expect(md).toContain(
      "## Milestones when completed\n\n- [ ] Sign owners (not done)\n- [x] Find plots (done 2026-10-09)\n",
    );
    expect(md).not.toMatch(/next milestone/i);
  });

  it("says so when there is nothing yet", () => {
    const md = projectMarkdown({
      title: "T",
      description: "D",
      status: "completed",
      progress: 100,
      startDate: "2026-11-01T00:00:00Z",
      completionDate: "2026-11-05T00:00:00Z",
      milestones: [],
      notes: [],
      idea: null,
    });
    expect(md).toContain("- Completed: 2026-11-05");
    expect(md).toContain("No milestones set");
    expect(md).toContain("No notes yet.");
    expect(md).not.toContain("## The idea");
  });
});

describe("exportFileName", () => {
  it("makes a safe file name", () => {
    expect(exportFileName('My "Great" App / v2', 12)).toBe("my-great-app-v2-12.md");
    expect(exportFileName("???", 3)).toBe("project-3.md");
  });
});
