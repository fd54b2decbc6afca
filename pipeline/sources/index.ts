/**
 * Format -> reader, and the one way the pipeline reads a source: `readSource` streams every file
 * through its format's reader, skips a repeated id (duplicate) and refuses a file that is not
 * what --format says (its first records all unreadable) with the format it looks like, and a file
 * that holds no record at all.
 */
import type { ReadOptions, ReadResult, SourceFormat, SourceReader } from "../types";
import { csvReader } from "./csv";
import { hnReader } from "./hn";
import { jsonlReader } from "./jsonl";
import { readText, SourceError } from "./open";
import { redditReader } from "./reddit";
import { stackExchangeReader } from "./stackexchange";

export { loadColumnMap } from "./columns";
export { bytesRead, SourceError } from "./open";

export const READERS: Record<SourceFormat, SourceReader> = {
  reddit: redditReader,
  hn: hnReader,
  stackexchange: stackExchangeReader,
  csv: csvReader,
  jsonl: jsonlReader,
};

const FORMAT_NAMES: Record<SourceFormat, string> = {
  reddit: "Reddit dump (JSON lines)",
  hn: "Hacker News items (JSON)",
  stackexchange: "Stack Exchange Posts.xml",
  csv: "CSV file",
  jsonl: "JSON Lines file",
};

/** Unreadable records in a row, from a file's start, that mean it is not in the format asked for. */
const MISMATCH_AFTER = 50;

export async function* readSource(
  format: SourceFormat,
  files: string[],
  options: ReadOptions = {},
): AsyncGenerator<ReadResult & { file: string }> {
  const seen = new Set<string>();
  for (const file of files) {
    let records = 0;
    for await (const result of checkedFormat(format, file, READERS[format].read(file, options))) {
      records++;
      if ("post" in result) {
        // Ids repeat when a dump is concatenated or re-exported; the first copy counts.
        if (seen.has(result.post.externalId)) {
          yield { skipped: "duplicate", detail: `id ${result.post.externalId} seen before`, file };
          continue;
        }
        seen.add(result.post.externalId);
      }
      yield { ...result, file };
    }
    // An empty file (or one of blank lines, or an XML root without rows) is refused by name, not taken in silence.
    if (!records)
      throw new SourceError(`${file} holds no records: it is empty. Check the file (was it fully downloaded?).`);
  }
}

async function* checkedFormat(
  format: SourceFormat,
  file: string,
  results: AsyncIterable<ReadResult>,
): AsyncGenerator<ReadResult> {
  const held: ReadResult[] = [];
  let posts = 0;
  for await (const result of results) {
    if (posts || "post" in result) {
      posts++;
      yield* held.splice(0);
      yield result;
    } else {
      held.push(result);
      if (held.length >= MISMATCH_AFTER && held.every((r) => "skipped" in r && r.skipped === "bad_line"))
        throw await mismatch(format, file, held);
    }
  }
  if (!posts && held.length && held.every((r) => "skipped" in r && r.skipped === "bad_line"))
    throw await mismatch(format, file, held);
  yield* held;
}

async function mismatch(format: SourceFormat, file: string, held: ReadResult[]): Promise<SourceError> {
  const first = held[0] && "detail" in held[0] ? held[0].detail : "";
  const guess = await sniffFormat(file);
  const looksLike = guess && guess !== format ? ` It looks like a ${FORMAT_NAMES[guess]}: try --format ${guess}.` : "";
  return new SourceError(
    `${file} does not look like a ${FORMAT_NAMES[format]}: no post could be read from its first ${held.length} records (first: ${first}).${looksLike}`,
  );
}

/** The format a file's first kilobytes suggest, or null. */
export async function sniffFormat(file: string): Promise<SourceFormat | null> {
  let head = "";
  try {
    for await (const chunk of readText(file)) {
      if (typeof chunk !== "string") break;
      head += chunk;
      if (head.length >= 4096) break;
    }
  } catch {
    return null;
  }
  const start = head.trimStart();
  if (/^<\?xml|^<posts\b/.test(start))
    return start.includes("<posts") || start.includes("<row") ? "stackexchange" : null;
  if (/^[[{]/.test(start)) {
    if (/"subreddit"\s*:/.test(start)) return "reddit";
    if (/"(?:by|type)"\s*:/.test(start) && /"time"\s*:/.test(start)) return "hn";
    return "jsonl";
  }
  const firstLine = start.split("\n", 1)[0] ?? "";
  return firstLine.includes(",") ? "csv" : null;
}
