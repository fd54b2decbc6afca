"use client";

import { inputClass } from "@/components/ui/Input";
import { fieldErrorClass, fieldLabelClass } from "@/components/ui/TextField";

interface Props {
  id: string;
  label: string;
  type: "text" | "password" | "email";
  value: string;
  autoComplete: string;
  maxLength?: number;
  inputMode?: "text" | "numeric" | "email";
  /** Shown (and announced) only once the field was touched. */
  error?: string | null;
  /** A confirmation such as 'Passwords match', shown when there is no error. */
  success?: string | null;
  /** A neutral note such as 'Checking availability...', shown when there is neither. */
  note?: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  children?: React.ReactNode;
}

/** One labelled input of the account page's forms (settings, security), with its live error. */
export function SettingsField({
  id,
  label,
  type,
  value,
  autoComplete,
  maxLength,
  inputMode,
  error = null,
  success,
  note,
  onChange,
  onBlur,
  children,
}: Props) {
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        // Names, addresses and codes are typed as they are: no capital or spelling fix.
        autoCapitalize={type === "password" ? undefined : "none"}
        spellCheck={type === "password" ? undefined : false}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || success || note ? messageId : undefined}
        className={inputClass(Boolean(error))}
      />
      <div aria-live="polite">
        {error ? (
          <p id={messageId} className={fieldErrorClass}>
            {error}
          </p>
        ) : success ? (
          <p id={messageId} className="mt-1 text-sm text-green-700">
            {success}
          </p>
        ) : note ? (
          <p id={messageId} className="mt-1 text-sm text-slate-600">
            {note}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}
