/** One email as the app composes it: the templates in emails/ return the last three fields. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailMessage extends EmailContent {
  to: string;
  /** Where replies go when it is not the sender (support requests: the requester). */
  replyTo?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on saved-search digests (RFC 8058). */
  headers?: Record<string, string>;
}

/** Where messages go: an SMTP server, or the local outbox folder. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
}

/** What an email is about: stored with it in the outbox, so the mailbox and the logs can tell them apart. */
export type EmailKind =
  | "saved_search_digest"
  | "support_request"
  | "support_confirmation"
  | "password_reset"
  | "password_changed"
  | "device_code"
  | "account_setup"
  | "plan_activated"
  | "payment_failed"
  | "held_payment_owner"
  | "refund_due"
  | "email_change_confirm"
  | "email_change_notice"
  | "account_closed";

/** An email for the outbox (lib/server/email/queue.ts). */
export interface QueuedEmail extends EmailMessage {
  kind: EmailKind;
}
