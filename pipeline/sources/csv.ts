/**
 * CSV with a header row and a column map (csv-parse: quoted fields, quoted newlines, a row with
 * an error is skipped with its reason). Lines are decoded one by one (UTF-8, else Windows-1252)
 * before the parser sees them.
 */
import { parse, type CsvError } from "csv-parse";
import type { ColumnMap, ReadResult, SourceReader } from "../types";
import { DEFAULT_COLUMN_MAP, defaultCommunity, mappedColumns, recordToPost } from "./columns";
import { atLine, badLine } from "./common";
import { MAX_LINE_BYTES, readLines, SourceError } from "./open";

export const csvReader: SourceReader = {
  format: "csv",
  async *read(file, options) {
    let map = options.columnMap ?? DEFAULT_COLUMN_MAP;
    const community = defaultCommunity(file, options);
    const out: ReadResult[] = [];
    let refusal: SourceError | null = null;
    const parser = parse({
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim());
        if (!options.columnMap) map = presentColumns(names);
        refusal = checkHeader(file, names, map);
        return names;
      },
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      max_record_size: MAX_LINE_BYTES,
      info: true,
    });
    parser.on("skip", (error: CsvError) =>
      out.push(
        badLine(
          `row near line ${error.lines ?? "?"}: ${error.message.slice(0, 160)}`,
          typeof error.lines === "number" ? error.lines : undefined,
        ),
      ),
    );
    let failure: Error | null = null;
    parser.on("error", (error) => (failure = error));
    const drain = function* (): Generator<ReadResult> {
      for (let item = parser.read(); item !== null; item = parser.read()) {
        const { record, info } = item as { record: Record<string, string>; info: { lines: number } };
        out.push(
          atLine(
            recordToPost((key) => record[key], map, `row ending at line ${info.lines}`, community),
            info.lines,
          ),
        );
      }
      yield* out.splice(0);
    };
    for await (const line of readLines(file)) {
      if ("error" in line) out.push(badLine(line.error, line.number));
      else parser.write(line.text + "\n");
      if (refusal) throw refusal;
      if (failure) throw failure;
      yield* drain();
    }
    parser.end();
    if (refusal) throw refusal;
    for await (const item of parser) {
      const { record, info } = item as { record: Record<string, string>; info: { lines: number } };
      out.push(
        atLine(
          recordToPost((key) => record[key], map, `row ending at line ${info.lines}`, community),
          info.lines,
        ),
      );
      yield* out.splice(0);
    }
    if (failure) throw failure;
    yield* out.splice(0);
  },
};

/** The header must hold every mapped column; a refusal lists the columns the file has. */
function checkHeader(file: string, names: string[], map: ColumnMap): SourceError | null {
  const missing = mappedColumns(map).filter(([, column]) => !names.includes(column));
  if (!missing.length) return null;
  return new SourceError(
    `${file} has no column ${missing.map(([field, column]) => `"${column}" (${field})`).join(", ")}; its header is: ${names.slice(0, 20).join(", ").slice(0, 300)}. Pass --map with its column names, or check --format.`,
  );
}

/** Without --map: the id, body and date columns by name, and the optional ones the header has. */
function presentColumns(names: string[]): ColumnMap {
  const optional = (column: string) => (names.includes(column) ? column : undefined);
  return {
    ...DEFAULT_COLUMN_MAP,
    community: optional("community"),
    title: optional("title"),
    author: optional("author"),
    score: optional("score"),
  };
}
