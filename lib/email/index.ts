import { log } from "@/lib/log";
import { createMailer } from "./transport";
import type { EmailMessage } from "./types";

export type { EmailContent, EmailMessage, Mailer } from "./types";
export { createMailer, outboxDir } from "./transport";

/** Sends one email through SMTP (SMTP_URL) or the local outbox. Rejects when delivery fails. */
export async function sendEmail(message: EmailMessage): Promise<void> {
  await createMailer().send(message);
}

const pending = new Set<Promise<void>>();

/**
 * Sends without making the caller wait, so an answer takes as long whether or not an email went
 * out. A failure is logged, never thrown.
 */
export function sendEmailInBackground(message: EmailMessage): void {
  const delivery = sendEmail(message)
    .catch((error: unknown) => log.error("email delivery failed", { to: message.to, subject: message.subject, error }))
    .finally(() => pending.delete(delivery));
  pending.add(delivery);
}

/** Resolves when every background delivery has finished (tests, shutdown). */
export async function settleEmails(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
