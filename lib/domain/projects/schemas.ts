import { z } from "zod";
import { idField } from "@/lib/domain/validation/id";
import { MAX_BATCH_NOTES_PER_PROJECT, MAX_BATCH_PROJECTS, MILESTONE_TITLE_MAX, NOTE_CONTENT_MAX } from "./limits";
import { MILESTONE_TITLE_REQUIRED, MILESTONE_TITLE_TOO_LONG, NOTE_TOO_LONG } from "./messages";

/**
 * One zod schema per Projects input, shared by the route handlers and the page.
 * Ids may come as numbers or digit strings (idField); anything else is a 400 with a clear message.
 */
export { MILESTONE_TITLE_MAX, NOTE_CONTENT_MAX };

export const ProjectParams = z.object({ id: idField() });
export const MilestoneParams = z.object({ id: idField(), milestoneId: idField("milestoneId") });
export const NoteParams = z.object({ id: idField(), noteId: idField("noteId") });

export const MilestoneTitle = z
  .string({ error: MILESTONE_TITLE_REQUIRED })
  .trim()
  .min(1, MILESTONE_TITLE_REQUIRED)
  .max(MILESTONE_TITLE_MAX, MILESTONE_TITLE_TOO_LONG);

const ClientDate = z.string().max(20).optional();

export const MilestoneCreateBody = z.object({ title: MilestoneTitle, is_completed: z.boolean().optional() });

/** `completion_date` is accepted for the spec's payload but the server sets it: now on completion, null on uncheck. */
export const MilestoneUpdateBody = z.object({
  title: MilestoneTitle.optional(),
  is_completed: z.boolean().optional(),
  completed: z.boolean().optional(),
  completion_date: z.string().max(40).nullable().optional(),
});

export const ReorderBody = z.object({
  milestone_order: z
    .array(idField("milestone_order item"), { error: "milestone_order must be a list of milestone ids" })
    .max(1000),
});

export const NoteContent = z.string({ error: "content must be text" }).max(NOTE_CONTENT_MAX, NOTE_TOO_LONG);
/** A client-made note id: replaying the same create updates the same note instead of adding one. */
export const ClientRef = z.preprocess(
  (value) => (typeof value === "number" && Number.isFinite(value) ? String(value) : value),
  z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, "client note id must be 1 to 64 letters, digits or - _ . :"),
);

export const NoteCreateBody = z.object({ content: NoteContent, client_ref: ClientRef.optional() });
export const NoteUpdateBody = z.object({ content: NoteContent });

export const ProjectUpdateBody = z.object({ is_completed: z.boolean().optional(), client_date: ClientDate });

const BatchNote = z.discriminatedUnion("action", [
  z.object({ action: z.literal("create"), id: ClientRef, content: NoteContent }),
  z.object({ action: z.literal("update"), id: idField("note id"), content: NoteContent }),
]);

const BatchProject = z.object({
  id: idField("project id"),
  action: z.literal("update").default("update"),
  status: z.object({ is_completed: z.boolean() }).optional(),
  notes: z.array(BatchNote).max(MAX_BATCH_NOTES_PER_PROJECT).default([]),
});

/** batch-update and beacon-update: `{ projects: [{ id, action, status: { is_completed }, notes: [...] }], client_date }`. */
export const BatchBody = z.object({
  projects: z
    .array(BatchProject, { error: "projects must be a list" })
    .max(MAX_BATCH_PROJECTS, `At most ${MAX_BATCH_PROJECTS} projects can be saved at once.`),
  client_date: ClientDate,
});

export type MilestoneUpdateInput = z.infer<typeof MilestoneUpdateBody>;
export type BatchInput = z.infer<typeof BatchBody>;
export type BatchProjectInput = BatchInput["projects"][number];
export type BatchNoteInput = BatchProjectInput["notes"][number];
