/** JSON Lines with a column map (keys, dotted paths allowed); without one, keys named after the fields. */
import type { SourceReader } from "../types";
import { DEFAULT_COLUMN_MAP, defaultCommunity, recordToPost } from "./columns";
import { atLine, badLine, isObject, parseJson } from "./common";
import { readLines } from "./open";

export const jsonlReader: SourceReader = {
  format: "jsonl",
  async *read(file, options) {
    const map = options.columnMap ?? DEFAULT_COLUMN_MAP;
    const community = defaultCommunity(file, options);
    for await (const line of readLines(file)) {
      if ("error" in line) {
        yield badLine(line.error, line.number);
        continue;
      }
      if (!line.text.trim()) continue;
      const parsed = parseJson(line.text);
      if ("error" in parsed) yield badLine(`line ${line.number}: not valid JSON (${parsed.error})`, line.number);
      else if (!isObject(parsed.value)) yield badLine(`line ${line.number}: not a JSON object`, line.number);
      else {
        const item = parsed.value;
        yield atLine(
          recordToPost((key) => lookup(item, key), map, `line ${line.number}`, community),
          line.number,
        );
      }
    }
  },
};

/** A key's value; "a.b" reads a nested key when no key is literally named "a.b". */
function lookup(item: Record<string, unknown>, key: string): unknown {
  if (key in item) return item[key];
  let value: unknown = item;
  for (const part of key.split(".")) {
    if (!isObject(value)) return undefined;
    value = value[part];
  }
  return value;
}
