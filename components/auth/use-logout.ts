"use client";

/**
 * Logging out: POST /accounts/logout/ (the fallback
 * /api/logout when the first call cannot be made), then the session's local traces are cleared and
 * the browser goes to /login unless the caller suppresses it.
 */
import { useCallback, useState } from "react";
import { notify } from "@/lib/client/toast";
import { api, type ApiResult } from "@/lib/client/api";
import { forgetSearchTraces } from "@/lib/client/search-traces";
import { SESSION_EXPIRES_AT_KEY } from "@/lib/domain/session/expiry";

export const LOGOUT_FAILED_MESSAGE = "Failed to log out. Please try again.";

export interface LogoutOptions {
  /** Go to /login afterwards (default true). */
  redirect?: boolean;
}

async function postLogout(): Promise<ApiResult<unknown> | null> {
  for (const path of ["/accounts/logout/", "/api/logout"]) {
    try {
      return await api(path, { method: "POST", allowUnauthenticated: true });
    } catch {
      // Network failure or no CSRF token: try the fallback path.
    }
  }
  return null;
}

/** Logs out; true on success. On failure shows 'Failed to log out. Please try again.'. */
export async function logout({ redirect = true }: LogoutOptions = {}): Promise<boolean> {
  const result = await postLogout();
  if (!result?.ok) {
    notify.error(LOGOUT_FAILED_MESSAGE);
    return false;
  }
  window.sessionStorage.removeItem(SESSION_EXPIRES_AT_KEY);
  forgetSearchTraces();
  // The server clears both cookies too; the CSRF one is readable here, so clear it right away.
  document.cookie = "csrftoken=; Max-Age=0; path=/; SameSite=Lax";
  // A full load on purpose: nothing of the logged-in pages may stay in the client router cache.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (redirect) window.location.assign("/login");
  return true;
}

/** For buttons: `logout` plus a busy flag to disable the button while the call runs. */
export function useLogout(): { logout: (options?: LogoutOptions) => Promise<boolean>; loggingOut: boolean } {
  const [loggingOut, setLoggingOut] = useState(false);
  const run = useCallback(async (options?: LogoutOptions) => {
    setLoggingOut(true);
    let ok = false;
    try {
      ok = await logout(options);
      return ok;
    } finally {
      // Stay busy while the browser leaves for /login.
      if (!ok || options?.redirect === false) setLoggingOut(false);
    }
  }, []);
  return { logout: run, loggingOut };
}
