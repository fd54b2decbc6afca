import { z } from "zod";
import { EMAIL_MESSAGES, validateEmail } from "./email";
import { LOGIN_MESSAGES, validateLoginIdentifier, validateLoginPassword } from "./login";
import { PASSWORD_REQUIRED_MESSAGE, SIGNUP_PASSWORD_WEAK, validatePassword, validateSignupPassword } from "./password";
import { normaliseEmail, sanitizeText } from "./sanitize";
import { USERNAME_MESSAGES, validateUsername, type UsernameContext } from "./username";

/**
 * Request bodies of the account calls. Each field is cleaned in a transform (usernames
 * sanitised, emails normalised, passwords untouched) and then checked with the same function the
 * form uses, so a 400 carries exactly the text the form would have shown.
 */
type Rule = (value: string) => string | null;

const keep = (value: string) => value;

/** A string field: a missing or non-string value gets `missingMessage`, then clean, then check. */
function field(missingMessage: string, clean: (value: string) => string, rule: Rule) {
  return z
    .string({ error: missingMessage })
    .transform(clean)
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message !== null) ctx.addIssue({ code: "custom", message });
    });
}

const usernameField = (context: UsernameContext) =>
  field(context === "signup" ? `${USERNAME_MESSAGES.required}.` : USERNAME_MESSAGES.required, sanitizeText, (value) =>
    validateUsername(value, { context }),
  );
/** The user's existing password: required and at most 128 characters, like the login field. */
const currentPasswordField = () => field(PASSWORD_REQUIRED_MESSAGE, keep, validateLoginPassword);
/** A password being set (change or reset): the full rule set. */
const newPasswordField = () => field(PASSWORD_REQUIRED_MESSAGE, keep, validatePassword);

/** POST /accounts/login/: credentials plus remember_me (the login form's auth service sends rememberMe). */
export const LoginBody = z
  .object({
    username: field(LOGIN_MESSAGES.identifierRequired, sanitizeText, validateLoginIdentifier),
    password: field(LOGIN_MESSAGES.passwordRequired, keep, validateLoginPassword),
    remember_me: z.boolean().optional(),
    rememberMe: z.boolean().optional(),
  })
  .transform(({ username, password, remember_me, rememberMe }) => ({
    username,
    password,
    remember_me: remember_me ?? rememberMe ?? false,
  }));

/** An email field with the account rules (required, pattern, 254), normalised. */
export const EmailField = field(EMAIL_MESSAGES.required, normaliseEmail, validateEmail);

/** POST /accounts/check-username/ (signup: messages end with a full stop). */
export const CheckUsernameBody = z.object({ username: usernameField("signup") });

/** Error catalogue: the email availability check answers 'Email is required.' for an empty email. */
export const CHECK_EMAIL_REQUIRED = "Email is required.";

/** POST /accounts/check-email/ */
export const CheckEmailBody = z.object({
  email: field(CHECK_EMAIL_REQUIRED, normaliseEmail, (value) =>
    value === "" ? CHECK_EMAIL_REQUIRED : validateEmail(value),
  ),
});

/** POST /accounts/complete-setup/{token}/: signup username messages, and a strength of at least 3. */
export const CompleteSetupBody = z.object({
  email: field(EMAIL_MESSAGES.required, normaliseEmail, validateEmail),
  username: usernameField("signup"),
  password: field(SIGNUP_PASSWORD_WEAK, keep, validateSignupPassword),
});

/** Error catalogue, forgot password: a 400 says this for any unusable address. */
export const INVALID_RESET_EMAIL = "Invalid email address. Please check and try again.";

/** POST /accounts/reset-password-request/ */
export const ResetPasswordRequestBody = z.object({
  email: field(INVALID_RESET_EMAIL, normaliseEmail, (value) =>
    validateEmail(value) === null ? null : INVALID_RESET_EMAIL,
  ),
});

/** POST /accounts/password-reset-confirm/: the shared password rules (the confirmation stays in the form). */
export const PasswordResetConfirmBody = z.object({ new_password: newPasswordField() });

/** POST /accounts/change-username/ */
export const ChangeUsernameBody = z.object({
  new_username: usernameField("settings"),
  password: currentPasswordField(),
});

/** POST /accounts/change-password/ */
export const ChangePasswordBody = z.object({ old_password: currentPasswordField(), new_password: newPasswordField() });

/** POST /accounts/verify-password/ */
export const VerifyPasswordBody = z.object({ password: currentPasswordField() });

export type LoginInput = z.output<typeof LoginBody>;
export type CheckUsernameInput = z.output<typeof CheckUsernameBody>;
export type CheckEmailInput = z.output<typeof CheckEmailBody>;
export type CompleteSetupInput = z.output<typeof CompleteSetupBody>;
export type ResetPasswordRequestInput = z.output<typeof ResetPasswordRequestBody>;
export type PasswordResetConfirmInput = z.output<typeof PasswordResetConfirmBody>;
export type ChangeUsernameInput = z.output<typeof ChangeUsernameBody>;
export type ChangePasswordInput = z.output<typeof ChangePasswordBody>;
export type VerifyPasswordInput = z.output<typeof VerifyPasswordBody>;

/** Per-field messages, `{ field: [message, ...] }`, the shape forms show next to inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** A whole number in a query string, within bounds, with a default when absent or empty. */
export function intParam(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return fallback;
      if (!/^-?\d+$/.test(value.trim())) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number` });
        return z.NEVER;
      }
      const n = Number(value);
      if (n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });
}
