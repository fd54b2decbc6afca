import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Tier } from "@/lib/domain/billing/plans";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { env } from "@/lib/env";

/** Account-setup links: random, stored hashed, single use, valid for three days. */
export const SETUP_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

type Tx = Pick<PrismaClient, "accountSetupToken">;

/**
 * A new link for a checkout. A checkout can have two (the webhook's mail and the one sent after the
 * email confirmation); completing setup with either marks the checkout used, which ends both.
 */
export async function issueSetupToken(tx: Tx, checkout: { id: number; email: string; tier: Tier }, now = new Date()) {
  const token = newSecretToken();
  await tx.accountSetupToken.create({
    data: { tokenHash: hashToken(token), checkoutSessionId: checkout.id, email: checkout.email, tier: checkout.tier, expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS) },
  });
  return { token, link: `${env().appUrl}/signup?token=${encodeURIComponent(token)}` };
}
