import { Prisma } from "@/lib/generated/prisma/client";
import { RANGE_KEYS } from "@/lib/domain/search/ranges";
import { SEARCH_FIELDS } from "@/lib/domain/search/terms";
import { sortKeys, type SearchSort, type SortField } from "@/lib/domain/search/sort";
import { DECILE_KEYS, FIELD_PREFIX, RISING_TAG, allOf, categoryQuery, decileQuery, excludeQuery, includeQuery } from "@/lib/domain/search/tsquery";
import { db } from "@/lib/server/db/client";
import type { SearchQuery } from "./schema";

/**
 * The Deep Search SQL: one statement per search over idea_search (migration search_table), a table
 * partitioned by hash of the idea id with one GIN index per partition, and a window counts the
 * matches: no merge in the application. The statement has no MATERIALIZED CTE or other
 * parallel-restricted part (a CTE scan would run in the leader alone), so PostgreSQL may run it as a
 * Parallel Append over the partitions; it chooses to only when its cost estimate says so. Measured
 * (PostgreSQL 15): a search's match count is estimated far too low (7 rows for 9,918 at a million
 * ideas), and its bitmap pages below min_parallel_table_scan_size, so the plan stays serial; forcing
 * parallelism cost about 10 ms of worker start at 100,000 ideas.
 *
 * Matching is a single `search_document @@ query`, where the query ANDs the main text (websearch
 * syntax, stemmed), the per-field include and exclude terms (the field's prefixed lexemes), the
 * filter tags of the categories, of narrow score ranges and of a rising trend
 * (lib/domain/search/tsquery.ts). The index answers all of that exactly, so only matching rows are
 * read. The exact range bounds are then checked on those rows (categories need no second check:
 * their tags are exact, and a separate category condition made the planner AND in a second, far
 * larger index scan). Rank is ts_rank of the main text only. The matches are ordered by the
 * search's sort (lib/domain/search/sort.ts) in the same statement that counts them.
 * A main text without a word that must be present matches nothing: stop words only, or only
 * exclusions ('-app', 'a or -b'). Such a query cannot use the index (querytree is empty or 'T') and
 * would read and rank every idea: seconds at a million ideas. All values are bound parameters.
 *
 * A search ranks at most MAX_RANKED_MATCHES matches: the first ones the index scans yield. Every
 * match costs a row read and a rank, so a very broad main text ('app' matches 473,000 of a million
 * ideas) would otherwise cost seconds of database time per request, a cheap way to load the server.
 * A search never shows more than MAX_SEARCH_RESULTS (search.ts), far fewer than the bound, so the
 * shown total is unchanged; only the order of a search with more matches than the bound (in any
 * sort) is the order of that sample. Searches of up to MAX_RANKED_MATCHES matches rank every match.
 */
export const PAGE_SIZE = 10;
export const MAX_RANKED_MATCHES = 20_000;

const RANGE_COLUMN = {
  innovation_score: Prisma.raw("s.innovation_score"),
  demand_score: Prisma.raw("s.demand_score"),
  simplicity_score: Prisma.raw("s.simplicity_score"),
  overall: Prisma.raw("s.overall"),
  number_developing: Prisma.raw("s.number_developing"),
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

/** Category, decile and trend tags, in tsquery text (cast, never parsed), or null. */
function tagsQuery(q: SearchQuery): string | null {
  const deciles = DECILE_KEYS.map((key) => decileQuery(key, q.ranges[key].min, q.ranges[key].max));
  return allOf([q.categories ? categoryQuery(q.categories) : null, ...deciles, q.risingOnly ? RISING_TAG : null]);
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
      Prisma.sql`s.search_document @@ (${documentQuery(q)})`,
      ...rangeConditions(q),
    ],
    " AND ",
  );
}

export interface RankedPage {
  /** The matches ranked, counted: every match up to `maxRanked` (the caller caps it by what the user may see). */
  total: number;
  /** The page's ideas, best first. */
  ids: number[];
}

/** The columns of the matches a sort compares, and where ideas without the value go. */
const SORT_COLUMN: Record<SortField, string> = { rank: "rank", overall: "overall", demand: "demand", trend: "trend", id: "id" };

/** The sort's ORDER BY (lib/domain/search/sort.ts). Fixed names only. */
function orderBy(sort: SearchSort): Prisma.Sql {
  return Prisma.raw(sortKeys(sort).map((k) => `${SORT_COLUMN[k.field]} ${k.descending ? "DESC NULLS LAST" : "ASC"}`).join(", "));
}

/**
 * The search's statement: its best `top` matches in the sort's order, each row with the number of
 * matches (up to `maxRanked`). No row when nothing matches. At least one row is asked for even when
 * `top` is 0, so the count comes back whenever there is a match.
 */
export function searchSql(q: SearchQuery, top: number, maxRanked = MAX_RANKED_MATCHES): Prisma.Sql {
  return Prisma.sql`
    SELECT id, count(*) OVER () AS total
      FROM (SELECT s.idea_id AS id, s.overall, s.demand_score AS demand, s.trend_ratio AS trend,
                   ts_rank(s.search_document, ${mainQuery(q)}) AS rank
              FROM idea_search s
             WHERE ${whereClause(q)}
             LIMIT ${maxRanked}) matches
     ORDER BY ${orderBy(q.sort)}
     LIMIT ${Math.max(1, top)}`;
}

interface SearchRow {
  id: number;
  total: bigint | number;
}

/** The page at `offset` of the statement's rows, and the number of matches. */
export function pageOf(rows: readonly SearchRow[], offset: number, limit: number): RankedPage {
  return { total: Number(rows[0]?.total ?? 0), ids: limit > 0 ? rows.slice(offset, offset + limit).map((r) => Number(r.id)) : [] };
}

/** One page of matches (ids, in the sort's order) and the number of matches: one statement. */
export async function rankedPage(q: SearchQuery, offset: number, limit: number, maxRanked = MAX_RANKED_MATCHES): Promise<RankedPage> {
  const top = limit > 0 ? offset + limit : 0;
  return pageOf(await db().$queryRaw<SearchRow[]>(searchSql(q, top, maxRanked)), offset, limit);
}
