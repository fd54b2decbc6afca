import { Prisma } from "@/lib/generated/prisma/client";
import { RANGE_KEYS } from "@/lib/domain/search/ranges";
import { SEARCH_FIELDS } from "@/lib/domain/search/terms";
import { DECILE_KEYS, FIELD_PREFIX, allOf, categoryQuery, decileQuery, excludeQuery, includeQuery } from "@/lib/domain/search/tsquery";
import { db } from "@/lib/server/db/client";
import { ideaViewFromRow, type IdeaView } from "@/lib/server/ideas/view";
import type { SearchQuery } from "./schema";

/**
 * The Deep Search SQL: one statement that finds every match, ranks it, and returns one page and
 * the total count.
 *
 * Matching is a single `search_document @@ query` (one GIN index, see the search_document and
 * search_field_lexemes migrations), where the query ANDs the main text (websearch syntax, stemmed),
 * the per-field include and exclude terms (the field's prefixed lexemes) and the filter tags of the
 * categories and of narrow score ranges (lib/domain/search/tsquery.ts). The index answers all of
 * that exactly, so only matching rows are read. The exact range bounds are then checked on those
 * rows (categories need no second check: their tags are exact, and a separate category condition
 * made the planner AND in a second, far larger index scan). Rank is ts_rank of the main text only,
 * ties by AI score, then id.
 * A main text without a word that must be present matches nothing: stop words only, or only
 * exclusions ('-app', 'a or -b'). Such a query cannot use the index (querytree is empty or 'T') and
 * would read and rank every idea: seconds at a million ideas. All values are bound parameters.
 *
 * A search ranks at most MAX_RANKED_MATCHES matches: the first ones the index scan yields (in the
 * table's physical order). Every match costs a row read and a rank, so a very broad main text
 * ('app' matches 473,000 of a million ideas) would otherwise cost seconds of database time per
 * request, a cheap way to load the server; with the bound, about 75 ms at any size. A search never
 * shows more than MAX_SEARCH_RESULTS (search.ts), far fewer than the bound, so the shown total is
 * unchanged; only the order of a search with more matches than the bound is the order of that
 * sample. Searches of up to MAX_RANKED_MATCHES matches (all the bench's shapes) rank every match.
 */
export const PAGE_SIZE = 10;
export const MAX_RANKED_MATCHES = 20_000;

const RANGE_COLUMN = {
  innovation_score: Prisma.raw("i.innovation_score"),
  demand_score: Prisma.raw("i.demand_score"),
  simplicity_score: Prisma.raw("i.simplicity_score"),
  overall: Prisma.raw("i.overall"),
  number_developing: Prisma.raw("i.number_developing"),
} as const;

const mainQuery = (q: SearchQuery) => Prisma.sql`websearch_to_tsquery('english', ${q.text})`;

/**
 * The user's per-field terms: per field, a tsquery over that field's prefixed lexemes (to_tsquery
 * stems the words, idea_field_query prefixes them).
 */
function fieldQueries(q: SearchQuery): Prisma.Sql[] {
  return SEARCH_FIELDS.flatMap((field) => {
    const terms = allOf([includeQuery(q.include[field]), excludeQuery(q.exclude[field])]);
    return terms ? [Prisma.sql`idea_field_query(${FIELD_PREFIX[field]}, to_tsquery('english', ${terms}))`] : [];
  });
}

/** Category and decile tags, in tsquery text (cast, never parsed), or null. */
function tagsQuery(q: SearchQuery): string | null {
  const deciles = DECILE_KEYS.map((key) => decileQuery(key, q.ranges[key].min, q.ranges[key].max));
  return allOf([q.categories ? categoryQuery(q.categories) : null, ...deciles]);
}

function documentQuery(q: SearchQuery): Prisma.Sql {
  const parts = [mainQuery(q), ...fieldQueries(q)];
  const tags = tagsQuery(q);
  if (tags) parts.push(Prisma.sql`${tags}::tsquery`);
  return Prisma.join(parts, " && ");
}

function rangeConditions(q: SearchQuery): Prisma.Sql[] {
  const out: Prisma.Sql[] = [];
  for (const key of RANGE_KEYS) {
    const { min, max } = q.ranges[key];
    out.push(Prisma.sql`${RANGE_COLUMN[key]} >= ${min}`);
    if (max !== null) out.push(Prisma.sql`${RANGE_COLUMN[key]} <= ${max}`);
  }
  return out;
}

function whereClause(q: SearchQuery): Prisma.Sql {
  return Prisma.join(
    [
      Prisma.sql`querytree(${mainQuery(q)}) NOT IN ('', 'T')`,
      Prisma.sql`i.search_document @@ (${documentQuery(q)})`,
      ...rangeConditions(q),
    ],
    " AND ",
  );
}

export interface SearchPage {
  /** The matches ranked, counted: every match up to `maxRanked` (the caller caps it by what the user may see). */
  total: number;
  ideas: IdeaView[];
}

/** The statement of searchPage (exported so the benchmark can run the same SQL directly). */
export function searchPageSql(q: SearchQuery, offset: number, limit: number, maxRanked = MAX_RANKED_MATCHES): Prisma.Sql {
  return Prisma.sql`
    WITH matches AS MATERIALIZED (
      SELECT i.id, i.overall, ts_rank(i.search_document, ${mainQuery(q)}) AS rank
        FROM ideas i
       WHERE ${whereClause(q)}
       LIMIT ${maxRanked}
    ), page AS (
      SELECT id, overall, rank FROM matches ORDER BY rank DESC, overall DESC, id LIMIT ${Math.max(0, limit)} OFFSET ${offset}
    )
    SELECT c.total, i.id, i.title, i.description, i.complaint_summary, i.analysis, i.category, i.overall, i.demand_score,
           i.market_size, i.simplicity_score, i.innovation_score, i.number_developing
      FROM (SELECT count(*) AS total FROM matches) c
      LEFT JOIN (page p JOIN ideas i ON i.id = p.id) ON true
     ORDER BY p.rank DESC, p.overall DESC, p.id`;
}

/** One page of matches, best first, and the number of matches, in one round trip. */
export async function searchPage(q: SearchQuery, offset: number, limit: number, maxRanked = MAX_RANKED_MATCHES): Promise<SearchPage> {
  const rows = await db().$queryRaw<Record<string, unknown>[]>(searchPageSql(q, offset, limit, maxRanked));
  const total = Number(rows[0]?.total ?? 0);
  return { total, ideas: rows.filter((r) => r.id !== null).map(ideaViewFromRow) };
}
