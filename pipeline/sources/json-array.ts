/**
 * The items of a JSON file that holds one top-level array, streamed one item at a time: a scanner
 * tracks strings and nesting so each item is cut out and parsed alone, and never the whole array.
 * Each item comes with its number and the line it starts on (a cut-short array: the line it ends on).
 */
import { MAX_LINE_BYTES, readText } from "./open";

/** Whether the file's first non-blank character opens an array. */
export async function startsWithArray(file: string): Promise<boolean> {
  for await (const chunk of readText(file)) {
    if (typeof chunk !== "string") return false;
    const first = chunk.match(/\S/);
    if (first) return first[0] === "[";
  }
  return false;
}

export type ArrayItem = ({ text: string } | { error: string }) & { number: number; line: number };

export async function* jsonArrayItems(file: string): AsyncGenerator<ArrayItem> {
  let opened = false;
  let closed = false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let parts: string[] = [];
  let size = 0;
  let number = 0;
  let line = 1;
  let itemLine = 1;
  for await (const chunk of readText(file)) {
    if (typeof chunk !== "string") {
      yield { error: chunk.error, number: number + 1, line };
      return;
    }
    // An item that began in an earlier chunk continues from this chunk's first character.
    let start = depth > 0 ? 0 : -1;
    const flush = (end: number) => {
      if (start >= 0) parts.push(chunk.slice(start, end));
      size += end - Math.max(start, 0);
    };
    for (let i = 0; i < chunk.length && !closed; i++) {
      const c = chunk[i]!;
      if (c === "\n") line++;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === "\\") escaped = true;
        else if (c === '"') inString = false;
        continue;
      }
      if (!opened) {
        if (c === "[") opened = true;
        continue;
      }
      if (depth === 0) {
        if (c === "]") closed = true;
        else if (c === "{" || c === "[") {
          depth = 1;
          start = i;
          itemLine = line;
        } else if (c === '"') {
          inString = true;
        }
        continue;
      }
      if (c === '"') inString = true;
      else if (c === "{" || c === "[") depth++;
      else if (c === "}" || c === "]") {
        depth--;
        if (depth === 0) {
          flush(i + 1);
          number++;
          const text = parts.join("");
          yield size > MAX_LINE_BYTES
            ? { error: `item ${number} is larger than ${MAX_LINE_BYTES / 1024 / 1024} MiB`, number, line: itemLine }
            : { text, number, line: itemLine };
          parts = [];
          size = 0;
          start = -1;
        }
      }
    }
    if (depth > 0) {
      flush(chunk.length);
      // An item too large to keep is dropped as it streams; its end still closes it.
      if (size > MAX_LINE_BYTES) parts = [];
    }
  }
  if (depth > 0 || !closed) yield { error: `the array ends early after item ${number}`, number: number + 1, line };
}
