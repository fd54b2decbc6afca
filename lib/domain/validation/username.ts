import { charLength } from "./sanitize";

/** A username has 3 to 30 characters. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** Usernames nobody may take; compared case-insensitively. */
export const RESERVED_USERNAMES: readonly string[] = ["admin", "root", "user", "test", "api", "www", "mail", "support"];

/** Where the username is typed: the account settings form or the signup form. */
export type UsernameContext = "settings" | "signup";

/** The spec's messages, as the settings form shows them. */
export const USERNAME_MESSAGES = {
  required: "Username is required",
  tooShort: "Username must be at least 3 characters long",
  tooLong: "Username cannot exceed 30 characters",
  invalidCharacters: "Username can only contain letters, numbers, hyphens, and underscores",
  reserved: "This username is reserved and cannot be used",
} as const;

const ALLOWED_CHARACTERS = /^[A-Za-z0-9_-]+$/;

export function isReservedUsername(value: string): boolean {
  return RESERVED_USERNAMES.includes(value.trim().toLowerCase());
}

/** Spec: "Signup messages carry a trailing full stop". */
function inContext(message: string, context: UsernameContext): string {
  return context === "signup" ? `${message}.` : message;
}

/**
 * The first broken rule's message, or null when the username is acceptable. Surrounding white
 * space is ignored, because it is trimmed before the username is sent.
 */
export function validateUsername(value: string, { context }: { context: UsernameContext }): string | null {
  const username = value.trim();
  const message = firstUsernameProblem(username);
  return message === null ? null : inContext(message, context);
}

function firstUsernameProblem(username: string): string | null {
  if (username === "") return USERNAME_MESSAGES.required;
  const length = charLength(username);
  if (length < USERNAME_MIN) return USERNAME_MESSAGES.tooShort;
  if (length > USERNAME_MAX) return USERNAME_MESSAGES.tooLong;
  if (!ALLOWED_CHARACTERS.test(username)) return USERNAME_MESSAGES.invalidCharacters;
  if (isReservedUsername(username)) return USERNAME_MESSAGES.reserved;
  return null;
}

/** Spec: the server availability check is skipped below 3 characters. */
export function shouldCheckAvailability(value: string): boolean {
  return charLength(value.trim()) >= USERNAME_MIN;
}
