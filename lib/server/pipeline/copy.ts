import { once } from "node:events";
import type { PoolClient } from "pg";
import { from as copyFrom } from "pg-copy-streams";

/**
 * Bulk writes with COPY FROM STDIN (text format): one statement and one stream for any number of
 * rows, instead of one INSERT per row.
 */
export type CopyValue = string | number | boolean | null | Date | readonly number[];

function field(value: CopyValue): string {
  if (value === null) return "\\N";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.join(",")}}`;
  // PostgreSQL text holds no NUL character.
  return String(value)
    .replace(/\0/g, "")
    .replace(/[\\\t\n\r]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r"));
}

/** `rows` may be a generator: rows are formatted as the stream drains, never all held at once. */
export async function copyRows(
  client: PoolClient,
  table: string,
  columns: string[],
  rows: Iterable<CopyValue[]>,
): Promise<void> {
  if (Array.isArray(rows) && !rows.length) return;
  const stream = client.query(copyFrom(`COPY ${table} (${columns.map((c) => `"${c}"`).join(", ")}) FROM STDIN`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on("finish", resolve);
    stream.on("error", reject);
  });
  const chunk: string[] = [];
  for (const row of rows) {
    chunk.push(row.map(field).join("\t") + "\n");
    if (chunk.length >= 1000 && !stream.write(chunk.splice(0).join("")))
      await Promise.race([once(stream, "drain"), done]);
  }
  stream.end(chunk.join(""));
  await done;
}
