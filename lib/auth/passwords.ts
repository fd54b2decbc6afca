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

const compare = async (password: string, hash: string) =>
  (await passwordPool().run({ op: "compare", password, hash })) === true;

// A real hash of a random string: comparing against it costs what a real check costs, so an
// unknown username takes as long to answer as a wrong password.
const DUMMY_HASH = "$2b$12$IlYhOcdVhASmqZgfMqXvIeuLIsyKVP0gsaHDV6nz95ATNrzcwIweq";

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES) {
    // No password can be set longer than 72 bytes; bcrypt would compare only the first 72, so a
    // longer guess sharing them would pass. Refuse it, in the time a real check takes.
    await compare("x", DUMMY_HASH);
    return false;
  }
  if (!hash) {
    await compare(password, DUMMY_HASH);
    return false;
  }
  return compare(password, hash);
}
