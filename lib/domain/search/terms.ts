/**
 * Pure parsing of Deep Search text input: the main search text and the
 * comma lists of include and exclude terms. Control characters (NUL included) are dropped, terms
 * are trimmed and empty ones ignored; duplicates are kept (the spec does not check them).
 */
export const SEARCH_TERM_REQUIRED = "Please enter a search term";
export const MAX_SEARCH_TEXT = 1000;
export const MAX_TERMS_PER_LIST = 25;
export const MAX_TERM_LENGTH = 100;

export const SEARCH_FIELDS = ["title", "summary", "quote"] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type FieldTerms = Record<SearchField, string[]>;
export const FIELD_LABELS: Record<SearchField, string> = { title: "Title", summary: "Summary", quote: "Quote" };

const CONTROL = /[\u0000-\u001f\u007f]/g;

export function cleanText(value: string): string {
  return value.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

export type Parsed<T> = { value: T } | { error: string };

export function parseSearchText(value: string | undefined): Parsed<string> {
  const text = cleanText(value ?? "");
  if (!text) return { error: SEARCH_TERM_REQUIRED };
  if (text.length > MAX_SEARCH_TEXT) return { error: `Search term must be at most ${MAX_SEARCH_TEXT} characters.` };
  return { value: text };
}

/** A comma list of terms: trimmed, empty ones dropped, bounded in number and length. */
export function parseTermList(name: string, value: string | undefined): Parsed<string[]> {
  const terms = (value ?? "").split(",").map(cleanText).filter(Boolean);
  if (terms.length > MAX_TERMS_PER_LIST) return { error: `${name} accepts at most ${MAX_TERMS_PER_LIST} terms.` };
  if (terms.some((t) => t.length > MAX_TERM_LENGTH))
    return { error: `Each ${name} term must be at most ${MAX_TERM_LENGTH} characters.` };
  return { value: terms };
}

export const emptyFieldTerms = (): FieldTerms => ({ title: [], summary: [], quote: [] });

/** The words of a search text worth highlighting in a result (quotes and operators removed). */
export function highlightWords(...texts: string[]): string[] {
  const words = texts
    .join(" ")
    .toLowerCase()
    .replace(/["()]/g, " ")
    .split(/[\s,]+/)
    .map((w) => w.replace(/^-+/, ""))
    .filter((w) => w.length >= 2 && w !== "or" && w !== "and");
  return [...new Set(words)];
}
