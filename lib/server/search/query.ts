import { Prisma } from "@/lib/generated/prisma/client";
import { RANGE_KEYS } from "@/lib/domain/search/ranges";
import { SEARCH_FIELDS, type SearchField } from "@/lib/domain/search/terms";
import { db } from "@/lib/server/db/client";
import { ideaViewFromRow, type IdeaView } from "@/lib/server/ideas/view";
import type { SearchQuery } from "./schema";

/**
 * The Deep Search SQL. The main text is a websearch tsquery over the weighted search_all vector
 * (title A, summary B, quote C), ranked by ts_rank_cd, ties by AI score then id. Include terms of a
 * field are one plainto tsquery (every word of every term must be in that field); exclude terms are
 * OR-ed (none may match). Every condition is built only when asked, so the GIN indexes stay usable.
 * All values are bound parameters.
 */
export const PAGE_SIZE = 10;

const COLUMN: Record<SearchField, Prisma.Sql> = {
  title: Prisma.raw("i.search_title"),
  summary: Prisma.raw("i.search_summary"),
  quote: Prisma.raw("i.search_quote"),
};
const RANGE_COLUMN = {
  innovation_score: Prisma.raw("i.innovation_score"),
  demand_score: Prisma.raw("i.demand_score"),
  simplicity_score: Prisma.raw("i.simplicity_score"),
  overall: Prisma.raw("i.overall"),
  number_developing: Prisma.raw("i.number_developing"),
} as const;

const tsq = (text: string) => Prisma.sql`plainto_tsquery('english', ${text})`;
const MAIN = (text: string) => Prisma.sql`websearch_to_tsquery('english', ${text})`;

export function whereClause(q: SearchQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`i.search_all @@ ${MAIN(q.text)}`];
  if (q.categories) parts.push(Prisma.sql`i.category = ANY(${q.categories}::"IdeaCategory"[])`);
  for (const key of RANGE_KEYS) {
    const { min, max } = q.ranges[key];
    parts.push(Prisma.sql`${RANGE_COLUMN[key]} >= ${min}`);
    if (max !== null) parts.push(Prisma.sql`${RANGE_COLUMN[key]} <= ${max}`);
  }
  for (const field of SEARCH_FIELDS) {
    if (q.include[field].length) parts.push(Prisma.sql`${COLUMN[field]} @@ ${tsq(q.include[field].join(" "))}`);
    if (q.exclude[field].length) {
      const any = Prisma.join(q.exclude[field].map(tsq), " || ");
      parts.push(Prisma.sql`NOT (${COLUMN[field]} @@ (${any}))`);
    }
  }
  return Prisma.join(parts, " AND ");
}

/** Matching ideas, counted up to `cap` (the most a search can show). */
export async function countMatches(q: SearchQuery, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  const rows = await db().$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM (SELECT 1 FROM ideas i WHERE ${whereClause(q)} LIMIT ${cap}) s`;
  return Number(rows[0]?.n ?? 0);
}

/** One page of matches, best first. */
export async function matchPage(q: SearchQuery, offset: number, limit: number): Promise<IdeaView[]> {
  if (limit <= 0) return [];
  const rows = await db().$queryRaw<Record<string, unknown>[]>`
    SELECT i.id, i.title, i.description, i.complaint_summary, i.analysis, i.category, i.overall, i.demand_score,
           i.market_size, i.simplicity_score, i.innovation_score, i.number_developing
      FROM ideas i
     WHERE ${whereClause(q)}
     ORDER BY ts_rank_cd(i.search_all, ${MAIN(q.text)}) DESC, i.overall DESC, i.id
     LIMIT ${limit} OFFSET ${offset}`;
  return rows.map(ideaViewFromRow);
}
