import type { BatchInput } from "./schemas";

/**
 * Unsaved edits of the projects page: notes and completion, saved in one batch
 * 3 s after the last change and by a beacon when the page is left. Pure: the page keeps the
 * state, these functions say how it changes and what the batch body is.
 */
export const BATCH_SAVE_DELAY_MS = 3000;

export interface PendingNote {
  /** 'create' carries the client's id (replaying it updates the same note); 'update' the note's id. */
  action: "create" | "update";
  id: string | number;
  content: string;
}

export interface PendingProject {
  /** When the user confirmed the completion (ISO); shown as the completion date until saved. */
  completedAt?: string;
  note?: PendingNote;
}

export type Pending = Readonly<Record<number, PendingProject>>;

export const EMPTY: Pending = {};

export function isEmpty(pending: Pending): boolean {
  return Object.keys(pending).length === 0;
}

export function withNote(pending: Pending, projectId: number, note: PendingNote): Pending {
  return { ...pending, [projectId]: { ...pending[projectId], note } };
}

export function withCompletion(pending: Pending, projectId: number, at: string): Pending {
  return { ...pending, [projectId]: { ...pending[projectId], completedAt: at } };
}

/** Drops the completions (refused: daily limit), keeping the notes. */
export function withoutCompletions(pending: Pending): Pending {
  const out: Record<number, PendingProject> = {};
  for (const [id, p] of entries(pending)) if (p.note) out[id] = { note: p.note };
  return out;
}

export function withoutProject(pending: Pending, projectId: number): Pending {
  const out: Record<number, PendingProject> = { ...pending };
  delete out[projectId];
  return out;
}

export function toBatchBody(pending: Pending, clientDate: string): BatchInput {
  return {
    client_date: clientDate,
    projects: entries(pending).map(([id, p]) => ({
      id,
      action: "update" as const,
      ...(p.completedAt ? { status: { is_completed: true } } : {}),
      notes: p.note
        ? [
            p.note.action === "create"
              ? { action: "create" as const, id: String(p.note.id), content: p.note.content }
              : { action: "update" as const, id: Number(p.note.id), content: p.note.content },
          ]
        : [],
    })),
  };
}

/** After a successful save of `sent`: what is still unsaved (edits made while the batch was on its way). */
export function settle(current: Pending, sent: Pending): Pending {
  const out: Record<number, PendingProject> = {};
  for (const [id, p] of entries(current)) {
    const was = sent[id];
    const left: PendingProject = {};
    if (p.completedAt && !was?.completedAt) left.completedAt = p.completedAt;
    if (p.note && (!was?.note || was.note.content !== p.note.content)) left.note = p.note;
    if (left.completedAt || left.note) out[id] = left;
  }
  return out;
}

/** The projects whose note this batch carries. */
export function notesIn(pending: Pending): number[] {
  return entries(pending)
    .filter(([, p]) => p.note)
    .map(([id]) => id);
}

/**
 * What the details popup says where the user types: 'saving' from the first unsaved keystroke
 * until the server has the text (the batch goes by itself 3 s after the last one, and a failed one
 * is retried), then 'saved' (the last save of this note succeeded), else nothing yet.
 */
export type NoteSaveStatus = "idle" | "saving" | "saved";

export function noteSaveStatus(pending: Pending, savedNotes: ReadonlySet<number>, projectId: number): NoteSaveStatus {
  if (pending[projectId]?.note) return "saving";
  return savedNotes.has(projectId) ? "saved" : "idle";
}

/** Projects as the page shows them: a pending completion already moved to the completed list at 100%. */
export function overlay<
  P extends {
    id: number;
    status: string;
    is_completed: boolean;
    completed_at: string | null;
    completionDate: string | null;
    progress: number;
  },
>(projects: readonly P[], pending: Pending): P[] {
  return projects.map((p) => {
    const at = pending[p.id]?.completedAt;
    if (!at || p.is_completed) return p;
    return { ...p, status: "completed", is_completed: true, completed_at: at, completionDate: at, progress: 100 };
  });
}

function entries(pending: Pending): [number, PendingProject][] {
  return Object.entries(pending).map(([id, p]) => [Number(id), p]);
}
