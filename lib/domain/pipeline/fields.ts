/**
 * Field rules shared by the dump readers: dates, numbers, Stack Exchange tags, bot accounts.
 */

const EARLIEST = Date.UTC(1990, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/**
 * A post's date from epoch seconds or milliseconds (a number or a numeric string) or an ISO
 * date; a zone-less ISO date is UTC (Stack Exchange's CreationDate). Null when unreadable or
 * outside 1990-2100.
 */
export function parseDate(value: unknown): Date | null {
  let ms: number;
  if (typeof value === "number" || (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value))) {
    const n = Number(value);
    ms = n < 1e11 ? n * 1000 : n;
  } else if (typeof value === "string") {
    const iso = value.trim();
    ms = Date.parse(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(iso)
        ? `${iso.length === 10 ? `${iso}T00:00:00` : iso}Z`
        : iso,
    );
  } else {
    return null;
  }
  return Number.isFinite(ms) && ms >= EARLIEST && ms < LATEST ? new Date(ms) : null;
}

/** An integer from a number or numeric string; `fallback` otherwise. */
export function toInt(value: unknown, fallback = 0): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** Stack Exchange Tags in either encoding: "<beer><ale>" (older dumps) or "|beer|ale|" (newer). */
export function parseTags(value: string | undefined): string[] {
  if (!value) return [];
  const tags = value.includes("<") ? [...value.matchAll(/<([^<>]+)>/g)].map((m) => m[1]!) : value.split("|");
  return tags.map((t) => t.trim()).filter(Boolean);
}

/** Accounts that post for a program, not a person: AutoModerator and names ending in "bot". */
export function isBotAuthor(author: string | null | undefined): boolean {
  if (!author) return false;
  return (
    /^automoderator$/i.test(author) ||
    (/(?:^|[-_a-z0-9])bot$/i.test(author) && !/^(?:abbot|talbot|cabot)$/i.test(author))
  );
}

/** Authors the sources write for a post whose author is gone. */
export function isDeletedAuthor(author: string | null | undefined): boolean {
  return author === "[deleted]" || author === "[removed]";
}
