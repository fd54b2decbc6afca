import { z } from "zod";
import { validateEmail } from "./email";
import { validateLoginPassword } from "./login";
import { PASSWORD_REQUIRED_MESSAGE } from "./password";
import { normaliseEmail } from "./sanitize";
import {
  CLOSE_CONFIRMATION_MESSAGE,
  CLOSE_CONFIRMATION_PHRASE,
  CODE_PATTERN,
  CODE_REQUIRED,
  TOKEN_INVALID,
  normaliseCode,
} from "./account-security-rules";

/**
 * Request bodies of the account's security calls (change of email, two-factor sign-in, closure).
 * Each field gets a clear message, the same text the forms show.
 */
export { CLOSE_CONFIRMATION_MESSAGE, CLOSE_CONFIRMATION_PHRASE, CODE_REQUIRED, TOKEN_INVALID };

const password = () =>
  z.string({ error: PASSWORD_REQUIRED_MESSAGE }).superRefine((value, ctx) => {
    const message = validateLoginPassword(value);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  });

/** A TOTP code (6 digits, spaces allowed) or a recovery code (letters, digits and dashes). */
const code = () =>
  z.string({ error: CODE_REQUIRED }).transform(normaliseCode).pipe(z.string().regex(CODE_PATTERN, CODE_REQUIRED));

/** POST /accounts/change-email/ */
export const ChangeEmailBody = z.object({
  new_email: z
    .string({ error: "Email is required" })
    .transform(normaliseEmail)
    .superRefine((value, ctx) => {
      const message = validateEmail(value);
      if (message !== null) ctx.addIssue({ code: "custom", message });
    }),
  password: password(),
});

/** POST /accounts/confirm-email-change/ */
export const ConfirmEmailChangeBody = z.object({
  token: z.string({ error: TOKEN_INVALID }).regex(/^[A-Za-z0-9_-]{20,100}$/, TOKEN_INVALID),
});

/** POST /accounts/login/two-factor/ */
export const TwoFactorCodeBody = z.object({ code: code() });

/**
 * POST /accounts/two-factor/confirm/: turning it on takes the password too, so a session alone (a
 * stolen one) cannot lock the owner out behind an authenticator app only the thief holds.
 */
export const ConfirmTwoFactorBody = z.object({ password: password(), code: code() });

/** DELETE /accounts/two-factor/: turning it off takes the password and a code. */
export const DisableTwoFactorBody = z.object({ password: password(), code: code() });

/** POST /accounts/close-account/ */
export const CloseAccountBody = z.object({
  password: password(),
  confirmation: z
    .string({ error: CLOSE_CONFIRMATION_MESSAGE })
    .refine((value) => value.trim() === CLOSE_CONFIRMATION_PHRASE, CLOSE_CONFIRMATION_MESSAGE),
  request_refund: z.boolean().optional().default(false),
});
