import { db } from "@/lib/server/db/client";
import { openSession, type OpenedSession } from "./open-session";
import { revokeSession } from "./sessions";
import { challengeIfTwoFactor, type TwoFactorChallenge } from "./two-factor-sign-in";

/**
 * Social sign-in (GitHub, Google): the provider proved an identity; this finds the IdeaForge
 * account it belongs to and opens a session through the same step as a password login.
 *
 * - An identity linked before signs in to its user, whatever email the provider reports now.
 * - Otherwise it links to the user with the same email (case-insensitive), but only when the
 *   provider says it verified that email: an unverified address proves nothing.
 * - Nobody else gets in: accounts are created from a payment only, never here.
 */
export interface SocialIdentity {
  provider: string;
  providerAccountId: string;
  email: string | null;
  emailVerified: boolean;
}

export interface SocialSignInContext {
  ip: string;
  userAgent: string | null;
  /** The browser's device cookie, when it sent a valid one. */
  deviceKey?: string;
  /** The session cookie the browser already had: replaced by the new session. */
  previousSessionToken?: string;
}

export type SocialSignInResult =
  | ({ ok: true; userId: number } & OpenedSession)
  // Not signed in yet: the account has two-factor on, and the code must follow.
  | { ok: false; reason: "two_factor_required"; userId: number; twoFactor: TwoFactorChallenge }
  | { ok: false; reason: "no_account" };

/** The user this identity signs in to, linking it on first use; null when there is none. */
export async function resolveSocialUser(identity: SocialIdentity): Promise<number | null> {
  const key = { provider: identity.provider, providerAccountId: identity.providerAccountId };
  const linked = await db().oAuthAccount.findUnique({
    where: { provider_providerAccountId: key },
    select: { id: true, userId: true, email: true },
  });
  if (linked) {
    if (identity.email && identity.email !== linked.email) {
      await db().oAuthAccount.update({ where: { id: linked.id }, data: { email: identity.email } });
    }
    return linked.userId;
  }

  const email = identity.email?.trim();
  if (!identity.emailVerified || !email) return null;
  const rows = await db().$queryRaw<
    { id: number }[]
  >`SELECT id FROM users WHERE lower(email) = lower(${email}) LIMIT 1`;
  const userId = rows[0]?.id;
  if (userId === undefined) return null;

  // ON CONFLICT DO NOTHING on (provider, provider_account_id): two first sign-ins at once link once.
  await db().oAuthAccount.createMany({ data: [{ ...key, userId, email }], skipDuplicates: true });
  const link = await db().oAuthAccount.findUniqueOrThrow({
    where: { provider_providerAccountId: key },
    select: { userId: true },
  });
  return link.userId;
}

export async function socialSignIn(identity: SocialIdentity, ctx: SocialSignInContext): Promise<SocialSignInResult> {
  const userId = await resolveSocialUser(identity);
  if (userId === null) return { ok: false, reason: "no_account" };
  // Two-factor on: the provider's proof is the first step only; the code opens the session.
  const twoFactor = await challengeIfTwoFactor(userId, false);
  if (twoFactor) return { ok: false, reason: "two_factor_required", userId, twoFactor };
  const session = await openSession(userId, {
    rememberMe: false,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    deviceKey: ctx.deviceKey,
  });
  // Signing in again replaces the old session rather than leaving it alive next to the new one.
  if (ctx.previousSessionToken) await revokeSession(ctx.previousSessionToken);
  return { ok: true, userId, ...session };
}
