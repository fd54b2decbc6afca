import { charLength } from "./sanitize";

/** An email address has at most 254 characters. */
export const EMAIL_MAX = 254;

export const EMAIL_MESSAGES = {
  required: "Email is required",
  invalid: "Please enter a valid email address",
  tooLong: "Email address is too long",
} as const;

/**
 * The "standard address pattern": the HTML living standard's valid e-mail address (what
 * `<input type="email">` accepts), except that the domain needs at least one dot.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** True when the value looks like an email address (no length check). */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * The first broken rule's message, or null. Surrounding white space is ignored, because the
 * address is trimmed before it is sent. The length is checked before the pattern, so an
 * over-long value is never run through the pattern.
 */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email === "") return EMAIL_MESSAGES.required;
  if (charLength(email) > EMAIL_MAX) return EMAIL_MESSAGES.tooLong;
  if (!isEmailAddress(email)) return EMAIL_MESSAGES.invalid;
  return null;
}
