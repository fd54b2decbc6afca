import { Prisma } from "@/lib/generated/prisma/client";
import { db, queryRows } from "@/lib/server/db/client";
import { ideaNotFound, readableIdeaDetails } from "./access";
import { EVIDENCE_JOIN, SUMMARY_COLUMNS } from "./evidence";
import { IDEA_COLUMNS, ideaViewFromRow, type IdeaDetails, type IdeaView } from "./view";

/**
 * GET /api/ideas/{id}: one idea in full with its evidence (one statement), only if it was shown to
 * this user through a paid path or is their project's.
 */
export async function ideaById(userId: number, id: number): Promise<IdeaDetails> {
  const idea = await readableIdeaDetails(db(), userId, id);
  if (!idea) throw ideaNotFound();
  return idea;
}

/**
 * Ideas by id, in the order asked (saved boards and search pages), each with its card line of
 * evidence (one join, one statement). Only public idea fields, and only published ideas: one
 * unpublished since (ideas:remove) leaves the saved board and page. No access check here: callers pass
 * only ids the user was shown (the board's saved draw, a charged search page, fetch-by-ids' paid ids).
 */
export async function ideasByIds(ids: number[]): Promise<IdeaView[]> {
  if (!ids.length) return [];
  const rows = await queryRows<Record<string, unknown>>(
    Prisma.sql`SELECT ${IDEA_COLUMNS}, ${SUMMARY_COLUMNS} FROM ideas i ${EVIDENCE_JOIN} WHERE i.id = ANY(${ids}::int[]) AND i.published`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), ideaViewFromRow(r)]));
  return ids.map((id) => byId.get(id)).filter((v): v is IdeaView => Boolean(v));
}
