import { describe, expect, it } from "vitest";
import { BatchBody } from "./schemas";
import {
  EMPTY,
  isEmpty,
  noteSaveStatus,
  notesIn,
  overlay,
  settle,
  toBatchBody,
  withCompletion,
  withNote,
  withoutCompletions,
  withoutProject,
} from "./pending";

const note = (content: string, action: "create" | "update" = "update", id: string | number = 7) => ({
  action,
  id,
  content,
});

describe("pending edits", () => {
  it("collects the latest note and the completion per project", () => {
    let p = withNote(EMPTY, 1, note("a"));
    p = withNote(p, 1, note("ab"));
    p = withCompletion(p, 2, "2026-11-22T10:00:00.000Z");
    expect(p).toEqual({ 1: { note: note("ab") }, 2: { completedAt: "2026-11-22T10:00:00.000Z" } });
    expect(isEmpty(p)).toBe(false);
    expect(isEmpty(withoutProject(withoutProject(p, 1), 2))).toBe(true);
  });

  it("builds the spec's batch body, which the server's schema accepts", () => {
    const p = withCompletion(
      withNote(withNote(EMPTY, 1, note("new", "create", "note-1-x")), 2, note("edit", "update", 9)),
      2,
      "t",
    );
    const body = toBatchBody(p, "2026-11-22");
    expect(body).toEqual({
      client_date: "2026-11-22",
      projects: [
        { id: 1, action: "update", notes: [{ action: "create", id: "note-1-x", content: "new" }] },
        {
          id: 2,
          action: "update",
          status: { is_completed: true },
          notes: [{ action: "update", id: 9, content: "edit" }],
        },
      ],
    });
    expect(BatchBody.safeParse(body).success).toBe(true);
  });

  it("after a save keeps only what changed while the batch was on its way", () => {
    const sent = withCompletion(withNote(EMPTY, 1, note("v1")), 2, "t");
    const now = withNote(withNote(sent, 1, note("v2")), 3, note("other"));
    expect(settle(now, sent)).toEqual({ 1: { note: note("v2") }, 3: { note: note("other") } });
    expect(settle(sent, sent)).toEqual({});
  });

  it("drops refused completions but keeps the notes", () => {
    const p = withCompletion(withNote(withCompletion(EMPTY, 1, "t"), 2, note("x")), 2, "t");
    expect(withoutCompletions(p)).toEqual({ 2: { note: note("x") } });
  });

  it("shows a pending completion as completed today at 100%", () => {
    const projects = [
      { id: 1, status: "active", is_completed: false, completed_at: null, completionDate: null, progress: 20 },
      { id: 2, status: "active", is_completed: false, completed_at: null, completionDate: null, progress: 0 },
    ];
    const shown = overlay(projects, withCompletion(EMPTY, 1, "2026-11-22T10:00:00.000Z"));
    expect(shown[0]).toEqual({
      id: 1,
      status: "completed",
      is_completed: true,
      completed_at: "2026-11-22T10:00:00.000Z",
      completionDate: "2026-11-22T10:00:00.000Z",
      progress: 100,
    });
    expect(shown[1]).toBe(projects[1]);
  });
});

describe("the notes' save status in the details popup", () => {
  it("is 'saving' from the first unsaved keystroke until the server has the text, then 'saved'", () => {
    const typed = withNote(EMPTY, 1, note("draft"));
    expect(noteSaveStatus(EMPTY, new Set(), 1)).toBe("idle");
    expect(noteSaveStatus(typed, new Set(), 1)).toBe("saving");
    // Saved once, typing again: saving until that text is saved too.
    expect(noteSaveStatus(typed, new Set([1]), 1)).toBe("saving");
    expect(noteSaveStatus(settle(typed, typed), new Set([1]), 1)).toBe("saved");
    // Another project's note says nothing about this one.
    expect(noteSaveStatus(withNote(EMPTY, 2, note("x")), new Set([2]), 1)).toBe("idle");
  });

  it("knows which projects a batch carries notes for", () => {
    expect(notesIn(withCompletion(withNote(EMPTY, 3, note("n")), 4, "t"))).toEqual([3]);
  });
});
