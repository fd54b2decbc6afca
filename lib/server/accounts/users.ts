import { db } from "@/lib/server/db/client";
import { isUsernameHeld } from "./username-holds";

export interface LoginCandidate {
  id: number;
  username: string;
  email: string;
  passwordHash: string | null;
}

/**
 * A user by username or email, case-insensitively, through the lower(...) unique indexes
 * (`ALICE` and `alice` are the same account).
 */
export async function findUserByLogin(identifier: string): Promise<LoginCandidate | null> {
  const rows = await db().$queryRaw<{ id: number; username: string; email: string; password_hash: string | null }[]>`
    SELECT id, username, email, password_hash FROM users
    WHERE lower(username) = lower(${identifier}) OR lower(email) = lower(${identifier})
    ORDER BY (lower(username) = lower(${identifier})) DESC
    LIMIT 1`;
  const row = rows[0];
  return row ? { id: row.id, username: row.username, email: row.email, passwordHash: row.password_hash } : null;
}

export async function isUsernameTaken(username: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db().$queryRaw<
    { id: number }[]
  >`SELECT id FROM users WHERE lower(username) = lower(${username}) LIMIT 1`;
  // A closed account's username stays taken for 30 days (lib/server/accounts/username-holds.ts).
  return (rows.length > 0 && rows[0]!.id !== exceptUserId) || (await isUsernameHeld(username));
}

export async function isEmailTaken(email: string): Promise<boolean> {
  const rows = await db().$queryRaw<
    { id: number }[]
  >`SELECT id FROM users WHERE lower(email) = lower(${email}) LIMIT 1`;
  return rows.length > 0;
}

export async function passwordHashOf(userId: number): Promise<string | null> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return user?.passwordHash ?? null;
}
