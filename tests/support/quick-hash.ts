import bcrypt from "bcryptjs";

/**
 * bcrypt cost of the password hashes tests store for users whose tests are not about hashing. A
 * login checks a password at the cost its stored hash was made with; at the app's cost (12,
 * lib/auth/passwords.ts) each check spends 0.3 to 0.5 s of CPU, which on a 2-core machine adds
 * minutes to the suite and proves nothing more. Passwords the app itself sets (signup, change,
 * reset) are still hashed at its own cost; the hashing and its timing have tests of their own.
 * A module of its own, free of server modules, so the Playwright runner can load it too.
 */
export const TEST_HASH_COST = 4;

/** A real bcrypt hash of `password`, made quickly (see TEST_HASH_COST). */
export const quickPasswordHash = (password: string): Promise<string> => bcrypt.hash(password, TEST_HASH_COST);
