import type { Tx } from "@/lib/server/db/client";

/**
 * A purchase made without logging in never changes an existing account. A guest paying with the
 * email of an account pays like anyone else and sees the same answers at every step, so a stranger
 * cannot learn whether an email is a customer's; the payment is kept aside on no account for a
 * refund (events/held-payment.ts), and only the account's owner is told, by email.
 */
type Reader = Pick<Tx, "$queryRaw">;

/** The account using this email (case-insensitive, like the unique index), or null. */
export async function accountIdByEmail(reader: Reader, email: string): Promise<number | null> {
  const rows = await reader.$queryRaw<
    { id: number }[]
  >`SELECT id FROM users WHERE lower(email) = lower(${email}) LIMIT 1`;
  return rows[0]?.id ?? null;
}
