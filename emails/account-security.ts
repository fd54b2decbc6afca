import type { EmailContent } from "@/lib/email/types";
import { durationInWords, renderEmail } from "./layout";

/** Emails of the account's security settings: a change of email and the closure of the account. */

export function emailChangeConfirmEmail(input: {
  username: string;
  confirmUrl: string;
  expiresInSeconds: number;
}): EmailContent {
  return renderEmail({
    subject: "Confirm your new IdeaForge email",
    preview: "Confirm this address to make it your IdeaForge login email.",
    greeting: `Hi ${input.username},`,
    paragraphs: [
      "You asked to use this address for your IdeaForge account. Confirm it with the button below; until then your account keeps its current email.",
      `The link works once and expires in ${durationInWords(input.expiresInSeconds)}.`,
    ],
    action: { label: "Confirm new email", url: input.confirmUrl },
    after: ["If you did not ask for this, ignore this email: nothing changes."],
  });
}

export function emailChangeRequestedNotice(input: { username: string; newEmail: string; supportUrl: string }) {
  return renderEmail({
    subject: "A change of your IdeaForge email was requested",
    preview: "Your account keeps this email until the new one is confirmed.",
    greeting: `Hi ${input.username},`,
    paragraphs: [
      `Someone signed in to your IdeaForge account asked to change its email to ${input.newEmail}. Your account keeps this address until the new one is confirmed from a link sent there.`,
      "If this was you, there is nothing else to do.",
    ],
    action: { label: "Not you? Contact support", url: input.supportUrl },
    after: ["If you did not do this, change your password and contact us right away."],
  });
}

export function emailChangedNotice(input: { username: string; newEmail: string; supportUrl: string }): EmailContent {
  return renderEmail({
    subject: "Your IdeaForge email was changed",
    preview: "Your account now uses a new email address.",
    greeting: `Hi ${input.username},`,
    paragraphs: [
      `The email of your IdeaForge account was changed to ${input.newEmail}. Emails about your account now go there.`,
      "If this was you, there is nothing else to do.",
    ],
    action: { label: "Not you? Contact support", url: input.supportUrl },
    after: ["If you did not do this, contact us right away through the support page so we can secure your account."],
  });
}

export function accountClosedEmail(input: { username: string; refundRequested: boolean }): EmailContent {
  return renderEmail({
    subject: "Your IdeaForge account was closed",
    preview: "Your account and its personal data were deleted.",
    greeting: `Hi ${input.username},`,
    paragraphs: [
      "Your IdeaForge account was closed as you asked. Your subscription was canceled, every device was signed out, and your projects, notes, saved items and usage were deleted.",
      "Invoices are kept, as the law requires, without your name or email.",
      ...(input.refundRequested ? ["Your Lifetime purchase will be refunded to the card you paid with."] : []),
      "Your username can be taken by a new account again after 30 days.",
    ],
    after: ["If you did not close your account, contact us right away through the support page."],
  });
}
