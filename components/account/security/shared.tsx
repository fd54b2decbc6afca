"use client";

import { api, errorMessage } from "@/lib/client/api";
import { inputClass } from "@/components/ui/Input";
import { fieldLabelClass } from "@/components/ui/TextField";

/** Pieces shared by the account's security sections. */
export interface Sent<T> {
  ok: boolean;
  data: T | null;
  error: string | null;
}

/** One call; the server's error, else the fallback (a failed connection included). */
export async function send<T>(path: string, body: unknown, fallback: string): Promise<Sent<T>> {
  try {
    const res = await api<T>(path, { method: "POST", body });
    return { ok: res.ok, data: res.data, error: res.ok ? null : errorMessage(res, fallback) };
  } catch {
    return { ok: false, data: null, error: fallback };
  }
}

interface FieldProps {
  id: string;
  label: string;
  type: "text" | "password" | "email";
  value: string;
  autoComplete: string;
  onChange: (value: string) => void;
  inputMode?: "text" | "numeric" | "email";
}

/** A labelled input of a security form. */
export function Field({ id, label, type, value, autoComplete, onChange, inputMode }: FieldProps) {
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
        inputMode={inputMode}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={type === "password" ? 128 : 254}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass(false)}
      />
    </div>
  );
}
