import type { EmailContent } from "@/lib/email/types";
import { renderEmail } from "./layout";

export interface PasswordChangedEmailInput {
  username: string;
  /** `${appUrl}/support`, built from APP_URL only. */
  supportUrl: string;
  /** "reset" after a reset link, "changed" from the account settings. */
  how: "reset" | "changed";
}

export function passwordChangedEmail({ username, supportUrl, how }: PasswordChangedEmailInput): EmailContent {
  return renderEmail({
    subject: `Your IdeaForge password was ${how}`,
    preview: `The password of your IdeaForge account was just ${how}.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `The password of your IdeaForge account was just ${how}. For your safety, ${how === "reset" ? "every device that was signed in" : "your other devices"} ${how === "reset" ? "has" : "have"} been signed out.`,
      "Any API tokens of the account were revoked too: if you use one, make a new one on your account page.",
      "If this was you, there is nothing else to do.",
    ],
    action: { label: "Not you? Contact support", url: supportUrl },
    after: ["If you did not do this, contact us right away through the support page so we can secure your account."],
  });
}
