import { hashPassword } from "@/lib/auth/passwords";
import { hashToken } from "@/lib/auth/tokens";
import { PLANS, type Tier } from "@/lib/domain/billing/plans";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { isEmailTaken } from "@/lib/server/accounts/users";
import { openSession, type SignInContext } from "@/lib/server/auth/open-session";

/** Account setup from the emailed link: check the token, then create the account once. */
export const INVALID_TOKEN = "Invalid or expired token";
export const EMAIL_NOT_FOR_LINK = "This email does not match the setup link.";
export const USERNAME_TAKEN = "This username is already taken.";

export const SETUP_LINK_USED = "This setup link has already been used: your account exists.";

export interface SetupTokenCheck {
  valid: boolean;
  email?: string;
  tier?: string;
  error?: string;
  /** The link set an account up already: the page offers 'Log in' and 'Forgot password'. */
  used?: boolean;
}

async function usableToken(token: string, now = new Date()) {
  if (!token || token.length > 200) return null;
  const row = await db().accountSetupToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { checkoutSession: true },
  });
  if (!row || row.usedAt || row.expiresAt <= now || row.checkoutSession.usedAt) return null;
  return row;
}

/** A link whose account was set up already (by it, or by another link of the same checkout). */
async function spentToken(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const row = await db().accountSetupToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { checkoutSession: true },
  });
  return row !== null && (row.usedAt !== null || row.checkoutSession.usedAt !== null);
}

export async function checkSetupToken(token: string): Promise<SetupTokenCheck> {
  const row = await usableToken(token);
  if (!row && (await spentToken(token))) return { valid: false, used: true, error: SETUP_LINK_USED };
  if (!row) return { valid: false, error: INVALID_TOKEN };
  return { valid: true, email: row.email, tier: PLANS[row.tier as Tier].label };
}

/**
 * Email availability, inside the signup flow only: the caller holds a usable setup link and asks
 * about the link's own email. Anyone else gets the same refusal for every address, so the call
 * tells nobody whether an email belongs to a customer.
 */
export async function setupEmailAvailability(
  token: string,
  email: string,
): Promise<{ available: boolean; message: string }> {
  const row = await usableToken(token);
  if (!row) throw new ApiError("bad_request", INVALID_TOKEN);
  if (row.email.toLowerCase() !== email.toLowerCase()) throw new ApiError("bad_request", EMAIL_NOT_FOR_LINK);
  return (await isEmailTaken(email))
    ? { available: false, message: "An account with this email already exists." }
    : { available: true, message: "Email is available." };
}

/**
 * Whether /signup logs a logged-in visitor out before setup: only for a usable link, so a link
 * with a bogus, spent or expired token never ends anyone's session.
 */
export async function mustLogOutBeforeSetup(loggedIn: boolean, token: string): Promise<boolean> {
  return loggedIn && (await usableToken(token)) !== null;
}

/**
 * Creates the user, attaches the paid subscription and invoices, ends the link (and every other
 * link of the same checkout) and signs the user in. The token and the checkout are claimed with
 * guarded updates inside the transaction, so two parallel submissions cannot both succeed.
 */
export async function completeSetup(
  token: string,
  input: { email: string; username: string; password: string },
  ctx: SignInContext,
) {
  const row = await usableToken(token);
  if (!row) throw new ApiError("bad_request", INVALID_TOKEN);
  if (row.email.toLowerCase() !== input.email.toLowerCase())
    throw new ApiError("bad_request", EMAIL_NOT_FOR_LINK, { errors: { email: [EMAIL_NOT_FOR_LINK] } });
  const passwordHash = await hashPassword(input.password);
  const now = new Date();

  const user = await db()
    .$transaction(async (tx) => {
      const token = await tx.accountSetupToken.updateMany({
        where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      const checkout = await tx.checkoutSession.updateMany({
        where: { id: row.checkoutSessionId, usedAt: null },
        data: { usedAt: now },
      });
      if (token.count === 0 || checkout.count === 0) throw new ApiError("bad_request", INVALID_TOKEN);
      const taken = await tx.$queryRaw<
        { id: number }[]
      >`SELECT id FROM users WHERE lower(username) = lower(${input.username}) OR lower(email) = lower(${row.email}) LIMIT 1`;
      if (taken.length) throw new ApiError("bad_request", USERNAME_TAKEN, { errors: { username: [USERNAME_TAKEN] } });
      const created = await tx.user.create({
        data: {
          username: input.username,
          email: row.email.toLowerCase(),
          passwordHash,
          stripeCustomerId: row.checkoutSession.stripeCustomerId,
        },
      });
      await tx.checkoutSession.update({ where: { id: row.checkoutSessionId }, data: { userId: created.id } });
      const subscription = await tx.subscription.findFirst({
        where: { checkoutSessionId: row.checkoutSessionId, userId: null },
      });
      if (subscription) {
        await tx.subscription.update({ where: { id: subscription.id }, data: { userId: created.id } });
        await tx.invoice.updateMany({ where: { subscriptionId: subscription.id }, data: { userId: created.id } });
      }
      return created;
    })
    .catch((error: unknown) => {
      // Two people racing for one username: the case-insensitive unique index decides.
      if (String(error).includes("users_username_lower_key"))
        throw new ApiError("bad_request", USERNAME_TAKEN, { errors: { username: [USERNAME_TAKEN] } });
      throw error;
    });

  const session = await openSession(user.id, ctx);
  return { user: { username: user.username, email: user.email }, session };
}
