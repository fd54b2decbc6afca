import type { EmailContent } from "@/lib/email/types";
import { renderEmail } from "./layout";

export function paymentFailedEmail({ username, accountUrl }: { username: string; accountUrl: string }): EmailContent {
  return renderEmail({
    subject: "Your IdeaForge payment failed",
    preview: "We could not charge your card. Your access continues for now.",
    greeting: `Hi ${username},`,
    paragraphs: [
      "We could not charge your card for your IdeaForge subscription. Your access continues while we retry the payment.",
      "Please check your payment details to keep your plan and your projects.",
    ],
    action: { label: "Review billing", url: accountUrl },
  });
}
