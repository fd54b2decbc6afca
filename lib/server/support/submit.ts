import "server-only";
import { supportConfirmationEmail, supportReceiptEmail } from "@/emails/support-confirmation";
import { supportRequestEmail } from "@/emails/support-request";
import { hashToken } from "@/lib/auth/tokens";
import type { SupportCategory } from "@/lib/domain/support/fields";
import type { SupportRequestInput } from "@/lib/domain/support/schema";
import { env } from "@/lib/env";
import { errors } from "@/lib/errors";
import type { SupportCategory as DbSupportCategory } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { queueEmails } from "@/lib/server/email/queue";
import { addressKey, hit, type Window } from "@/lib/server/security/rate-limit";

/**
 * The support form: store the request, mail the team inbox and send
 * the requester a confirmation; the request and both emails are written in one transaction (the
 * outbox), so a stored request always reaches the team, even when SMTP is down at that moment.
 * Limited per client address, and per recipient inbox across all senders, so the form cannot be
 * used to flood someone else's inbox; a confirmation to anyone but the logged-in sender quotes
 * nothing the sender typed.
 */
export const SUPPORT_REQUEST_LIMIT: Window = { limit: 5, windowMs: 60 * 60 * 1000 };
export const TOO_MANY_SUPPORT_REQUESTS = "Too many support requests. Please try again later.";

/** Room for every field at its maximum length, several times over; anything larger is a 413. */
export const SUPPORT_MAX_BODY_BYTES = 200_000;

export interface SupportRequester {
  ip: string;
  /** The logged-in account, if any: the request is linked to it. */
  user: { id: number; username: string; email: string } | null;
}

export interface SupportSubmitResult {
  success: true;
  id: number;
  subject: string;
}

const DB_CATEGORY: Record<SupportCategory, DbSupportCategory> = {
  "data-removal": "data_removal",
  billing: "billing",
  technical: "technical",
  other: "other",
};

export async function submitSupportRequest(
  input: SupportRequestInput,
  requester: SupportRequester,
  now = new Date(),
): Promise<SupportSubmitResult> {
  await enforceLimits(input.email, requester.ip, now);
  return db().$transaction(async (tx) => {
    const row = await tx.supportRequest.create({
      data: {
        userId: requester.user?.id ?? null,
        email: input.email,
        name: input.name,
        category: DB_CATEGORY[input.category],
        subject: input.subject,
        message: input.message,
        details: input.details,
        createdAt: now,
      },
      select: { id: true },
    });
    const request = {
      id: row.id,
      category: input.category,
      email: input.email,
      name: input.name,
      subject: input.subject,
      message: input.message,
    };
    await queueEmails(tx, [
      {
        kind: "support_request",
        to: env().SUPPORT_EMAIL,
        replyTo: input.email,
        ...supportRequestEmail({ ...request, account: requester.user }),
      },
      {
        kind: "support_confirmation",
        to: input.email,
        ...(isOwnAddress(input.email, requester.user)
          ? supportConfirmationEmail(request)
          : supportReceiptEmail(row.id)),
      },
    ]);
    return { success: true as const, id: row.id, subject: input.subject };
  });
}

/** Only the logged-in sender's own address gets the confirmation that quotes the request. */
function isOwnAddress(email: string, user: SupportRequester["user"]): boolean {
  return user !== null && user.email.toLowerCase() === email.toLowerCase();
}

/**
 * The inbox an address reaches, for the per-recipient limit: lower-cased, without a "+tag" in the
 * local part (name+1@ and NAME+2@ are one inbox), so dressing the address up gives no new budget.
 */
export function mailboxOf(email: string): string {
  const lower = email.toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const local = lower.slice(0, at).split("+")[0]!;
  return `${local}${lower.slice(at)}`;
}

/** Every accepted request is counted, per client address and per requester address (one atomic statement per key). */
async function enforceLimits(email: string, ip: string, now: Date): Promise<void> {
  const keys = [`support:ip:${addressKey(ip)}`, `support:email:${hashToken(mailboxOf(email))}`];
  const states = await Promise.all(keys.map((key) => hit(key, SUPPORT_REQUEST_LIMIT, now)));
  const over = states.filter((s) => s.count > SUPPORT_REQUEST_LIMIT.limit);
  if (over.length)
    throw errors.rateLimited(Math.max(...over.map((s) => s.retryAfterMs)) / 1000, TOO_MANY_SUPPORT_REQUESTS);
}
