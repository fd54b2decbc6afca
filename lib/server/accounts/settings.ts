import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { ApiError, errors } from "@/lib/errors";
import { revokeAllSessions } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { release, reserve, type Window } from "@/lib/server/security/rate-limit";
import { endCredentialsOfOldPassword } from "./password-credentials";
import { isUsernameTaken, passwordHashOf } from "./users";

/** Account settings use-cases: every change needs the current password. */
export const INVALID_PASSWORD = "Invalid password. Please try again.";
export const USERNAME_TAKEN = "This username is already taken.";
const PASSWORD_CHECKS: Window = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Checks the current password, at most 10 wrong tries per user per 15 minutes. The try is reserved
 * (one atomic statement) before the password is compared: past the limit the answer is 429 whatever
 * the password, so a stolen session cannot tell the right guess from a wrong one. A right password
 * gives its try back.
 */
export async function confirmPassword(userId: number, password: string): Promise<void> {
  const key = `verify-password:${userId}`;
  const state = await reserve(key, PASSWORD_CHECKS);
  if (state.limited) throw errors.rateLimited(state.retryAfterMs / 1000, "Too many attempts. Please try again later.");
  const valid = await verifyPassword(password, await passwordHashOf(userId)).catch(async (error: unknown) => {
    await release(key);
    throw error;
  });
  if (valid) return release(key);
  throw new ApiError("bad_request", INVALID_PASSWORD);
}

export async function changeUsername(userId: number, newUsername: string, password: string) {
  await confirmPassword(userId, password);
  if (await isUsernameTaken(newUsername, userId))
    throw new ApiError("bad_request", USERNAME_TAKEN, { errors: { new_username: [USERNAME_TAKEN] } });
  try {
    const user = await db().user.update({
      where: { id: userId },
      data: { username: newUsername },
      select: { username: true, email: true },
    });
    return user;
  } catch (error) {
    // Two users racing for the same name: the case-insensitive unique index decides.
    if ((error as { code?: string }).code === "P2002" || String(error).includes("users_username_lower_key")) {
      throw new ApiError("bad_request", USERNAME_TAKEN, { errors: { new_username: [USERNAME_TAKEN] } });
    }
    throw error;
  }
}

/**
 * Sets a new password and ends every other session of the user, with the API tokens and the
 * pending email change the old password's sessions could have made (one transaction).
 */
export async function changePassword(
  userId: number,
  currentSessionId: number,
  oldPassword: string,
  newPassword: string,
) {
  await confirmPassword(userId, oldPassword);
  const passwordHash = await hashPassword(newPassword);
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await revokeAllSessions(userId, currentSessionId, tx);
    await endCredentialsOfOldPassword(tx, userId);
  });
}

export interface Availability {
  available: boolean;
  message: string;
}

export async function usernameAvailability(username: string): Promise<Availability> {
  const taken = await isUsernameTaken(username);
  return taken ? { available: false, message: USERNAME_TAKEN } : { available: true, message: "Username is available." };
}

export async function securitySettings(userId: number) {
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { requireDeviceVerification: true },
  });
  return { require_device_verification: user.requireDeviceVerification };
}

export async function updateSecuritySettings(userId: number, requireDeviceVerification: boolean) {
  await db().user.update({ where: { id: userId }, data: { requireDeviceVerification } });
  return { require_device_verification: requireDeviceVerification };
}
