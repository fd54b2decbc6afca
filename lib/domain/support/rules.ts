import { validateEmail } from "@/lib/domain/validation/email";
import { charLength, normaliseEmail } from "@/lib/domain/validation/sanitize";
import {
  CATEGORY_FIELDS,
  SUPPORT_CATEGORIES,
  SUPPORT_FIELD_KEYS,
  SUPPORT_LIMITS,
  type SupportCategory,
  type SupportFieldDef,
  type SupportFieldKey,
} from "./fields";

/**
 * The support form's rules, shared by the request schema (schema.ts, on the server) and the form
 * in the browser, which imports this file without zod. Text is kept as the user typed it; only
 * surrounding white space and control characters go, and one-line fields lose their line breaks.
 */
export const SUPPORT_MESSAGES = {
  category: "Please choose a category",
  invalidUrl: "Please enter a valid URL starting with http:// or https://",
  invalidOption: "Please choose an option from the list",
  notText: (noun: string) => `${noun} must be text`,
  tooLong: (noun: string, max: number) => `${noun} must be at most ${max.toLocaleString("en-US")} characters`,
} as const;

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** One-line values: every run of white space (line breaks included) becomes one space. */
export function cleanLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "").replace(/\s+/g, " ").trim();
}

/** Multi-line values: line breaks kept (as \n), surrounding white space trimmed. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").trim();
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** The first broken rule of one category field's cleaned value, or null. */
export function checkSupportField(def: SupportFieldDef, value: string): string | null {
  if (value === "") return def.required ? (def.missing ?? `${def.noun} is required`) : null;
  if (charLength(value) > def.max) return SUPPORT_MESSAGES.tooLong(def.noun, def.max);
  if (def.kind === "url" && !isHttpUrl(value)) return SUPPORT_MESSAGES.invalidUrl;
  if (def.kind === "select" && !def.options?.some((o) => o.value === value)) return SUPPORT_MESSAGES.invalidOption;
  return null;
}

/** What the form holds: every value a string, the category "" until one is chosen. */
export type SupportFormValues = {
  category: SupportCategory | "";
  email: string;
  name: string;
  subject: string;
} & Record<SupportFieldKey, string>;

export const emptySupportForm = (category: SupportCategory | "" = "", email = ""): SupportFormValues => ({
  category,
  email,
  name: "",
  subject: "",
  ...(Object.fromEntries(SUPPORT_FIELD_KEYS.map((key) => [key, ""])) as Record<SupportFieldKey, string>),
});

export type SupportFormErrors = Partial<Record<keyof SupportFormValues, string>>;

/**
 * The form's live check: the first message per field that SupportRequestBody (schema.ts) gives for
 * the same values, computed with the same field rules but without zod (schema.test.ts checks that
 * both agree). A message the client built itself stands in for the category's fields when none of
 * them has text, as the server takes it.
 */
export function supportFormErrors(values: SupportFormValues): SupportFormErrors {
  const errors: SupportFormErrors = {};
  const note = (key: keyof SupportFormValues, message: string | null) => {
    if (message !== null) errors[key] ??= message;
  };
  note("email", validateEmail(normaliseEmail(values.email)));
  note("name", lineTooLong(values.name, "Name", SUPPORT_LIMITS.name));
  note("subject", lineTooLong(values.subject, "Subject", SUPPORT_LIMITS.subject));
  if (!isSupportCategory(values.category)) {
    note("category", SUPPORT_MESSAGES.category);
    return errors;
  }
  const fields = CATEGORY_FIELDS[values.category];
  const hasText = (value: string) => value.trim() !== "";
  if (values.category !== "other" && hasText(values.message) && !fields.some((def) => hasText(values[def.key]))) {
    if (charLength(cleanText(values.message)) <= SUPPORT_LIMITS.builtMessage) return errors;
    note("message", SUPPORT_MESSAGES.tooLong("Message", SUPPORT_LIMITS.builtMessage));
  }
  for (const def of fields)
    note(
      def.key,
      checkSupportField(def, def.kind === "text" ? cleanText(values[def.key]) : cleanLine(values[def.key])),
    );
  return errors;
}

function lineTooLong(value: string, noun: string, max: number): string | null {
  return charLength(cleanLine(value)) > max ? SUPPORT_MESSAGES.tooLong(noun, max) : null;
}

const isSupportCategory = (value: string): value is SupportCategory =>
  (SUPPORT_CATEGORIES as readonly string[]).includes(value);
