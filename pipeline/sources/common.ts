/** Small helpers every reader shares: skipping a record with a reason, reading object fields. */
import type { RawPost, ReadResult } from "../types";

export function badLine(detail: string, line?: number): ReadResult {
  return line === undefined ? { skipped: "bad_line", detail } : { skipped: "bad_line", detail, line };
}

/** The result with the line its record starts on. */
export function atLine(result: ReadResult, line: number): ReadResult {
  return { ...result, line };
}

/** The result of a JSON array's item: its number in the array, and the line it starts on. */
export function atItem(result: ReadResult, item: { number: number; line: number }): ReadResult {
  return { ...result, item: item.number, line: item.line };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A string field, or null when absent or not text. */
export function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/** An id field: a non-empty string, or an integer written as one. */
export function idOf(value: unknown): string | null {
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  return typeof value === "string" && value.trim() !== "" && value.length <= 200 ? value.trim() : null;
}

export function parseJson(line: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(line) };
  } catch (error) {
    return { error: (error as Error).message.slice(0, 120) };
  }
}

/** Only the flags that are set, so a post's flags read as what the source said. */
export function flagsOf(flags: Record<"deleted" | "removed" | "moderator" | "bot", boolean>): RawPost["flags"] {
  return Object.fromEntries(Object.entries(flags).filter(([, on]) => on));
}

/**
 * A bad line's reason without where it was and the parser's particulars, so that lines skipped
 * for one reason count together: "line 7: not valid JSON (Unexpected token)" -> "not valid JSON".
 */
export function badLineReason(detail: string): string {
  const reason = detail
    .replace(/^(?:row (?:at|near|ending at) )?(?:line|item) (?:\d+|\?): /, "")
    .replace(/^(line|item) \d+ /, "$1 ")
    .split(" (")[0]!
    .split(": ")[0]!
    .trim();
  return reason.slice(0, 80) || "unreadable";
}
