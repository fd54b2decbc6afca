import "server-only";
import { db } from "@/lib/server/db/client";

/** The outbox table, newest first: the dev mailbox shows it, tests read what was sent. */
export interface OutboxMessage {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  /** Emptied once SMTP accepted the message (see prisma/schema.prisma, EmailOutbox). */
  text: string;
  html: string;
  date: Date;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

export async function listOutbox(limit = 100): Promise<OutboxMessage[]> {
  const rows = await db().emailOutbox.findMany({ orderBy: { id: "desc" }, take: limit });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.recipient,
    replyTo: r.replyTo,
    subject: r.subject,
    text: r.text,
    html: r.html,
    date: r.createdAt,
    attempts: r.attempts,
    lastError: r.lastError,
    sentAt: r.sentAt,
  }));
}
