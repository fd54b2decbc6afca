import { validateLoginPassword } from "./login";
import { validateConfirmation, validatePassword } from "./password";
import { validateUsername } from "./username";

/** Plan change and cancellation ask for the current password first. */
export const CONFIRM_PASSWORD_PROMPT = "Please enter your current password to confirm this action";
export const NOTHING_TO_UPDATE_MESSAGE = "Please provide a new username or password to update";

export interface SettingsFormValues {
  currentPassword: string;
  newUsername: string;
  newPassword: string;
  confirmPassword: string;
}

/** `form` holds the message that belongs to no single field (nothing to update). */
export type SettingsFormField = keyof SettingsFormValues | "form";
export type SettingsFormErrors = Partial<Record<SettingsFormField, string>>;

/**
 * Every field's first error; an empty object means the form may be submitted (spec: "Submit is
 * disabled while any field error exists").
 */
export function validateSettingsForm(values: SettingsFormValues): SettingsFormErrors {
  const errors: SettingsFormErrors = {};
  const wantsNewUsername = values.newUsername.trim() !== "";
  const wantsNewPassword = values.newPassword !== "";

  // Current password: required ('Password is required'); same bounds as the login field.
  const currentPassword = validateLoginPassword(values.currentPassword);
  if (currentPassword) errors.currentPassword = currentPassword;

  if (!wantsNewUsername && !wantsNewPassword) errors.form = NOTHING_TO_UPDATE_MESSAGE;

  if (wantsNewUsername) {
    const username = validateUsername(values.newUsername, { context: "settings" });
    if (username) errors.newUsername = username;
  }

  // A new password needs a matching confirmation; a confirmation typed without a new password
  // is reported as a mismatch rather than silently ignored.
  if (wantsNewPassword) {
    const password = validatePassword(values.newPassword);
    if (password) errors.newPassword = password;
  }
  if (wantsNewPassword || values.confirmPassword !== "") {
    const confirmation = validateConfirmation(values.newPassword, values.confirmPassword, { context: "settings" });
    if (confirmation) errors.confirmPassword = confirmation;
  }
  return errors;
}

export function hasErrors(errors: SettingsFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
