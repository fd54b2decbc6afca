"use client";

import { askAvailability, useDebouncedCheck, type AvailabilityStatus, type CheckAnswer } from "./use-debounced-check";

/**
 * Server availability of the setup link's email (POST /accounts/check-email/ with the link's token),
 * asked once, 500 ms after the form opens: an account made meanwhile with the same email is shown
 * before submit, not after.
 */
export const EMAIL_CHECK_ERROR = "Error checking email availability.";
export const WAIT_FOR_EMAIL = "Please wait for email validation to complete.";
const FAILURE: CheckAnswer = { status: "error", message: EMAIL_CHECK_ERROR };

export interface EmailAvailability {
  status: AvailabilityStatus;
  message: string | null;
}

/** The server's answer for `email` under the setup link `token`. */
export function askEmailAvailability(token: string, email: string, signal?: AbortSignal): Promise<CheckAnswer> {
  return askAvailability("/accounts/check-email/", { email, token }, EMAIL_CHECK_ERROR, signal);
}

export function useEmailAvailability(token: string, email: string): EmailAvailability {
  return useDebouncedCheck(`${token}\n${email}`, (signal) => askEmailAvailability(token, email, signal), FAILURE);
}
