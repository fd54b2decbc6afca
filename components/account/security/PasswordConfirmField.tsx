"use client";

import { dangerButtonClass, primaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { LOGIN_PASSWORD_MAX } from "@/lib/domain/validation/password";
import { SettingsField } from "../SettingsField";

interface Props {
  id: string;
  password: string;
  onPasswordChange: (value: string) => void;
  busy: boolean;
  /** The form's other fields are filled in; the button also waits for the password. */
  ready: boolean;
  submitLabel: string;
  /** "danger" for a step that removes something (closing, turning two-factor off). */
  tone?: "primary" | "danger";
  /** What stands between the password and the button (another field, the form's alert). */
  children?: React.ReactNode;
}

/**
 * The end of every security form: the current password, then the submit button, which stays off
 * until the password and the form's other fields are filled and shows a spinner while it sends.
 */
export function PasswordConfirmField({
  id,
  password,
  onPasswordChange,
  busy,
  ready,
  submitLabel,
  tone = "primary",
  children,
}: Props) {
  return (
    <>
      <SettingsField
        id={id}
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={LOGIN_PASSWORD_MAX}
        value={password}
        onChange={onPasswordChange}
      />
      {children}
      <button
        type="submit"
        disabled={busy || !password || !ready}
        aria-busy={busy}
        className={tone === "danger" ? dangerButtonClass : primaryButtonClass}
      >
        {busy ? <Spinner /> : null}
        {submitLabel}
      </button>
    </>
  );
}
