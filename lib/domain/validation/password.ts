import { charLength } from "./sanitize";

/** Length in UTF-8 bytes, as bcrypt counts it. */
export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** A password has 8 to 72 characters (the login field takes up to 128). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const LOGIN_PASSWORD_MAX = 128;
/** A signup password needs a strength score of at least 3 of 4. */
export const MIN_SIGNUP_STRENGTH = 3;

export const PASSWORD_REQUIRED_MESSAGE = "Password is required";
export const PASSWORD_OK_MESSAGE = "Password meets all requirements";
export const CONFIRM_PASSWORD_MESSAGE = "Please confirm your password";
export const PASSWORDS_MISMATCH_MESSAGE = "Passwords do not match";
export const PASSWORDS_MATCH_MESSAGE = "Passwords match";
export const SIGNUP_PASSWORDS_MISMATCH = "Passwords don't match!";
export const SIGNUP_PASSWORD_WEAK = "Password doesn't meet the requirements.";

export type PasswordRule = "minLength" | "maxLength" | "uppercase" | "lowercase" | "number" | "special";

export interface PasswordRequirement {
  rule: PasswordRule;
  met: boolean;
  message: string;
}

const hasUppercase = (value: string) => /\p{Lu}/u.test(value);
const hasLowercase = (value: string) => /\p{Ll}/u.test(value);
const hasNumber = (value: string) => /[0-9]/.test(value);
/** Anything that is not a letter, a digit or white space counts as a special character. */
const hasSpecial = (value: string) => /[^\p{L}\p{N}\s]/u.test(value);

/** Every requirement in the spec's order, met or not, for showing the list next to the field. */
export function passwordChecklist(value: string): PasswordRequirement[] {
  const length = charLength(value);
  return [
    { rule: "minLength", met: length >= PASSWORD_MIN, message: "Password must be at least 8 characters long" },
    // Counted in UTF-8 bytes: bcrypt reads only the first 72 bytes, so more would be cut silently.
    {
      rule: "maxLength",
      met: utf8Length(value) <= PASSWORD_MAX,
      message: "Password must be no more than 72 characters long",
    },
    { rule: "uppercase", met: hasUppercase(value), message: "Password must contain at least one uppercase letter" },
    { rule: "lowercase", met: hasLowercase(value), message: "Password must contain at least one lowercase letter" },
    { rule: "number", met: hasNumber(value), message: "Password must contain at least one number" },
    { rule: "special", met: hasSpecial(value), message: "Password must contain at least one special character" },
  ];
}

/** The first broken rule's message, or null. Passwords are never trimmed or sanitised. */
export function validatePassword(value: string): string | null {
  if (value === "") return PASSWORD_REQUIRED_MESSAGE;
  return passwordChecklist(value).find((requirement) => !requirement.met)?.message ?? null;
}

export type PasswordContext = "settings" | "signup";

/**
 * The confirmation must match the new password. Settings (and reset password) ask for the confirmation when it
 * is empty; signup has a single message for any difference.
 */
export function validateConfirmation(
  password: string,
  confirmation: string,
  { context }: { context: PasswordContext },
): string | null {
  if (context === "signup") return password === confirmation ? null : SIGNUP_PASSWORDS_MISMATCH;
  if (confirmation === "") return CONFIRM_PASSWORD_MESSAGE;
  return password === confirmation ? null : PASSWORDS_MISMATCH_MESSAGE;
}

/** A password containing one of these loses a strength point. */
export const WEAK_PASSWORD_PATTERNS: readonly string[] = [
  "pass",
  "123",
  "abc",
  "qwerty",
  "admin",
  "welcome",
  "letmein",
  "password",
];

export type StrengthScore = 0 | 1 | 2 | 3 | 4;
export const STRENGTH_LABELS = ["None", "Very Weak", "Weak", "Good", "Strong"] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export function hasWeakPattern(value: string): boolean {
  const lower = value.toLowerCase();
  return WEAK_PASSWORD_PATTERNS.some((pattern) => lower.includes(pattern));
}

/**
 * Spec: the number of rules met among length 8, lowercase, uppercase, number and special
 * character; lowered by one (minimum 1) for a weak pattern; at most 4. Only an empty password
 * scores 0.
 */
export function passwordStrength(value: string): { score: StrengthScore; label: StrengthLabel } {
  if (value === "") return { score: 0, label: STRENGTH_LABELS[0] };
  const rules = [
    charLength(value) >= PASSWORD_MIN,
    hasLowercase(value),
    hasUppercase(value),
    hasNumber(value),
    hasSpecial(value),
  ];
  let score = rules.filter(Boolean).length;
  if (hasWeakPattern(value)) score = Math.max(1, score - 1);
  const capped = Math.min(4, Math.max(1, score)) as Exclude<StrengthScore, 0>;
  return { score: capped, label: STRENGTH_LABELS[capped] };
}

/**
 * Signup's own gate (spec: "Signup needs a score of at least 3"; its requirement list names the
 * length). Also holds the 8 to 72 length so a short but varied password cannot pass.
 */
export function validateSignupPassword(value: string): string | null {
  const length = charLength(value);
  if (length < PASSWORD_MIN || utf8Length(value) > PASSWORD_MAX) return SIGNUP_PASSWORD_WEAK;
  return passwordStrength(value).score >= MIN_SIGNUP_STRENGTH ? null : SIGNUP_PASSWORD_WEAK;
}
