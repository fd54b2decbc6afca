import { passwordPool } from "./password-pool";

/**
 * bcrypt at cost 12, run in the worker pool of password-pool.ts (which refuses work past its queue
 * with PasswordPoolBusy). bcrypt reads only the first 72 bytes, so longer passwords are refused by
 * the validation rules (counted in UTF-8 bytes) rather than silently cut.
 */
export const BCRYPT_COST = 12;
export const PASSWORD_MAX_BYTES = 72;

export async function hashPassword(password: string): Promise<string> {
  return (await passwordPool().run({ op: "hash", password, cost: BCRYPT_COST })) as string;
}

const compare = async (password: string, hash: string, priority = false) =>
  (await passwordPool().run({ op: "compare", password, hash }, { priority })) === true;

/**
 * A check that cannot succeed (no account, or a password no account can have) takes as long as a
 * real one, without a place in the hashing pool: a flood of made-up usernames costs the pool
 * nothing, and the answer's time still does not tell whether the account exists.
 */
async function failLikeACheck(): Promise<false> {
  const ms = passwordPool().typicalCheckMs;
  await new Promise((resolve) => setTimeout(resolve, ms * (0.9 + Math.random() * 0.2)));
  return false;
}

/**
 * `priority`: the caller is known to be the account's owner (an approved device, a recent sign-in
 * from this address): the check has places in the pool that a flood cannot take.
 */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  { priority = false }: { priority?: boolean } = {},
): Promise<boolean> {
  // No password can be set longer than 72 bytes; bcrypt would compare only the first 72, so a
  // longer guess sharing them would pass. Refuse it, in the time a real check takes.
  if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES || !hash) return failLikeACheck();
  return compare(password, hash, priority);
}
