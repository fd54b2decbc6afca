import type { Tx } from "@/lib/server/db/client";

/**
 * What a new password ends besides the sessions: every credential someone holding the old password
 * (or a session it opened) could have made and kept. API tokens are revoked, an email change still
 * waiting for its link dies (else a stolen session's request to move the account to another inbox
 * survives the owner's reset), and a sign-in halfway through two-factor must start again. Runs in
 * the transaction that stores the new password, so no credential outlives it.
 */
export async function endCredentialsOfOldPassword(tx: Tx, userId: number): Promise<void> {
  await tx.apiToken.deleteMany({ where: { userId } });
  await tx.emailChangeToken.deleteMany({ where: { userId, usedAt: null } });
  await tx.twoFactorChallenge.deleteMany({ where: { userId } });
}
