import type { BatchInput } from "@/lib/domain/projects/schemas";
import { usageDay } from "@/lib/domain/usage/day";
import { db } from "@/lib/server/db/client";
import { claimUsageDay } from "@/lib/server/usage/day";
import { lockOwnedProject } from "./access";
import { setCompletion } from "./completion";
import { createNoteIn, updateNoteIn } from "./notes";
import { projectsByIds } from "./queries";
import type { ProjectView } from "./view";

/**
 * batch-update and beacon-update: every project update and note create/update of
 * the body in ONE transaction, all or nothing: a foreign project or note (404), a second
 * completion the same day (400, daily_limit_reached; the day claimed before, usage/day.ts), a note
 * past the project's cap (400, caps.ts) or any other failure rolls everything back.
 * Replaying a batch gives the same result: note creates carry a client id (client_ref), updates
 * write the same content, and completing a completed project is a no-op.
 * Projects are locked in id order, so two batches touching the same projects cannot deadlock;
 * within a project, notes are written before its completion.
 */
export interface BatchResult {
  success: true;
  projects: ProjectView[];
}

export async function applyBatch(userId: number, input: BatchInput): Promise<BatchResult> {
  const { day } = await claimUsageDay(userId, usageDay(input.client_date));
  const items = [...input.projects].sort((a, b) => a.id - b.id);
  await db().$transaction(
    async (tx) => {
      for (const item of items) {
        const project = await lockOwnedProject(tx, userId, item.id);
        for (const note of item.notes) {
          if (note.action === "create") await createNoteIn(tx, project, note.content, note.id);
          else await updateNoteIn(tx, item.id, note.id, note.content);
        }
        if (item.status) await setCompletion(tx, userId, item.id, item.status.is_completed, day);
        if (item.notes.length) await tx.project.update({ where: { id: item.id }, data: { updatedAt: new Date() } });
      }
    },
    { timeout: 15_000 },
  );
  return { success: true, projects: await projectsByIds(userId, [...new Set(items.map((i) => i.id))]) };
}
