import { PROJECT_IDEA_NOT_FOUND } from "@/lib/domain/projects/messages";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { DETAIL_COLUMNS, EVIDENCE_JOIN, ideaEvidenceFromRow } from "@/lib/server/ideas/evidence";
import { IDEA_COLUMNS, ideaViewFromRow, type IdeaDetails } from "@/lib/server/ideas/view";
import { projectNotFound } from "./access";

/**
 * GET /api/projects/{id}/idea/ (beyond the spec): the idea a project came from, with its evidence,
 * for the link on the project's title. Looked up through the project, by id AND owner, so it only
 * ever answers about the asker's own projects: another user's project is a 404 like a missing one.
 */
export async function projectIdea(userId: number, projectId: number): Promise<IdeaDetails> {
  const rows = await db().$queryRaw<Record<string, unknown>[]>`
    SELECT p.idea_id AS project_idea_id, ${IDEA_COLUMNS}, ${DETAIL_COLUMNS}
      FROM projects p LEFT JOIN ideas i ON i.id = p.idea_id ${EVIDENCE_JOIN}
     WHERE p.id = ${projectId} AND p.user_id = ${userId}`;
  const row = rows[0];
  if (!row) throw projectNotFound();
  // The idea can be gone (deleted ideas leave idea_id null) or never have existed.
  if (row.id == null) throw new ApiError("not_found", PROJECT_IDEA_NOT_FOUND);
  return { ...ideaViewFromRow(row), evidence: ideaEvidenceFromRow(row) };
}
