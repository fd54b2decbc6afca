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

/**
 * To an address that is not the logged-in sender's own: a fixed text with the ticket number only.
 * Nothing the sender typed (name, subject, message) is quoted, so the form cannot make the app
 * mail a stranger a message of someone else's choosing.
 */
export function supportReceiptEmail(id: number): EmailContent {
  return renderEmail({
    subject: `${SUPPORT_CONFIRMATION_SUBJECT} (#${id})`,
    preview: `We will answer within ${SUPPORT_REPLY_TIME}.`,
    greeting: "Hello,",
    paragraphs: [
      `Thank you for contacting IdeaForge support. We received a request #${id} from this email address and will answer within ${SUPPORT_REPLY_TIME}.`,
    ],
    after: ["If you did not send this request, you can ignore this email."],
  });
}
