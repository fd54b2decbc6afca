import { db, type Tx } from "@/lib/server/db/client";
import { lockOwnedProject, noteNotFound, projectNotFound, type LockedProject } from "./access";
import { assertRoomForNote } from "./caps";
import { noteView, type NoteView } from "./view";

/**
 * Notes of the user's own projects. Content is stored as the user typed it (the page renders it
 * as text, never as HTML). A create carrying a client id (client_ref) is idempotent: replaying it
 * updates the same note rather than adding another, so a retried batch or beacon is harmless.
 * A project holds at most MAX_NOTES_PER_PROJECT notes (caps.ts).
 */
export async function listNotes(userId: number, projectId: number): Promise<NoteView[]> {
  const project = await db().project.findFirst({
    where: { id: projectId, userId },
    select: { notes: { orderBy: { id: "asc" } } },
  });
  if (!project) throw projectNotFound();
  return project.notes.map(noteView);
}

export async function createNote(
  userId: number,
  projectId: number,
  content: string,
  clientRef?: string,
): Promise<NoteView> {
  return db().$transaction(async (tx) => {
    const project = await lockOwnedProject(tx, userId, projectId);
    return noteView(await createNoteIn(tx, project, content, clientRef));
  });
}

/** Adds a note to a project this transaction has locked (lockOwnedProject). */
export async function createNoteIn(tx: Tx, project: LockedProject, content: string, clientRef?: string) {
  await assertRoomForNote(tx, project, clientRef);
  const projectId = project.id;
  if (!clientRef) return tx.note.create({ data: { projectId, content } });
  const rows = await tx.$queryRaw<{ id: number }[]>`INSERT INTO notes (project_id, client_ref, content, updated_at)
    VALUES (${projectId}, ${clientRef}, ${content}, now())
    ON CONFLICT (project_id, client_ref) DO UPDATE SET content = EXCLUDED.content, updated_at = now()
    RETURNING id`;
  return tx.note.findUniqueOrThrow({ where: { id: rows[0]!.id } });
}

export async function updateNoteIn(tx: Tx, projectId: number, noteId: number, content: string) {
  const { count } = await tx.note.updateMany({ where: { id: noteId, projectId }, data: { content } });
  if (count !== 1) throw noteNotFound();
  return tx.note.findUniqueOrThrow({ where: { id: noteId } });
}

export async function updateNote(
  userId: number,
  projectId: number,
  noteId: number,
  content: string,
): Promise<NoteView> {
  return db().$transaction(async (tx) => {
    await lockOwnedProject(tx, userId, projectId);
    return noteView(await updateNoteIn(tx, projectId, noteId, content));
  });
}

export async function deleteNote(userId: number, projectId: number, noteId: number): Promise<{ success: true }> {
  await db().$transaction(async (tx) => {
    await lockOwnedProject(tx, userId, projectId);
    const { count } = await tx.note.deleteMany({ where: { id: noteId, projectId } });
    if (count !== 1) throw noteNotFound();
  });
  return { success: true };
}
