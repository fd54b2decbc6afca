import { EMAIL_MESSAGES, isEmailAddress } from "./email";
import { LOGIN_PASSWORD_MAX, PASSWORD_REQUIRED_MESSAGE } from "./password";
import { charLength, sanitizeText } from "./sanitize";

/** The login field takes at most 150 characters, username or email. */
export const LOGIN_IDENTIFIER_MAX = 150;

export const LOGIN_MESSAGES = {
  identifierRequired: "Username or email is required",
  identifierTooLong: "Username or email is too long",
  invalidEmail: EMAIL_MESSAGES.invalid,
  passwordRequired: PASSWORD_REQUIRED_MESSAGE,
  passwordTooLong: "Password is too long",
} as const;

/**
 * The login identifier is sanitised first; required; at most 150 characters; a
 * value with an at-sign must look like an email address.
 */
export function validateLoginIdentifier(value: string): string | null {
  const identifier = sanitizeText(value);
  if (identifier === "") return LOGIN_MESSAGES.identifierRequired;
  if (charLength(identifier) > LOGIN_IDENTIFIER_MAX) return LOGIN_MESSAGES.identifierTooLong;
  if (identifier.includes("@") && !isEmailAddress(identifier)) return LOGIN_MESSAGES.invalidEmail;
  return null;
}

/** Required and at most 128 characters; the password itself is never sanitised. */
export function validateLoginPassword(value: string): string | null {
  if (value === "") return LOGIN_MESSAGES.passwordRequired;
  if (charLength(value) > LOGIN_PASSWORD_MAX) return LOGIN_MESSAGES.passwordTooLong;
  return null;
}
