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
}

/** Where messages go: an SMTP server, or the local outbox folder. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
}
