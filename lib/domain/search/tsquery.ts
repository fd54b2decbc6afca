/**
 * Builds the text of the tsqueries that Deep Search runs against idea_search's `search_document`
 * (see the migrations `search_document`, `search_field_lexemes` and `search_table`). One vector
 * holds the three searchable fields, told apart by weight (title A, summary B, quote C: the
 * complaint and the evidence quotes) for the main text and its ranking, the same lexemes once more
 * per field with a prefix (`title#word`, ...) for the per-field terms, and filter tags
 * (`category#tech`, `demand#4`, `trend#rising`, ...), so a search is a single `@@` on one GIN index
 * (per partition) that answers exactly, without reading rows to check weights.
 *
 * Everything the user typed is quoted here: inside quotes the tsquery parser only reads a lexeme,
 * so no operator, weight or prefix mark can be smuggled in. `to_tsquery('english', ...)` still
 * stems the quoted words and drops stop words (an include term of stop words only is ignored).
 */
import { RANGE_BOUNDS, type RangeKey } from "./ranges";
import type { SearchField } from "./terms";

/** The prefix of a field's own lexemes in the document (idea_field_query adds it to stemmed terms). */
export const FIELD_PREFIX: Record<SearchField, string> = { title: "title#", summary: "summary#", quote: "quote#" };

/** The scores that have decile tags in the document (number developing has none: unbounded). */
export const DECILE_KEYS = [
  "demand_score",
  "innovation_score",
  "simplicity_score",
  "overall",
] as const satisfies readonly RangeKey[];
export type DecileKey = (typeof DECILE_KEYS)[number];
const DECILE_TAG: Record<DecileKey, string> = {
  demand_score: "demand",
  innovation_score: "innovation",
  simplicity_score: "simplicity",
  overall: "overall",
};

/**
 * A range becomes a tag condition only when it is narrow: a wide range would OR many large posting
 * lists for little gain. The exact bounds are always checked on the row as well.
 */
export const MAX_DECILES_AS_TAGS = 4;

/** A lexeme in tsquery syntax: quoted, with quotes doubled and backslashes escaped. */
export function quoteLexeme(text: string): string {
  return `'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

const words = (term: string) => term.split(/\s+/).filter(Boolean);

/** Every word of the term: `('w1' & 'w2')`. */
function termQuery(term: string): string | null {
  const parts = words(term).map(quoteLexeme);
  return parts.length ? `(${parts.join(" & ")})` : null;
}

/** Include terms of one field (the caller scopes them to it): every word of every term. */
export function includeQuery(terms: readonly string[]): string | null {
  const parts = terms.map(termQuery).filter((p) => p !== null);
  return parts.length ? parts.join(" & ") : null;
}

/** Exclude terms of one field (the caller scopes them to it): no term, all of its words. */
export function excludeQuery(terms: readonly string[]): string | null {
  const parts = terms.map(termQuery).filter((p) => p !== null);
  return parts.length ? `!(${parts.join(" | ")})` : null;
}

/** Filter tags: one of the categories. Tags are matched literally (cast, never parsed). */
export function categoryQuery(categories: readonly string[]): string {
  return `(${categories.map((c) => quoteLexeme(`category#${c.toLowerCase()}`)).join(" | ")})`;
}

/** Filter tag of an idea whose evidence is rising (the document has it at the 1.2x cut of RISING_AT). */
export const RISING_TAG = quoteLexeme("trend#rising");

/** Decile of a score as the document tags it (0 to 10). */
export const decile = (score: number) => Math.floor(score / 10);

/** Filter tags: the deciles a narrow score range covers, or null when the range is wide or full. */
export function decileQuery(key: DecileKey, min: number, max: number | null): string | null {
  const bounds = RANGE_BOUNDS[key];
  const hi = max ?? bounds.max ?? 100;
  if (min <= bounds.min && hi >= (bounds.max ?? 100)) return null;
  const from = decile(Math.max(min, bounds.min));
  const to = decile(Math.min(hi, bounds.max ?? 100));
  if (to - from + 1 > MAX_DECILES_AS_TAGS) return null;
  const tags = [];
  for (let d = from; d <= to; d++) tags.push(quoteLexeme(`${DECILE_TAG[key]}#${d}`));
  return `(${tags.join(" | ")})`;
}

/** Joins optional parts with AND; null when there are none. */
export function allOf(parts: readonly (string | null)[]): string | null {
  const present = parts.filter((p): p is string => p !== null);
  return present.length ? present.join(" & ") : null;
}
