import { NextResponse } from "next/server";
import { NoteCreateBody, ProjectParams } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import { createNote, listNotes } from "@/lib/server/projects/notes";
import type { NoteView } from "@/lib/server/projects/view";

export type NotesResponse = NoteView[];
export type NoteResponse = NoteView;

/** GET and POST /api/projects/{id}/notes/ (body content; optional client_ref makes the create idempotent). */
export const GET = route(
  { access: "subscriber", params: ProjectParams },
  async ({ params, session }): Promise<NotesResponse> => listNotes(session.user.id, params.id),
);

export const POST = route(
  { access: "subscriber", params: ProjectParams, body: NoteCreateBody },
  async ({ params, body, session }) =>
    NextResponse.json<NoteResponse>(await createNote(session.user.id, params.id, body.content, body.client_ref), {
      status: 201,
    }),
);
