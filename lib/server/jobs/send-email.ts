import type { Task } from "graphile-worker";
import { createMailer } from "@/lib/email";

/**
 * The send_email job: delivers one outbox row. Each attempt is counted before it is made; a failure
 * records its error and throws, so graphile-worker retries it later; a success marks the row sent.
 * graphile-worker lets one worker at a time hold a job, and a row already sent is skipped, so
 * several workers never send one email twice. (If the process dies between SMTP's acceptance and
 * the mark, the email goes again: at least once, never lost.)
 */
interface OutboxRow {
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
}

const MAX_ERROR_LENGTH = 1000;

export const sendEmailTask: Task = async (payload, helpers) => {
  const id = Number((payload as { id?: unknown } | null)?.id);
  if (!Number.isInteger(id)) throw new Error(`send_email: bad payload ${JSON.stringify(payload)}`);
  const { rows } = await helpers.query<OutboxRow>(
    "UPDATE email_outbox SET attempts = attempts + 1, last_attempt_at = now() AT TIME ZONE 'UTC' WHERE id = $1 AND sent_at IS NULL RETURNING recipient, reply_to, subject, text, html, headers",
    [id],
  );
  const row = rows[0];
  if (!row) return; // sent already (or removed): nothing to do
  const mailer = createMailer();
  try {
    await mailer.send({
      to: row.recipient,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: row.headers ?? undefined,
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await helpers.query("UPDATE email_outbox SET last_error = $2 WHERE id = $1", [id, message]);
    throw error;
  }
  // Delivered by SMTP: the body (links, codes) is no longer kept. The local .eml outbox keeps it for the dev mailbox.
  const forget = mailer.kind === "smtp" ? ", text = '', html = ''" : "";
  await helpers.query(
    `UPDATE email_outbox SET sent_at = now() AT TIME ZONE 'UTC', last_error = NULL${forget} WHERE id = $1`,
    [id],
  );
};
