import { CATEGORY_LABELS, type SupportCategory } from "@/lib/domain/support/fields";

/** What both support emails show of a request. Every value is user text: renderEmail escapes it. */
export interface SupportEmailRequest {
  id: number;
  category: SupportCategory;
  email: string;
  name: string | null;
  subject: string;
  message: string;
}

export const categoryLine = (category: SupportCategory) => `Category: ${CATEGORY_LABELS[category]}`;

/** The message as paragraphs, one per line: HTML paragraphs do not keep line breaks. */
export function messageParagraphs(message: string): string[] {
  return message.split("\n").filter((line) => line.trim() !== "");
}
