import type { Tx } from "@/lib/server/db/client";
import type { Tier } from "@/lib/domain/billing/plans";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { env } from "@/lib/env";

/**
 * Account-setup links: random, stored hashed, single use, valid for three days. One purchase,
 * one email: the buyer's confirmation of the payment email mails the link (purchase.ts). Each
 * link's email is written to the outbox in the transaction that issues the link, so it is
 * delivered (retried while SMTP is down) and never lost. Only the newest link of a checkout works,
 * so an older email can never be used once a newer one went out.
 */
export const SETUP_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** A new link for a checkout; every earlier unused link of the same checkout stops working. */
export async function issueSetupToken(tx: Tx, checkout: { id: number; email: string; tier: Tier }, now = new Date()) {
  await tx.accountSetupToken.updateMany({
    where: { checkoutSessionId: checkout.id, usedAt: null, expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
  const token = newSecretToken();
  const row = await tx.accountSetupToken.create({
    data: {
      tokenHash: hashToken(token),
      checkoutSessionId: checkout.id,
      email: checkout.email,
      tier: checkout.tier,
      expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS),
      createdAt: now,
    },
  });
  return { id: row.id, token, link: `${env().appUrl}/signup?token=${encodeURIComponent(token)}` };
}
