import type { EmailContent } from "@/lib/email/types";
import { durationInWords, renderEmail } from "./layout";

export interface DeviceCodeEmailInput {
  username: string;
  /** The six digits; the email is the only place the code is ever written. */
  code: string;
  /** What the sign-in looked like, e.g. 'Desktop, Chrome on Windows'. */
  device: string;
  expiresInSeconds: number;
}

/** The code that approves a sign-in from a new device; the code stands alone on its own line. */
export function deviceCodeEmail({ username, code, device, expiresInSeconds }: DeviceCodeEmailInput): EmailContent {
  const expiry = durationInWords(expiresInSeconds);
  return renderEmail({
    subject: "Your IdeaForge device verification code",
    preview: `Enter this code to approve a new device. It expires in ${expiry}.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `Someone signed in to your IdeaForge account from a new device (${device}). To approve this device, enter this code on the Verify This Device page:`,
      code,
      `The code works once, only in the browser that signed in, and expires in ${expiry}.`,
    ],
    after: [
      "If this was not you, do not share this code with anyone: someone knows your password. Change it now with 'Forgot password?' on the login page, which also signs out every device.",
    ],
  });
}
