import type { QueuedEmail } from "@/lib/email";
import type { Tx } from "@/lib/server/db/client";

/**
 * The outbox: an email is a row of email_outbox plus a send_email job (graphile-worker), both
 * written by `tx`, the transaction of the change that causes the email. A change that rolls back
 * leaves no email; a committed one always has its email, whatever SMTP does at that moment. The
 * job worker (lib/server/jobs) delivers it.
 *
 * Retries: graphile-worker waits exp(min(attempt, 10)) seconds after each failed attempt (2.7 s,
 * 7.4 s, ... then 6.1 h from the 10th on); 25 attempts cover about 100 hours.
 */
export const SEND_EMAIL_TASK = "send_email";
export const EMAIL_MAX_ATTEMPTS = 25;

/** Call inside a transaction (`db().$transaction(async (tx) => ...)`). Returns the outbox id. */
export async function queueEmail(tx: Tx, email: QueuedEmail): Promise<number> {
  const row = await tx.emailOutbox.create({
    data: {
      kind: email.kind,
      recipient: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers,
    },
    select: { id: true },
  });
  // job_key: one job per email, however often this is retried.
  await tx.$executeRaw`SELECT graphile_worker.add_job(${SEND_EMAIL_TASK}, json_build_object('id', ${row.id}::int), max_attempts := ${EMAIL_MAX_ATTEMPTS}::int, job_key := ${`email:${row.id}`})`;
  return row.id;
}

/** Several emails of one change, in order. */
export async function queueEmails(tx: Tx, emails: QueuedEmail[]): Promise<void> {
  for (const email of emails) await queueEmail(tx, email);
}
