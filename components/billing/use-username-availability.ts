"use client";

import { sanitizeText, shouldCheckAvailability, validateUsername } from "@/lib/domain/validation/rules";
import { askAvailability, useDebouncedCheck, type AvailabilityStatus, type CheckAnswer } from "./use-debounced-check";

/**
 * Live username availability for account setup: the
 * server is asked 500 ms after the last keystroke, never below 3 characters, never for a name the
 * local rules already refuse.
 */
export { AVAILABILITY_DEBOUNCE_MS, type AvailabilityStatus } from "./use-debounced-check";
export const USERNAME_CHECK_ERROR = "Error checking username availability.";
const FAILURE: CheckAnswer = { status: "error", message: USERNAME_CHECK_ERROR };

export interface UsernameAvailability {
  /** The username as it will be sent (sanitised and trimmed). */
  username: string;
  /** The local rules' message (signup wording), or null. */
  localError: string | null;
  status: AvailabilityStatus;
  message: string | null;
}

/** The server's answer for `username` (POST /accounts/check-username/). */
export function askUsernameAvailability(username: string, signal?: AbortSignal): Promise<CheckAnswer> {
  return askAvailability("/accounts/check-username/", { username }, USERNAME_CHECK_ERROR, signal);
}

export function useUsernameAvailability(raw: string): UsernameAvailability {
  const username = sanitizeText(raw);
  const checkable = shouldCheckAvailability(username);
  const localError = raw.trim() === "" ? null : validateUsername(username, { context: "signup" });
  const check = useDebouncedCheck(
    checkable && !localError ? username : null,
    (signal) => askUsernameAvailability(username, signal),
    FAILURE,
  );
  return { username, localError, status: check.status, message: check.message };
}
