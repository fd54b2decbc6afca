import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors";
import type { DbClient } from "@/lib/server/db/client";
import { DETAIL_COLUMNS, EVIDENCE_JOIN, ideaEvidenceFromRow, SUMMARY_COLUMNS } from "./evidence";
import { IDEA_COLUMNS, ideaViewFromRow, type IdeaDetails, type IdeaView } from "./view";

/**
 * Who may read an idea in full (and claim it): only a user it was shown to through a paid path, or
 * whose own project it is. The paid paths record what they show in idea_views, in the same
 * statement as their charge: a board shuffle (kind 'board', the ideas it returned) and a Deep
 * Search page (kind 'search', the ideas charged for or viewed again for free that day). A showing
 * counts on every later day too, so a page once paid for stays readable. Lifetime follows the same
 * rule. Any other idea answers exactly like a missing one, so probing ids reveals nothing.
 *
 * An unpublished idea (ideas:remove took its posts, or the pipeline found its evidence gone) is
 * gone for everyone who has not claimed it, whatever they were shown before; to a user whose project
 * it is, it keeps only the project's own fields (the title and description copied at the claim, the
 * scores): no analysis, complaint, evidence or quote, which came from the posts.
 */
export const IDEA_NOT_FOUND = "Idea not found.";

export const ideaNotFound = () => new ApiError("not_found", IDEA_NOT_FOUND);

/**
 * SQL: whether the user may read the idea. Two index probes, each costing the same however many
 * ideas the user was shown or projects they have: idea_views' primary key (user_id, kind,
 * idea_id, day) and projects (idea_id, user_id).
 */
export function readableBy(userId: number, ideaId: number | Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(EXISTS (SELECT 1 FROM idea_views v WHERE v.user_id = ${userId} AND v.kind IN ('board', 'search') AND v.idea_id = ${ideaId})
    OR EXISTS (SELECT 1 FROM projects p WHERE p.user_id = ${userId} AND p.idea_id = ${ideaId}))`;
}

/** SQL: readableBy, and for an unpublished idea (ideas as `i`) only the user's own project's. */
function readableNow(userId: number, ideaId: number): Prisma.Sql {
  return Prisma.sql`(i.published AND ${readableBy(userId, ideaId)}
    OR EXISTS (SELECT 1 FROM projects p WHERE p.user_id = ${userId} AND p.idea_id = ${ideaId}))`;
}

/** The user's project's own copy of an unpublished idea's title and description (null: the idea is published). */
const PROJECT_COPY = (userId: number) =>
  Prisma.sql`CASE WHEN i.published THEN NULL ELSE (SELECT json_build_object('title', p.title, 'description', p.description)
    FROM projects p WHERE p.user_id = ${userId} AND p.idea_id = i.id) END AS project_copy`;

/** An unpublished idea as its claimer keeps it: the project's own fields and the scores, nothing from the posts. */
function asProjectCopy<T extends IdeaView>(idea: T, row: Record<string, unknown>): T {
  const copy = row.project_copy as { title: string | null; description: string | null } | null;
  if (!copy) return idea;
  return {
    ...idea,
    idea_summary: copy.title ?? "",
    idea_details: copy.description ?? "",
    complaint_summary: "",
    analysis: "",
    evidence_summary: null,
    ...("evidence" in idea ? { evidence: null } : {}),
  };
}

/** The idea when this user may read it; null when it is missing or was never shown to them. */
export async function readableIdea(client: DbClient, userId: number, ideaId: number): Promise<IdeaView | null> {
  const rows = await client.$queryRaw<Record<string, unknown>[]>`
    SELECT ${IDEA_COLUMNS}, ${SUMMARY_COLUMNS}, ${PROJECT_COPY(userId)}
      FROM ideas i ${EVIDENCE_JOIN}
     WHERE i.id = ${ideaId} AND ${readableNow(userId, ideaId)}`;
  return rows[0] ? asProjectCopy(ideaViewFromRow(rows[0]), rows[0]) : null;
}

/** The same with the idea's evidence (one statement): what the details dialog reads. */
export async function readableIdeaDetails(
  client: DbClient,
  userId: number,
  ideaId: number,
): Promise<IdeaDetails | null> {
  const rows = await client.$queryRaw<Record<string, unknown>[]>`
    SELECT ${IDEA_COLUMNS}, ${DETAIL_COLUMNS}, ${PROJECT_COPY(userId)}
      FROM ideas i ${EVIDENCE_JOIN}
     WHERE i.id = ${ideaId} AND ${readableNow(userId, ideaId)}`;
  return rows[0]
    ? asProjectCopy({ ...ideaViewFromRow(rows[0]), evidence: ideaEvidenceFromRow(rows[0]) }, rows[0])
    : null;
}
