import type { EmailContent } from "@/lib/email/types";
import { renderEmail } from "./layout";
import { categoryLine, messageParagraphs, type SupportEmailRequest } from "./support-shared";

export interface SupportRequestEmailInput extends SupportEmailRequest {
  /** The account the request was sent from, when the sender was logged in. */
  account: { id: number; username: string } | null;
}

/** To the team inbox (SUPPORT_EMAIL); the message's Reply-To is the requester. */
export function supportRequestEmail(request: SupportRequestEmailInput): EmailContent {
  const from = request.name ? `${request.name} <${request.email}>` : request.email;
  const account = request.account
    ? `${request.account.username} (user #${request.account.id})`
    : "none (not logged in)";
  return renderEmail({
    subject: `[Support #${request.id}] ${request.subject}`,
    preview: `${categoryLine(request.category)}, from ${request.email}`,
    greeting: `New support request #${request.id} from the support form.`,
    paragraphs: [
      `From: ${from}`,
      `Account: ${account}`,
      categoryLine(request.category),
      `Subject: ${request.subject}`,
      "Message:",
      ...messageParagraphs(request.message),
    ],
    after: ["Reply to this email to answer the requester directly. Promised reply time: 24-48 business hours."],
  });
}
