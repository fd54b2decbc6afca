/**
 * Column maps for CSV and JSON Lines: which column (CSV header) or key (JSON, dotted paths
 * allowed: "data.author") holds the id, community, title, body, author, date and score.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseDate, toInt } from "@/lib/domain/pipeline/fields";
import { htmlToText, markdownToText, tidy } from "@/lib/domain/pipeline/text";
import type { ColumnMap, ReadOptions, ReadResult } from "../types";
import { badLine, idOf } from "./common";
import { SourceError } from "./open";

const column = z.string().trim().min(1, "must name a column").max(200);
const ColumnMapSchema = z.strictObject({
  id: column,
  community: column.optional(),
  title: column.optional(),
  body: column,
  author: column.optional(),
  date: column,
  score: z.union([column, z.number().int().nonnegative()]).optional(),
});

/** Without --map, the columns are named after the fields. */
export const DEFAULT_COLUMN_MAP: ColumnMap = {
  id: "id",
  community: "community",
  title: "title",
  body: "body",
  author: "author",
  date: "date",
  score: "score",
};

/** Reads and checks a --map file; a refusal names the file and the problem. */
export function loadColumnMap(file: string): ColumnMap {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new SourceError(`The column map ${file} is not readable JSON: ${(error as Error).message}`);
  }
  const result = ColumnMapSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".") || "map"}: ${i.message}`).join("; ");
    throw new SourceError(
      `The column map ${file} is not usable (${problems}). It names the id, body and date columns, and optionally community, title, author and score.`,
    );
  }
  return result.data;
}

/** The map's column names, for checking a CSV header. */
export function mappedColumns(map: ColumnMap): [field: string, column: string][] {
  return Object.entries(map)
    .filter(([, c]) => c !== undefined)
    .map(([f, c]) => [f, String(c)]);
}

export function defaultCommunity(file: string, options: ReadOptions): string {
  return options.community ?? path.basename(file).replace(/\.(csv|tsv|jsonl|ndjson|json|txt)?(\.gz|\.zst)?$/i, "");
}

/** One record (a CSV row as header -> value, or a JSON object) to a post, through the map. */
export function recordToPost(
  get: (column: string) => unknown,
  map: ColumnMap,
  where: string,
  community: string,
): ReadResult {
  const id = idOf(get(map.id));
  if (!id) return badLine(`${where}: missing ${map.id} (the id column)`);
  const rawDate = get(map.date);
  const createdAt = parseDate(rawDate);
  if (!createdAt)
    return badLine(
      rawDate === undefined || rawDate === ""
        ? `${where}: missing ${map.date} (the date column)`
        : `${where}: ${map.date} is not a date`,
    );
  const body = get(map.body);
  if (body === undefined || body === null) return badLine(`${where}: missing ${map.body} (the body column)`);
  const title = map.title ? get(map.title) : undefined;
  const author = map.author ? get(map.author) : undefined;
  const communityValue = map.community ? get(map.community) : undefined;
  return {
    post: {
      externalId: id,
      community: typeof communityValue === "string" && communityValue.trim() ? communityValue.trim() : community,
      parentId: null,
      title: typeof title === "string" && title.trim() ? tidy(title) : null,
      body: toPlainText(String(body)),
      author:
        typeof author === "string" && author.trim()
          ? author.trim()
          : typeof author === "number"
            ? String(author)
            : null,
      createdAt,
      score: map.score !== undefined ? toInt(get(String(map.score))) : 0,
      comments: 0,
      flags: {},
    },
  };
}

/** CSV and JSON bodies may hold HTML or markdown: both are reduced to text. */
function toPlainText(body: string): string {
  return /<\/?[a-z][^<>]{0,200}>/i.test(body) ? markdownToText(htmlToText(body)) : markdownToText(body);
}
