import { z } from "zod";
import { EmailField } from "@/lib/domain/validation/schemas";
import { charLength } from "@/lib/domain/validation/sanitize";
import { SUPPORT_MESSAGES, checkSupportField, cleanLine, cleanText } from "./rules";
import {
  CATEGORY_FIELDS,
  REFUND_REASON_LABELS,
  SUPPORT_CATEGORIES,
  SUPPORT_FIELD_KEYS,
  SUPPORT_LIMITS,
  defaultSubject,
  type RefundReason,
  type SupportCategory,
  type SupportFieldKey,
} from "./fields";

/**
 * POST /api/accounts/support/submit/: the one schema the handler parses with and
 * the form validates live with. Text is kept as the user typed it (HTML included): it is stored
 * as text and escaped wherever it is shown. Only surrounding white space and control characters
 * go, and one-line fields lose their line breaks (they end up in email subjects). The field
 * rules and the form's own live check are in rules.ts, which the browser imports without zod.
 */
export {
  SUPPORT_MESSAGES,
  checkSupportField,
  cleanLine,
  cleanText,
  emptySupportForm,
  supportFormErrors,
} from "./rules";
export type { SupportFormErrors, SupportFormValues } from "./rules";

type Issue = (message: string, path?: string) => void;

/** A missing or null value counts as empty; anything but a string is refused. */
function asText(raw: unknown, noun: string, issue: Issue): string | null {
  if (raw === undefined || raw === null) return "";
  if (typeof raw === "string") return raw;
  issue(SUPPORT_MESSAGES.notText(noun));
  return null;
}

/** An optional one-line field (name, subject): cleaned, length-checked, "" when left empty. */
function optionalLine(noun: string, max: number) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const text = asText(raw, noun, (message) => ctx.addIssue({ code: "custom", message }));
      if (text === null) return z.NEVER;
      const value = cleanLine(text);
      if (charLength(value) > max) {
        ctx.addIssue({ code: "custom", message: SUPPORT_MESSAGES.tooLong(noun, max) });
        return z.NEVER;
      }
      return value;
    });
}

export type SupportDetails = Partial<Record<SupportFieldKey, string>>;

const ContactPart = z.object({
  email: EmailField,
  name: optionalLine("Name", SUPPORT_LIMITS.name),
  subject: optionalLine("Subject", SUPPORT_LIMITS.subject),
});

const rawCategoryFields = Object.fromEntries(SUPPORT_FIELD_KEYS.map((key) => [key, z.unknown().optional()])) as Record<
  SupportFieldKey,
  z.ZodOptional<z.ZodUnknown>
>;

const hasText = (raw: unknown) => typeof raw === "string" && raw.trim() !== "";

/**
 * A client may send what the spec's call names: a `message` it built from the category's fields
 * itself, instead of the fields. That message is taken as written (cleaned and length-checked)
 * when none of the category's own fields came with it; the per-category required fields are the
 * form's check. With the fields present, they are checked and the message is built from them.
 */
function builtMessageOnly(
  category: SupportCategory,
  input: Record<string, unknown>,
  ctx: z.RefinementCtx,
): string | null {
  if (category === "other" || !hasText(input.message)) return null;
  if (CATEGORY_FIELDS[category].some((def) => hasText(input[def.key]))) return null;
  const message = cleanText(input.message as string);
  if (charLength(message) > SUPPORT_LIMITS.builtMessage) {
    ctx.addIssue({
      code: "custom",
      message: SUPPORT_MESSAGES.tooLong("Message", SUPPORT_LIMITS.builtMessage),
      path: ["message"],
    });
    return null;
  }
  return message;
}

/** The category and its own fields; fields of other categories are ignored. */
const CategoryPart = z
  .object({ category: z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MESSAGES.category }), ...rawCategoryFields })
  .transform((input, ctx): { category: SupportCategory; details: SupportDetails; message?: string } => {
    const prebuilt = builtMessageOnly(input.category, input, ctx);
    if (prebuilt !== null) return { category: input.category, details: {}, message: prebuilt };
    const details: SupportDetails = {};
    for (const def of CATEGORY_FIELDS[input.category]) {
      const issue: Issue = (message) => ctx.addIssue({ code: "custom", message, path: [def.key] });
      const text = asText(input[def.key], def.noun, issue);
      if (text === null) continue;
      const value = def.kind === "text" ? cleanText(text) : cleanLine(text);
      const problem = checkSupportField(def, value);
      if (problem) issue(problem);
      else details[def.key] = value;
    }
    return { category: input.category, details };
  });

export interface SupportRequestInput {
  category: SupportCategory;
  email: string;
  name: string | null;
  subject: string;
  /** The category's fields as one readable text (spec: "message built from the category fields"). */
  message: string;
  /** The category's fields as given (cleaned), empty optional ones included as "". */
  details: SupportDetails;
}

// An intersection, not one object, so that a bad email and a missing category field are
// reported together: the form shows every problem at once.
export const SupportRequestBody = z
  .intersection(ContactPart, CategoryPart)
  .transform(({ email, name, subject, category, details, message }): SupportRequestInput => ({
    category,
    email,
    name: name || null,
    subject: subject || defaultSubject(category),
    message: message ?? buildSupportMessage(category, details),
    details,
  }));

/** The category's fields as labelled paragraphs; "other" is its message alone. */
export function buildSupportMessage(category: SupportCategory, details: SupportDetails): string {
  if (category === "other") return details.message ?? "";
  return CATEGORY_FIELDS[category]
    .filter((def) => details[def.key])
    .map((def) => {
      const value = details[def.key]!;
      const shown = def.key === "refundReason" ? (REFUND_REASON_LABELS[value as RefundReason] ?? value) : value;
      return def.kind === "text" ? `${def.noun}:\n${shown}` : `${def.noun}: ${shown}`;
    })
    .join("\n\n");
}
