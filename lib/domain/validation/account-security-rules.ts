/**
 * The account-security forms' rules and messages, shared by the forms and the request schemas
 * (lib/domain/validation/account-security.ts). No zod here: the browser bundles this file.
 */
export const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app, or a recovery code.";
export const CLOSE_CONFIRMATION_PHRASE = "CLOSE MY ACCOUNT";
export const CLOSE_CONFIRMATION_MESSAGE = `Type ${CLOSE_CONFIRMATION_PHRASE} to confirm.`;
export const TOKEN_INVALID = "This link is invalid or has expired.";
/** A TOTP code (6 digits) or a recovery code (letters, digits and a dash), spaces removed first. */
export const CODE_PATTERN = /^[A-Za-z0-9-]{6,20}$/;

export const normaliseCode = (value: string) => value.replace(/\s+/g, "");

/** Where a sign-in that still needs its two-factor code is sent: the login page asks for it. */
export const TWO_FACTOR_LOGIN_PATH = "/login?two_factor=1";
