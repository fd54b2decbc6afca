"use client";

/**
 * Session life on a logged-in page: keeps sessionExpiresAt in session
 * storage, rechecks GET /accounts/verify-session/ every 5 minutes (which also refreshes the session
 * silently) and at once when it ends within 5 minutes, and drives the expiry warning: checked every
 * 60 s (skipped when checked less than 15 s ago) and every second while it shows.
 * All timing goes through setInterval and Date.now, so Playwright's clock can drive it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { VerifySessionResponse } from "@/lib/contracts/accounts";
import { api, handleExpiredSession, type ApiResult } from "@/lib/client/api";
import {
  COUNTDOWN_TICK_MS,
  SESSION_EXPIRED_NOTICE_KEY,
  SESSION_EXPIRES_AT_KEY,
  SESSION_RECHECK_MS,
  WARNING_CHECK_MS,
  laterExpiry,
  needsImmediateRecheck,
  parseExpiry,
  shouldRunWarningCheck,
  warningStatus,
} from "@/lib/domain/session/expiry";

export interface SessionTimers {
  recheckMs: number;
  warningCheckMs: number;
  tickMs: number;
}

export const DEFAULT_SESSION_TIMERS: SessionTimers = {
  recheckMs: SESSION_RECHECK_MS,
  warningCheckMs: WARNING_CHECK_MS,
  tickMs: COUNTDOWN_TICK_MS,
};

export function readStoredExpiry(): number | null {
  return parseExpiry(window.sessionStorage.getItem(SESSION_EXPIRES_AT_KEY));
}

export function storeExpiry(expiresAt: number | null): void {
  if (expiresAt === null) window.sessionStorage.removeItem(SESSION_EXPIRES_AT_KEY);
  else window.sessionStorage.setItem(SESSION_EXPIRES_AT_KEY, new Date(expiresAt).toISOString());
}

/** The session ended: tell the login page why, then the shared 401 handling (toast, /login?returnTo). */
export function endExpiredSession(): void {
  window.sessionStorage.setItem(SESSION_EXPIRED_NOTICE_KEY, "1");
  handleExpiredSession();
}

/** GET /accounts/verify-session/, falling back to /api/verify-session when that one fails to answer or answers 404. */
async function verifySession(): Promise<ApiResult<VerifySessionResponse> | null> {
  for (const path of ["/accounts/verify-session/", "/api/verify-session"]) {
    try {
      return await api<VerifySessionResponse>(path);
    } catch {
      // Network failure: try the fallback, then give up until the next recheck.
    }
  }
  return null;
}

export interface SessionExpiry {
  /** Milliseconds left while the warning shows; null while it is hidden. */
  remainingMs: number | null;
  refreshing: boolean;
  /** 'Stay Logged In': refresh the session; the warning hides once the new expiry is beyond the window. */
  stayLoggedIn: () => Promise<void>;
}

export function useSessionExpiry(
  initialExpiresAt: string | null,
  timers: SessionTimers = DEFAULT_SESSION_TIMERS,
): SessionExpiry {
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const lastWarningCheck = useRef<number | null>(null);
  const lastRecheck = useRef<number | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const shown = useRef(false);
  /** Set once the session has ended here: answers still on their way are ignored. */
  const ended = useRef(false);

  const end = useCallback(() => {
    ended.current = true;
    endExpiredSession();
  }, []);

  const checkWarning = useCallback(
    (force: boolean) => {
      const now = Date.now();
      if (!force && !shouldRunWarningCheck(lastWarningCheck.current, now)) return;
      lastWarningCheck.current = now;
      const status = warningStatus(readStoredExpiry(), now);
      if (status.kind === "expired" && shown.current) {
        // The countdown reached 0.
        shown.current = false;
        end();
        return;
      }
      shown.current = status.kind === "warn";
      setRemainingMs(status.kind === "warn" ? status.remainingMs : null);
    },
    [end],
  );

  const runRecheck = useCallback(async (): Promise<void> => {
    lastRecheck.current = Date.now();
    const result = await verifySession();
    if (!result || ended.current) return;
    if (!result.ok) {
      // A 401 is handled by api(); anything else is only logged.
      if (result.status !== 401) console.warn(`Session verification failed (status ${result.status})`);
      return;
    }
    if (!result.data?.authenticated) {
      end();
      return;
    }
    storeExpiry(parseExpiry(result.data.expires_at));
    checkWarning(true);
  }, [checkWarning, end]);

  /** One check at a time: a check asked for while one runs shares it. */
  const recheck = useCallback((): Promise<void> => {
    inFlight.current ??= runRecheck().finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  }, [runRecheck]);

  const recheckIfNearExpiry = useCallback(() => {
    if (needsImmediateRecheck(readStoredExpiry(), Date.now(), lastRecheck.current)) void recheck();
  }, [recheck]);

  // Seed from the server-checked expiry, then start the recheck and warning intervals.
  useEffect(() => {
    storeExpiry(laterExpiry(readStoredExpiry(), parseExpiry(initialExpiresAt)));
    checkWarning(true);
    recheckIfNearExpiry();
    const recheckId = window.setInterval(() => void recheck(), timers.recheckMs);
    const warningId = window.setInterval(() => {
      checkWarning(false);
      recheckIfNearExpiry();
    }, timers.warningCheckMs);
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      checkWarning(true);
      recheckIfNearExpiry();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(recheckId);
      window.clearInterval(warningId);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [initialExpiresAt, timers.recheckMs, timers.warningCheckMs, checkWarning, recheck, recheckIfNearExpiry]);

  // The live countdown: every second while the warning shows.
  const visible = remainingMs !== null;
  useEffect(() => {
    if (!visible) return;
    const tickId = window.setInterval(() => checkWarning(true), timers.tickMs);
    return () => window.clearInterval(tickId);
  }, [visible, timers.tickMs, checkWarning]);

  const stayLoggedIn = useCallback(async () => {
    setRefreshing(true);
    try {
      // A check already running began before the click and may not refresh: wait, then ask anew.
      await inFlight.current;
      await recheck();
    } finally {
      setRefreshing(false);
    }
  }, [recheck]);

  return { remainingMs, refreshing, stayLoggedIn };
}
