import type { EmailContent } from "@/lib/email/types";
import { renderEmail } from "./layout";

export function accountSetupEmail({ planLabel, link }: { planLabel: string; link: string }): EmailContent {
  return renderEmail({
    subject: "Set up your IdeaForge account",
    preview: `Your ${planLabel} plan is paid. Choose a username and password to start.`,
    greeting: "Welcome to IdeaForge!",
    paragraphs: [
      `Thank you for your payment. Your ${planLabel} plan is ready: choose a username and a password to set up your account.`,
    ],
    action: { label: "Set up my account", url: link },
    after: [
      "This link works once and expires in 3 days. If it has expired, reply through the support page and we will send a new one.",
    ],
  });
}
