import type { SavedIdeaEntry } from "@/lib/contracts/watchlist";
import { Prisma } from "@/lib/generated/prisma/client";
import { db, queryRows } from "@/lib/server/db/client";
import { EVIDENCE_JOIN, SUMMARY_COLUMNS } from "@/lib/server/ideas/evidence";
import { IDEA_COLUMNS, ideaViewFromRow } from "@/lib/server/ideas/view";

/**
 * Reading the watchlist, for the Saved page, the exports and other readers (account data
 * download, MCP). One statement: the saved rows with their ideas and each idea's card line of
 * evidence. A saved idea since unpublished (its posts removed on request, or its evidence gone)
 * stays listed with `idea: null`: its text and evidence are withdrawn.
 */
export async function listSavedIdeas(userId: number): Promise<SavedIdeaEntry[]> {
  const rows = await queryRows<Record<string, unknown>>(Prisma.sql`
    SELECT s.idea_id AS saved_idea_id, s.created_at AS saved_at, i.published AS saved_published, ${IDEA_COLUMNS}, ${SUMMARY_COLUMNS}
      FROM saved_ideas s JOIN ideas i ON i.id = s.idea_id ${EVIDENCE_JOIN}
     WHERE s.user_id = ${userId}
     ORDER BY s.created_at DESC, s.idea_id DESC`);
  return rows.map((row) => ({
    idea_id: Number(row.saved_idea_id),
    saved_at: (row.saved_at as Date).toISOString(),
    idea: row.saved_published ? ideaViewFromRow(row) : null,
  }));
}

/** The ids of the user's saved ideas (the Save buttons' state), newest first. */
export async function savedIdeaIds(userId: number): Promise<number[]> {
  const rows = await db().savedIdea.findMany({
    where: { userId },
    select: { ideaId: true },
    orderBy: [{ createdAt: "desc" }, { ideaId: "desc" }],
  });
  return rows.map((row) => row.ideaId);
}
