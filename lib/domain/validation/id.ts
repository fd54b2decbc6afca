import { z } from "zod";

/** Every id column is PostgreSQL's int4: a larger number names nothing, and the query would fail on it. */
export const INT4_MAX = 2_147_483_647;

/** An id written out: digits only, no sign, space, point, exponent or leading zero. */
const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

/** The id a text names, or null when it cannot name one ("12" is 12; " 12", "+12", "12.0", "1e3", "012", "0" and 2^31 are null). */
export function idFromText(text: string): number | null {
  if (!ID_DIGITS.test(text)) return null;
  const id = Number(text);
  return id <= INT4_MAX ? id : null;
}

/**
 * The one schema of an id, wherever one is read (path params, query strings, JSON bodies): a whole
 * number from 1 to INT4_MAX, sent as a JSON number or as its plain digits. Anything else fails
 * with a message naming the field, so the route answers 400 and the database never sees it.
 */
export const idField = (name = "id") =>
  z.preprocess(
    (value) => (typeof value === "string" && /^(0|[1-9][0-9]*)$/.test(value) ? Number(value) : value),
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .positive(`${name} must be a positive number`)
      .max(INT4_MAX, `${name} is too large`),
  );
