import { Prisma } from "@/lib/generated/prisma/client";
import { RANGE_KEYS } from "@/lib/domain/search/ranges";
import { SEARCH_FIELDS } from "@/lib/domain/search/terms";
import { plainPhrase, relatedVariants, wordPairs } from "@/lib/domain/search/related";
import { sortKeys, type SearchSort, type SortField } from "@/lib/domain/search/sort";
import {
  DECILE_KEYS,
  FIELD_PREFIX,
  RISING_TAG,
  allOf,
  categoryQuery,
  decileQuery,
  excludeQuery,
  includeQuery,
} from "@/lib/domain/search/tsquery";
import { queryRows } from "@/lib/server/db/client";
import { mergePartitions, type PartitionAnswer } from "./merge";
import type { SearchQuery } from "./schema";

/**
 * The Deep Search SQL over idea_search (migration search_table), a table partitioned by hash of the
 * idea id in two, with one GIN index per partition and the foreign key to ideas. A search sends one
 * statement per partition, each on its own pooled connection at once, and merges the answers here
 * (merge.ts: the partitions' counts summed, their best matches merged in the same order, exact for
 * every page). So each core searches half the ideas in its own backend, with no worker to start.
 *
 * Why not one statement with a Parallel Append: measured at a million ideas (PostgreSQL 15,
 * shared_buffers 6 GB, 2 parallel workers), the planner estimates 13 to 15 matches per partition
 * where there are 7,400 (ANDed prefixed lexemes, independent in its statistics, correlated in the
 * ideas), so the statement costs under 100 and stays a serial Append even with parallel_setup_cost
 * and parallel_tuple_cost at 0, min_parallel_table_scan_size at 0 or parallel_workers set on the
 * partitions; only a distorted cpu_tuple_cost made it parallel (Parallel Bitmap Heap Scans: one
 * process builds each bitmap while the others wait). Searched per partition at once, the bench's
 * SQL at a million ideas went from p50 43.7 / p95 91.5 ms (one serial statement, idle machine) to
 * p50 15.3 / p95 28.1 ms (load average 3); its slowest search (14,548 matches) from 81.5 to 26.6 ms
 * median.
 *
 * Matching is a single `search_document @@ query`, where the query ANDs the main text (websearch
 * syntax, stemmed, or one of its related variants: mainQuery), the per-field include and exclude
 * terms (the field's prefixed lexemes), the filter tags of the categories, of narrow score ranges
 * and of a rising trend (lib/domain/search/tsquery.ts). The index answers all of that exactly, so
 * only matching rows are read. The exact range bounds are then checked on those rows (categories
 * need no second check: their tags are exact, and a separate category condition made the planner
 * AND in a second, far larger index scan). Rank is of the main text only (rankExpression: the
 * whole phrase, then the words typed, then related terms). The matches are ordered by the search's
 * sort (lib/domain/search/sort.ts) in the same statement that counts them (a window).
 * A main text without a word that must be present matches nothing: stop words only, or only
 * exclusions ('-app', 'a or -b'). Such a query cannot use the index (querytree is empty or 'T') and
 * would read and rank every idea: seconds at a million ideas. All values are bound parameters.
 *
 * A search ranks at most MAX_RANKED_MATCHES matches: the first ones the index scans yield, half in
 * each partition. Every
 * match costs a row read and a rank, so a very broad main text ('app' matches 473,000 of a million
 * ideas) would otherwise cost seconds of database time per request, a cheap way to load the server.
 * A search never shows more than MAX_SEARCH_RESULTS (search.ts), far fewer than the bound, so the
 * shown total is unchanged; only the order of a search with more matches than the bound (in any
 * sort) is the order of that sample. Searches with at most half the bound in each partition rank
 * every match.
 */
export const MAX_RANKED_MATCHES = 20_000;

const RANGE_COLUMN = {
  innovation_score: Prisma.raw("s.innovation_score"),
  demand_score: Prisma.raw("s.demand_score"),
  simplicity_score: Prisma.raw("s.simplicity_score"),
  overall: Prisma.raw("s.overall"),
  number_developing: Prisma.raw("s.number_developing"),
} as const;

// The main text is read as the document's fields are (idea_search_text, migration search_phrases:
// a possessive's 's holds no word position), so a typed phrase lines up with the document's.
const webSearch = (text: string) => Prisma.sql`websearch_to_tsquery('english', idea_search_text(${text}))`;
const phraseSearch = (text: string) => Prisma.sql`phraseto_tsquery('english', idea_search_text(${text}))`;
const anyOf = (queries: Prisma.Sql[]) => Prisma.sql`(${Prisma.join(queries, " || ")})`;

/**
 * The main text as matched: the text typed (websearch syntax, stemmed) or any of its related
 * variants, the text with one word swapped for a related term ('dentist' -> 'dental',
 * lib/domain/search/related.ts).
 */
const mainQuery = (q: SearchQuery) => anyOf([q.text, ...relatedVariants(q.text)].map(webSearch));

/**
 * The rank of a match: its tier, then ts_rank of the main query (normalised into [0, 1), so the
 * tier always decides first). Tiers, best first: 4 the whole phrase typed (a plain run of two or
 * more words, adjacent and in order: 'screen time' before an idea with 'screening' and
 * 'part-time'); 3 the whole phrase of a related variant; 2 two neighbouring words typed, adjacent
 * (a pair that is one word once stop words are dropped does not count); 1 every word typed; 0 a
 * related variant's words only. The stemmer still joins a word's forms ('invoicing' finds
 * 'invoice'). Each tier is one `@@` on the row already read; the phrases are constants.
 */
function rankExpression(q: SearchQuery): Prisma.Sql {
  const doc = Prisma.raw("s.search_document");
  const variants = relatedVariants(q.text);
  const tiers: Prisma.Sql[] = [];
  const phrase = plainPhrase(q.text);
  if (phrase) {
    tiers.push(Prisma.sql`WHEN ${doc} @@ ${phraseSearch(phrase)} THEN 4`);
    const variantPhrases = variants.map(plainPhrase).filter((p): p is string => p !== null);
    if (variantPhrases.length) tiers.push(Prisma.sql`WHEN ${doc} @@ ${anyOf(variantPhrases.map(phraseSearch))} THEN 3`);
    const pairs = wordPairs(q.text).map(
      (pair) => Prisma.sql`(numnode(${phraseSearch(pair)}) > 1 AND ${doc} @@ ${phraseSearch(pair)})`,
    );
    if (pairs.length) tiers.push(Prisma.sql`WHEN ${Prisma.join(pairs, " OR ")} THEN 2`);
  }
  if (variants.length) tiers.push(Prisma.sql`WHEN ${doc} @@ ${webSearch(q.text)} THEN 1`);
  const score = Prisma.sql`ts_rank(${doc}, ${mainQuery(q)}, 32)`;
  return tiers.length
    ? Prisma.sql`(CASE ${Prisma.join(tiers, " ")} ELSE ${variants.length ? 0 : 1} END + ${score})`
    : score;
}

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

/** The match of a search over idea_search aliased `s` (also the saved-search digests' match: lib/server/saved-searches/match.ts). */
export function whereClause(q: SearchQuery): Prisma.Sql {
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
const SORT_COLUMN: Record<SortField, string> = {
  rank: "rank",
  overall: "overall",
  demand: "demand",
  trend: "trend",
  id: "id",
};

/** The sort's ORDER BY (lib/domain/search/sort.ts). Fixed names only. */
function orderBy(sort: SearchSort): Prisma.Sql {
  return Prisma.raw(
    sortKeys(sort)
      .map((k) => `${SORT_COLUMN[k.field]} ${k.descending ? "DESC NULLS LAST" : "ASC"}`)
      .join(", "),
  );
}

/** The partitions of idea_search (migration search_table), each searched on its own connection. */
export const SEARCH_PARTITIONS = ["idea_search_p0", "idea_search_p1"] as const;
export type SearchPartition = (typeof SEARCH_PARTITIONS)[number];

/**
 * One partition's statement: its best `top` matches in the sort's order, each row with the values
 * the merge compares and the partition's number of matches (up to its share of `maxRanked`). No
 * row when nothing matches. At least one row is asked for even when `top` is 0, so the count
 * comes back whenever there is a match.
 */
export function partitionSql(
  partition: SearchPartition,
  q: SearchQuery,
  top: number,
  maxRanked = MAX_RANKED_MATCHES,
): Prisma.Sql {
  return Prisma.sql`
    SELECT id, rank, overall, demand, trend, count(*) OVER () AS total
      FROM (SELECT s.idea_id AS id, s.overall, s.demand_score AS demand, s.trend_ratio AS trend,
                   ${rankExpression(q)} AS rank
              FROM ${Prisma.raw(partition)} s
             WHERE ${whereClause(q)}
             LIMIT ${Math.ceil(maxRanked / SEARCH_PARTITIONS.length)}) matches
     ORDER BY ${orderBy(q.sort)}
     LIMIT ${Math.max(1, top)}`;
}

export interface PartitionRow {
  id: number;
  rank: number;
  overall: number;
  demand: number;
  trend: number | null;
  total: bigint | number | string;
}

/** A partition's rows as the merge reads them. */
export function partitionAnswer(rows: readonly PartitionRow[]): PartitionAnswer {
  return {
    total: Number(rows[0]?.total ?? 0),
    best: rows.map((r) => ({
      id: Number(r.id),
      rank: Number(r.rank),
      overall: Number(r.overall),
      demand: Number(r.demand),
      trend: r.trend === null ? null : Number(r.trend),
    })),
  };
}

/** The page at `offset` of the partitions' answers, and the number of matches. */
export function pageOf(answers: readonly PartitionAnswer[], q: SearchQuery, offset: number, limit: number): RankedPage {
  return mergePartitions(answers, offset, limit, q.sort);
}

/**
 * One page of matches (ids, in the sort's order) and the number of matches: every partition at
 * once, on its own pooled connection, merged here (one after the other on the embedded database,
 * which has one session).
 */
export async function rankedPage(
  q: SearchQuery,
  offset: number,
  limit: number,
  maxRanked = MAX_RANKED_MATCHES,
): Promise<RankedPage> {
  const top = limit > 0 ? offset + limit : 0;
  const answers = await Promise.all(
    SEARCH_PARTITIONS.map(async (p) =>
      partitionAnswer(await queryRows<PartitionRow>(partitionSql(p, q, top, maxRanked))),
    ),
  );
  return pageOf(answers, q, offset, limit);
}
