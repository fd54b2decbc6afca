"use client";

import { api, errorMessage } from "@/lib/client/api";

/**
 * The call every security section makes, and the longest text its fields take (a code, the typed
 * confirmation; the current password takes LOGIN_PASSWORD_MAX). The fields are SettingsField and
 * PasswordConfirmField.
 */
export const TEXT_FIELD_MAX = 254;

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
