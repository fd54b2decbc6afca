/**
 * The support form's categories and their fields. One table
 * drives the form (labels, inputs, required markers) and the request schema (required flags,
 * lengths), so the "(optional)" markers can never disagree with what the server demands
 * (the original form's markers and flags disagreed).
 */
export const SUPPORT_CATEGORIES = ["data-removal", "billing", "technical", "other"] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<SupportCategory, string> = {
  "data-removal": "Data removal",
  billing: "Billing",
  technical: "Technical problem",
  other: "Other",
};

export const REFUND_REASONS = [
  "accidental",
  "expectations",
  "technical",
  "double-charge",
  "subscription",
  "other",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  accidental: "Accidental purchase",
  expectations: "Did not meet my expectations",
  technical: "Technical problems",
  "double-charge": "Charged twice",
  subscription: "Subscription problem",
  other: "Other",
};

/** How soon the support team answers, as the confirmation says it. */
export const SUPPORT_REPLY_TIME = "24-48 business hours";

/** Lengths in characters (code points). */
export const SUPPORT_LIMITS = {
  name: 100,
  subject: 200,
  shortText: 100,
  url: 2048,
  longText: 5000,
  builtMessage: 12_000,
} as const;

export type FieldKind = "line" | "url" | "text" | "select";

export interface SupportFieldDef {
  key: SupportFieldKey;
  label: string;
  /** The field's name inside messages: "{noun} must be at most 100 characters". */
  noun: string;
  /** Shown when a required field is empty. */
  missing?: string;
  kind: FieldKind;
  required: boolean;
  /** Maximum length in characters. */
  max: number;
  hint?: string;
  placeholder?: string;
  options?: readonly { value: string; label: string }[];
}

export const SUPPORT_FIELD_KEYS = [
  "url",
  "reason",
  "orderNumber",
  "billingIssue",
  "refundReason",
  "issue",
  "device",
  "browser",
  "message",
] as const;
export type SupportFieldKey = (typeof SUPPORT_FIELD_KEYS)[number];

const { shortText, url, longText } = SUPPORT_LIMITS;

export const CATEGORY_FIELDS: Record<SupportCategory, readonly SupportFieldDef[]> = {
  "data-removal": [
    {
      key: "url",
      label: "URL of the content",
      noun: "URL",
      missing: "Please enter the URL of the content to remove",
      kind: "url",
      required: true,
      max: url,
      placeholder: "https://",
      hint: "The page on IdeaForge, or the original public post, that you want removed.",
    },
    { key: "reason", label: "Reason for removal", noun: "Reason", kind: "text", required: false, max: longText },
  ],
  billing: [
    {
      key: "orderNumber",
      label: "Order or invoice number",
      noun: "Order number",
      kind: "line",
      required: false,
      max: shortText,
      hint: "Shown on your invoice or payment receipt.",
    },
    {
      key: "billingIssue",
      label: "Describe the billing issue",
      noun: "Billing issue",
      missing: "Please describe the billing issue",
      kind: "text",
      required: true,
      max: longText,
    },
    {
      key: "refundReason",
      label: "Refund reason",
      noun: "Refund reason",
      placeholder: "No refund requested",
      kind: "select",
      required: false,
      max: shortText,
      hint: "Only if you are asking for a refund. Monthly plans are not refundable; Lifetime is refundable within 7 days of purchase.",
      options: REFUND_REASONS.map((value) => ({ value, label: REFUND_REASON_LABELS[value] })),
    },
  ],
  technical: [
    {
      key: "issue",
      label: "Describe the problem",
      noun: "Problem description",
      missing: "Please describe the problem",
      kind: "text",
      required: true,
      max: longText,
      hint: "What you did, what you expected, and what happened instead.",
    },
    {
      key: "device",
      label: "Device",
      noun: "Device",
      kind: "line",
      required: false,
      max: shortText,
      placeholder: "e.g. Windows laptop, iPhone 15",
    },
    {
      key: "browser",
      label: "Browser",
      noun: "Browser",
      kind: "line",
      required: false,
      max: shortText,
      placeholder: "e.g. Chrome 131, Safari 18",
    },
  ],
  other: [
    {
      key: "message",
      label: "Message",
      noun: "Message",
      missing: "Please enter a message",
      kind: "text",
      required: true,
      max: longText,
    },
  ],
};

export const defaultSubject = (category: SupportCategory) => `${category} Support Request`;

export function isSupportCategory(value: unknown): value is SupportCategory {
  return typeof value === "string" && (SUPPORT_CATEGORIES as readonly string[]).includes(value);
}
