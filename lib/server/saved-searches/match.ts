import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/server/db/client";
import type { SearchQuery } from "@/lib/server/search/schema";
import { whereClause } from "@/lib/server/search/query";

/**
 * The ideas of a saved search published or updated in (since, until]: Deep Search's own match
 * (every filter: text, per-field terms, ranges, categories, rising) over idea_search, whose
 * changed_at the table's trigger stamps (migration saved_searches). Best first by AI score. Reads
 * only: matching for a digest records no view and spends no credit. `top` caps the ideas returned;
 * `total` counts them all (up to `maxCounted`).
 */
export interface DigestMatch {
  ids: number[];
  total: number;
}

const MAX_COUNTED = 1_000;

export async function matchSince(query: SearchQuery, since: Date, until: Date, top: number): Promise<DigestMatch> {
  const rows = await queryRows<{ id: number; total: bigint | number }>(Prisma.sql`
    SELECT id, count(*) OVER () AS total
      FROM (SELECT s.idea_id AS id, s.overall
              FROM idea_search s
             WHERE ${whereClause(query)}
               AND s.changed_at > ${since}::timestamptz AND s.changed_at <= ${until}::timestamptz
             LIMIT ${MAX_COUNTED}) matches
     ORDER BY overall DESC, id DESC
     LIMIT ${Math.max(1, top)}`);
  return { ids: rows.slice(0, top).map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
}
