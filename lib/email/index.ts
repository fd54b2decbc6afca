import { createMailer } from "./transport";
import type { EmailMessage } from "./types";

export type { EmailContent, EmailKind, EmailMessage, Mailer, QueuedEmail } from "./types";
export { createMailer, outboxDir } from "./transport";

/**
 * Sends one email now through SMTP (SMTP_URL) or the local .eml folder. Rejects when delivery
 * fails. The app never calls it from a request: it writes emails to the outbox table
 * (lib/server/email/queue.ts) and the job worker calls this.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  await createMailer().send(message);
}
