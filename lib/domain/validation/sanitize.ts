/**
 * Text clean-up applied before a value is validated or sent; sanitised text is at most 1000
 * characters.
 */
export const SANITISED_TEXT_MAX = 1000;

/** Characters the spec strips before sending: < > " ' */
const STRIPPED_CHARACTERS = /[<>"']/g;

/**
 * Length in characters (Unicode code points), so an emoji counts once, as a user would count it.
 * Every length rule in this folder uses it.
 */
export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** The first `max` characters, never cutting a surrogate pair in half. */
function cutToChars(value: string, max: number): string {
  if (value.length <= max) return value;
  return Array.from(value).slice(0, max).join("");
}

/** Strips < > " ' , trims, then cuts to 1000 characters. */
export function sanitizeText(value: string): string {
  // Trimmed again after the cut so a cut never leaves trailing white space behind.
  return cutToChars(value.replace(STRIPPED_CHARACTERS, "").trim(), SANITISED_TEXT_MAX).trimEnd();
}

/** Emails are compared and stored trimmed and in lower case (spec: "trims and normalises the email"). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
