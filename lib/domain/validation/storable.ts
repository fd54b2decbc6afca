/**
 * The input with every string and key made storable: NUL characters removed and lone UTF-16
 * surrogates (a JSON "\ud800" with no pair) replaced by U+FFFD. PostgreSQL refuses both in text
 * and jsonb (it raises, which would be a 500), and no field of the product means either.
 */
export function storableStrings(input: unknown): unknown {
  if (typeof input === "string") return storableString(input);
  if (Array.isArray(input)) return input.map(storableStrings);
  if (input !== null && typeof input === "object" && Object.getPrototypeOf(input) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(input).map(([key, value]) => [storableString(key), storableStrings(value)]),
    );
  }
  return input;
}

function storableString(text: string): string {
  const withoutNul = text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
  return withoutNul.isWellFormed() ? withoutNul : withoutNul.toWellFormed();
}
