import type { EmailContent } from "@/lib/email/types";
import { renderEmail } from "./layout";

export function planActivatedEmail({
  username,
  planLabel,
  loginUrl,
}: {
  username: string;
  planLabel: string;
  loginUrl: string;
}): EmailContent {
  return renderEmail({
    subject: `Your IdeaForge ${planLabel} plan is active`,
    preview: `Your ${planLabel} plan is active on your existing account.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `Thank you for your payment. Your ${planLabel} plan is now active on your existing IdeaForge account.`,
    ],
    action: { label: "Log in", url: loginUrl },
  });
}
