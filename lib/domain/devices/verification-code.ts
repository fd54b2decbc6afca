/**
 * The code that approves a new device: six digits emailed to the account, good for one session,
 * once, for 15 minutes and 5 tries. Shared by the server and the verify-device form. Pure, no I/O.
 */
export const DEVICE_CODE_LENGTH = 6;
export const DEVICE_CODE_TTL_SECONDS = 15 * 60;
export const DEVICE_CODE_MAX_ATTEMPTS = 5;
/** A session may ask for a new code at most once a minute. */
export const DEVICE_CODE_RESEND_GAP_SECONDS = 60;

export const DEVICE_CODE_MESSAGES = {
  required: `Enter the ${DEVICE_CODE_LENGTH}-digit code from the email we sent you.`,
  wrong: "That code is not correct. Check the email and try again.",
  invalid: "This code has expired or was entered wrong too many times. Send a new code.",
  resendTooSoon: "A code was sent less than a minute ago. Please wait a moment before asking for another.",
  tooManySent: "Too many codes were sent to this account. Please try again later.",
  alreadyVerified: "This device is already verified.",
  sendFailed: "Could not send a new code. Please try again.",
} as const;

export const deviceCodeSentMessage = (maskedEmail: string) => `We sent a new code to ${maskedEmail}.`;

const CODE_SHAPE = new RegExp(`^\\d{${DEVICE_CODE_LENGTH}}$`);

/** The code as typed or pasted, without the spaces and hyphens people put between digit groups. */
export function normaliseDeviceCode(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** Null when the (normalised) code has the right shape, else the message to show. */
export function validateDeviceCode(value: string): string | null {
  return CODE_SHAPE.test(normaliseDeviceCode(value)) ? null : DEVICE_CODE_MESSAGES.required;
}

/** 'jane.doe@example.com' -> 'j•••e@example.com': enough to tell which mailbox, not the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
