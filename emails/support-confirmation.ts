import type { EmailContent } from "@/lib/email/types";
import { SUPPORT_REPLY_TIME } from "@/lib/domain/support/fields";
import { renderEmail } from "./layout";
import { categoryLine, messageParagraphs, type SupportEmailRequest } from "./support-shared";

export const SUPPORT_CONFIRMATION_SUBJECT = "We received your support request";

/** To the requester: what we received and when to expect an answer. */
export function supportConfirmationEmail(request: SupportEmailRequest): EmailContent {
  return renderEmail({
    subject: `${SUPPORT_CONFIRMATION_SUBJECT} (#${request.id})`,
    preview: `We will answer within ${SUPPORT_REPLY_TIME}.`,
    greeting: request.name ? `Hi ${request.name},` : "Hello,",
    paragraphs: [
      `Thank you for contacting IdeaForge support. We received your request #${request.id} and will answer within ${SUPPORT_REPLY_TIME}.`,
      "For your records, this is what you sent:",
      `Subject: ${request.subject}`,
      categoryLine(request.category),
      ...messageParagraphs(request.message),
    ],
    after: ["If you did not send this request, you can ignore this email."],
  });
}
