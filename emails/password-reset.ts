import type { EmailContent } from "@/lib/email/types";
import { durationInWords, renderEmail } from "./layout";

export interface PasswordResetEmailInput {
  username: string;
  /** `${appUrl}/reset-password?uidb64=..&token=..`, built from APP_URL only. */
  resetUrl: string;
  expiresInSeconds: number;
}

export function passwordResetEmail({ username, resetUrl, expiresInSeconds }: PasswordResetEmailInput): EmailContent {
  const expiry = durationInWords(expiresInSeconds);
  return renderEmail({
    subject: "Reset your IdeaForge password",
    preview: `Choose a new password. This link expires in ${expiry}.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      "Someone asked to reset the password of your IdeaForge account. If it was you, choose a new password with the link below.",
      `The link works once and expires in ${expiry}.`,
    ],
    action: { label: "Reset your password", url: resetUrl },
    after: ["If you did not ask for this, ignore this email: your password stays as it is."],
  });
}
