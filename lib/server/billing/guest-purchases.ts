import { ApiError } from "@/lib/errors";
import { db, type Tx } from "@/lib/server/db/client";

/**
 * A purchase made without logging in never changes an existing account. A guest paying with the
 * email of an account is sent to log in; a guest payment that arrives for such an email anyway is
 * kept aside on no account (events/held-payment.ts). Whether an email has an account is already
 * public (POST /accounts/check-email/ answers it), so saying so here reveals nothing new.
 */
export const ACCOUNT_EXISTS = "An account already uses this email. Log in to change your plan.";
export const PAYMENT_HELD = `${ACCOUNT_EXISTS} This payment was not applied to it and will be refunded.`;

type Reader = Pick<Tx, "$queryRaw">;

/** The account using this email (case-insensitive, like the unique index), or null. */
export async function accountIdByEmail(reader: Reader, email: string): Promise<number | null> {
  const rows = await reader.$queryRaw<
    { id: number }[]
  >`SELECT id FROM users WHERE lower(email) = lower(${email}) LIMIT 1`;
  return rows[0]?.id ?? null;
}

/** Before a guest pays: an email that has an account belongs to someone who must log in. */
export async function refuseGuestPurchaseForAccount(email: string): Promise<void> {
  if ((await accountIdByEmail(db(), email)) !== null) throw new ApiError("bad_request", ACCOUNT_EXISTS);
}
