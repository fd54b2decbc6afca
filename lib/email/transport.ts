import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { linksIn } from "./eml";
import type { EmailMessage, Mailer } from "./types";

/**
 * With SMTP_URL: nodemailer's SMTP transport (plain SMTP without STARTTLS to a local sink).
 * Without: nodemailer's stream transport, each message written as one .eml file (RFC 822) to
 * `${DATA_DIR}/mail/`, listed at /dev/mailbox, with its first link printed to the console.
 */
export function outboxDir(): string {
  return path.resolve(env().DATA_DIR, "mail");
}

export function createMailer(): Mailer {
  const smtpUrl = env().SMTP_URL;
  return smtpUrl ? smtpMailer(smtpUrl) : outboxMailer(outboxDir());
}

const fromAddress = () => env().MAIL_FROM;

function isLocalPlainSmtp(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "smtp:" && ["localhost", "127.0.0.1", "[::1]"].includes(u.hostname);
  } catch {
    return false;
  }
}

/**
 * Bounds on one delivery (nodemailer's defaults wait up to 2 min to connect and 10 min on a silent
 * socket): a stuck server fails the attempt, which the outbox retries, and never holds the job
 * worker's shutdown for minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    ignoreTLS: isLocalPlainSmtp(url),
    ...SMTP_TIMEOUTS,
  } satisfies SMTPTransport.Options);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from: fromAddress(), ...message });
      log.info("email sent", { to: message.to, subject: message.subject });
    },
  };
}

/** `2026-03-01T12-00-00-000Z-1a2b3c4d.eml`: sorts by time, and is a valid file name everywhere. */
function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
}

function outboxMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: "outbox",
    async send(message: EmailMessage) {
      const info = await transport.sendMail({ from: fromAddress(), ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName());
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info("email written to the outbox", {
        to: message.to,
        subject: message.subject,
        file,
        link: linksIn(message.text)[0],
      });
    },
  };
}
