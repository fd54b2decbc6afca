import { NoteParams, NoteUpdateBody } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import { deleteNote, updateNote } from "@/lib/server/projects/notes";
import type { NoteView } from "@/lib/server/projects/view";

export type NoteResponse = NoteView;

/** PUT (content) and DELETE one note. */
export const PUT = route(
  { access: "subscriber", params: NoteParams, body: NoteUpdateBody },
  async ({ params, body, session }): Promise<NoteResponse> =>
    updateNote(session.user.id, params.id, params.noteId, body.content),
);

export const DELETE = route({ access: "subscriber", params: NoteParams }, async ({ params, session }) =>
  deleteNote(session.user.id, params.id, params.noteId),
);
