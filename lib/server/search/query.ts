import { Prisma } from "@/lib/generated/prisma/client";
import { RANGE_KEYS } from "@/lib/domain/search/ranges";
import { SEARCH_FIELDS } from "@/lib/domain/search/terms";
import { mergeShards, type ShardAnswer } from "@/lib/domain/search/shard-merge";
import { sortKeys, type SearchSort, type SortField } from "@/lib/domain/search/sort";
import { DECILE_KEYS, FIELD_PREFIX, allOf, categoryQuery, decileQuery, excludeQuery, includeQuery } from "@/lib/domain/search/tsquery";
import { db } from "@/lib/server/db/client";
import type { SearchQuery } from "./schema";

/**
 * The Deep Search SQL. The search documents live in two shards (idea_search_0 and idea_search_1,
 * migration search_shards); a search sends one statement to each, on two connections at once, so
 * two cores share the work, and merges their ranked answers (lib/domain/search/shard-merge.ts).
 * The caller reads the page's ideas.
 *
 * Matching is a single `search_document @@ query` (one GIN index per shard, see the search_document
 * and search_field_lexemes migrations), where the query ANDs the main text (websearch syntax,
 * stemmed), the per-field include and exclude terms (the field's prefixed lexemes) and the filter
 * tags of the categories and of narrow score ranges (lib/domain/search/tsquery.ts). The index
 * answers all of that exactly, so only matching rows are read. The exact range bounds are then
 * checked on those rows (categories need no second check: their tags are exact, and a separate
 * category condition made the planner AND in a second, far larger index scan). Rank is ts_rank of
 * the main text only. The matches are ordered by the search's sort (lib/domain/search/sort.ts:
 * relevance is rank, then AI score, then id), in the same statement that counts them.
 * A main text without a word that must be present matches nothing: stop words only, or only
 * exclusions ('-app', 'a or -b'). Such a query cannot use the index (querytree is empty or 'T') and
 * would read and rank every idea: seconds at a million ideas. All values are bound parameters.
 *
 * A search ranks at most MAX_RANKED_MATCHES matches (half in each shard): the first ones the index
 * scans yield (in the tables' physical order). Every match costs a row read and a rank, so a very
 * broad main text ('app' matches 473,000 of a million ideas) would otherwise cost seconds of
 * database time per request, a cheap way to load the server. A search never shows more than
 * MAX_SEARCH_RESULTS (search.ts), far fewer than the bound, so the shown total is unchanged; only
 * the order of a search with more matches than the bound (in any sort) is the order of that sample. Searches of
 * up to MAX_RANKED_MATCHES / 2 matches per shard (all the bench's shapes) rank every match.
 */
export const PAGE_SIZE = 10;
export const MAX_RANKED_MATCHES = 20_000;
export const SEARCH_SHARDS = ["idea_search_0", "idea_search_1"] as const;
export type SearchShard = (typeof SEARCH_SHARDS)[number];

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

export interface RankedPage {
  /** The matches ranked, counted: every match up to `maxRanked` (the caller caps it by what the user may see). */
  total: number;
  /** The page's ideas, best first. */
  ids: number[];
}

/** The columns of `matches` a sort compares (the names RankedMatch gives them). */
const SORT_COLUMN: Record<SortField, string> = { rank: "rank", overall: "overall", demand: "demand", id: "id" };

/** The sort's ORDER BY, from the one table the merge of the shards also compares by. Fixed names only. */
function orderBy(sort: SearchSort): Prisma.Sql {
  return Prisma.raw(sortKeys(sort).map((k) => `${SORT_COLUMN[k.field]} ${k.descending ? "DESC" : "ASC"}`).join(", "));
}

/**
 * One shard's statement: its number of matches (up to its share of `maxRanked`) and its best `top`
 * matches in the sort's order. Always one row at least (the count); a row with a null id means no match.
 */
export function shardSql(shard: SearchShard, q: SearchQuery, top: number, maxRanked = MAX_RANKED_MATCHES): Prisma.Sql {
  return Prisma.sql`
    WITH matches AS MATERIALIZED (
      SELECT i.id, i.overall, i.demand_score AS demand, ts_rank(i.search_document, ${mainQuery(q)}) AS rank
        FROM ${Prisma.raw(shard)} i
       WHERE ${whereClause(q)}
       LIMIT ${Math.ceil(maxRanked / SEARCH_SHARDS.length)}
    )
    SELECT c.total, m.id, m.rank, m.overall, m.demand
      FROM (SELECT count(*) AS total FROM matches) c
      LEFT JOIN (SELECT id, rank, overall, demand FROM matches ORDER BY ${orderBy(q.sort)} LIMIT ${top}) m ON true`;
}

interface ShardRow {
  total: bigint | number;
  id: number | null;
  rank: number | null;
  overall: number | null;
  demand: number | null;
}

export function shardAnswer(rows: ShardRow[]): ShardAnswer {
  return {
    total: Number(rows[0]?.total ?? 0),
    best: rows.filter((r) => r.id !== null).map((r) => ({ id: Number(r.id), rank: Number(r.rank), overall: Number(r.overall), demand: Number(r.demand) })),
  };
}

/** One page of matches (ids, in the sort's order) and the number of matches: every shard at once. */
export async function rankedPage(q: SearchQuery, offset: number, limit: number, maxRanked = MAX_RANKED_MATCHES): Promise<RankedPage> {
  const top = limit > 0 ? offset + limit : 0;
  const answers = await Promise.all(SEARCH_SHARDS.map(async (shard) => shardAnswer(await db().$queryRaw<ShardRow[]>(shardSql(shard, q, top, maxRanked)))));
  return mergeShards(answers, offset, limit, q.sort);
}
