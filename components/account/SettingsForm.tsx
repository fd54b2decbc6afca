"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { notify } from "@/lib/client/toast";
import { api, errorMessage } from "@/lib/client/api";
import {
  LOGIN_PASSWORD_MAX,
  PASSWORD_OK_MESSAGE,
  PASSWORDS_MATCH_MESSAGE,
  hasErrors,
  passwordChecklist,
  sanitizeText,
  validateSettingsForm,
  type SettingsFormField,
  type SettingsFormValues,
} from "@/lib/domain/validation/rules";
import { useSession } from "@/components/auth/SessionProvider";
import { useUsernameAvailability } from "@/components/billing/use-username-availability";
import { SettingsField } from "./SettingsField";
import { primaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { sectionClass, sectionHeadingClass } from "./styles";
import { FormAlert } from "@/components/ui/FormAlert";

export const USERNAME_UPDATE_FAILED = "Failed to update username";
export const PASSWORD_UPDATE_FAILED = "Failed to update password";
export const USERNAME_UPDATED = "Your username was updated.";
export const PASSWORD_UPDATED = "Your password was updated.";

/** The New username field: the Edit Profile popup sends the user here. */
const NEW_USERNAME_ID = "settings-new-username";

export function focusNewUsernameField(): void {
  const field = document.getElementById(NEW_USERNAME_ID);
  field?.scrollIntoView({ block: "center" });
  field?.focus({ preventScroll: true });
}

const EMPTY: SettingsFormValues = { currentPassword: "", newUsername: "", newPassword: "", confirmPassword: "" };

/** One call; the server's error, else the fallback (a failed connection included). */
async function send(path: string, body: unknown, fallback: string): Promise<string | null> {
  try {
    const res = await api(path, { method: "POST", body });
    return res.ok ? null : errorMessage(res, fallback);
  } catch {
    return fallback;
  }
}

/**
 * The availability of a new username, checked live on the server (500 ms after the last key): a
 * change of letter case only is the user's own name, never "taken".
 */
function useNewUsernameCheck(value: string, currentUsername: string, ruleError: string | null) {
  const wanted = sanitizeText(value);
  const caseOnly = wanted !== "" && wanted.toLowerCase() === currentUsername.toLowerCase();
  const availability = useUsernameAvailability(wanted && !caseOnly && !ruleError ? wanted : "");
  return {
    checking: availability.status === "checking",
    taken: availability.status === "unavailable" ? availability.message : null,
    available: availability.status === "available" ? availability.message : null,
    note:
      availability.status === "checking"
        ? "Checking availability..."
        : availability.status === "error"
          ? availability.message
          : null,
  };
}

/**
 * User Settings: the current password and a new username
 * and/or a new password. The one place the username is changed: the settings rules, a live
 * availability check and the current password. Errors show live once a field was touched; submit
 * stays disabled while any exists or the name is being checked. Passwords are cleared after every
 * submit. A new username shows at once in the nav and the header.
 */
export function SettingsForm({
  currentUsername,
  onUsernameChanged,
}: {
  currentUsername: string;
  onUsernameChanged: (username: string) => void;
}) {
  const id = useId();
  const router = useRouter();
  const { updateUser } = useSession();
  const [values, setValues] = useState<SettingsFormValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<SettingsFormField, boolean>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ruleErrors = validateSettingsForm(values);
  const nameCheck = useNewUsernameCheck(values.newUsername, currentUsername, ruleErrors.newUsername ?? null);
  const errors = nameCheck.taken ? { ...ruleErrors, newUsername: nameCheck.taken } : ruleErrors;
  const shown = (field: keyof SettingsFormValues) => (touched[field] ? (errors[field] ?? null) : null);
  const anyTouched = Object.values(touched).some(Boolean);
  const set = (field: keyof SettingsFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerError(null);
  };
  const blur = (field: keyof SettingsFormValues) => () => setTouched((t) => ({ ...t, [field]: true }));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || hasErrors(errors) || nameCheck.checking) return;
    setBusy(true);
    setServerError(null);
    const { currentPassword, newPassword } = values;
    const newUsername = sanitizeText(values.newUsername);
    let problem: string | null = null;
    let usernameChanged = false;
    if (newUsername) {
      problem = await send(
        "/accounts/change-username/",
        { new_username: newUsername, password: currentPassword },
        USERNAME_UPDATE_FAILED,
      );
      if (!problem) {
        usernameChanged = true;
        notify.success(USERNAME_UPDATED);
        updateUser({ username: newUsername });
        onUsernameChanged(newUsername);
        router.refresh();
      }
    }
    if (!problem && newPassword) {
      problem = await send(
        "/accounts/change-password/",
        { old_password: currentPassword, new_password: newPassword },
        PASSWORD_UPDATE_FAILED,
      );
      if (!problem) notify.success(PASSWORD_UPDATED);
    }
    // Passwords never stay in the form after a submit; the username stays only when it failed.
    setValues({ ...EMPTY, newUsername: usernameChanged ? "" : values.newUsername });
    setTouched({});
    setServerError(problem);
    setBusy(false);
  }

  const checklist = values.newPassword ? passwordChecklist(values.newPassword) : [];
  return (
    <section id="settings" aria-labelledby="settings-title" className={sectionClass}>
      <h2 id="settings-title" tabIndex={-1} className={sectionHeadingClass}>
        User Settings
      </h2>
      <form noValidate onSubmit={submit} aria-describedby={`${id}-form-message`} className="mt-4 max-w-lg space-y-5">
        <SettingsField
          id={`${id}-current`}
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={LOGIN_PASSWORD_MAX}
          value={values.currentPassword}
          error={shown("currentPassword")}
          onChange={set("currentPassword")}
          onBlur={blur("currentPassword")}
        />
        <SettingsField
          id={NEW_USERNAME_ID}
          label="New username"
          type="text"
          autoComplete="username"
          value={values.newUsername}
          error={shown("newUsername")}
          success={nameCheck.available}
          note={nameCheck.note}
          onChange={set("newUsername")}
          onBlur={blur("newUsername")}
        />
        <SettingsField
          id={`${id}-new`}
          label="New password"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          error={shown("newPassword")}
          success={values.newPassword && !errors.newPassword ? PASSWORD_OK_MESSAGE : null}
          onChange={set("newPassword")}
          onBlur={blur("newPassword")}
        >
          {checklist.length > 0 ? (
            <ul aria-label="Password requirements" className="mt-2 space-y-1 text-sm">
              {checklist.map((item) => (
                <li key={item.rule} className={item.met ? "text-green-700" : "text-slate-600"}>
                  <span aria-hidden="true">{item.met ? "✓ " : "• "}</span>
                  {item.message}
                  <span className="sr-only">{item.met ? " (met)" : " (not met)"}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </SettingsField>
        <SettingsField
          id={`${id}-confirm`}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={shown("confirmPassword")}
          success={values.confirmPassword && !errors.confirmPassword ? PASSWORDS_MATCH_MESSAGE : null}
          onChange={set("confirmPassword")}
          onBlur={blur("confirmPassword")}
        />
        <div id={`${id}-form-message`} aria-live="polite">
          {serverError ? (
            <FormAlert message={serverError} />
          ) : anyTouched && errors.form ? (
            <p className="text-sm text-slate-700">{errors.form}</p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy || hasErrors(errors) || nameCheck.checking}
          aria-busy={busy}
          className={primaryButtonClass}
        >
          {busy ? <Spinner /> : null}
          Save Changes
        </button>
      </form>
    </section>
  );
}
