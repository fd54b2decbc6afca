/**
 * Session life on the client: when to recheck the
 * session with the server, when to show the expiry warning, and what its countdown reads.
 * Pure: every function takes `now` (ms since the epoch) so tests and the browser's clock agree.
 */

/** Session storage key for the session's end. */
export const SESSION_EXPIRES_AT_KEY = "sessionExpiresAt";
/** Set just before a session-expired redirect so the login page can say why the user is there. */
export const SESSION_EXPIRED_NOTICE_KEY = "sessionExpiredNotice";

/** Recheck and silent refresh: every 300000 ms. */
export const SESSION_RECHECK_MS = 300_000;
/** Expiry warning check: every 60 s, skipped when the last check was less than 15 s ago. */
export const WARNING_CHECK_MS = 60_000;
export const WARNING_CHECK_GUARD_MS = 15_000;
/** The warning shows when the session ends within 5 minutes. */
export const WARNING_WINDOW_MS = 300_000;
/** The countdown ticks every second while the warning shows. */
export const COUNTDOWN_TICK_MS = 1_000;
/** Rechecks triggered by a near expiry are at most this often (the interval covers the rest). */
export const NEAR_EXPIRY_RECHECK_GAP_MS = 60_000;

/** A stored or received expiry as ms since the epoch; null when missing or unreadable. */
export function parseExpiry(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The expiry to keep: the later of two, as a session only ever gets longer while in use. */
export function laterExpiry(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/** True when the warning shows: the expiry is in the future and within the 5-minute window. */
export function shouldWarn(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt > now && expiresAt - now <= WARNING_WINDOW_MS;
}

export type WarningStatus = { kind: "hidden" } | { kind: "warn"; remainingMs: number } | { kind: "expired" };

/** What the warning shows at `now`; "expired" once the stored expiry has passed. */
export function warningStatus(expiresAt: number | null, now: number): WarningStatus {
  if (expiresAt === null) return { kind: "hidden" };
  if (expiresAt <= now) return { kind: "expired" };
  return shouldWarn(expiresAt, now) ? { kind: "warn", remainingMs: expiresAt - now } : { kind: "hidden" };
}

/** The 60-second warning check is skipped when the previous one ran less than 15 s ago. */
export function shouldRunWarningCheck(lastCheckAt: number | null, now: number): boolean {
  return lastCheckAt === null || now - lastCheckAt >= WARNING_CHECK_GUARD_MS;
}

/** Recheck with the server right away: the session ends within 5 minutes (or has ended). */
export function needsImmediateRecheck(expiresAt: number | null, now: number, lastRecheckAt: number | null): boolean {
  if (expiresAt === null || expiresAt - now > WARNING_WINDOW_MS) return false;
  return lastRecheckAt === null || now - lastRecheckAt >= NEAR_EXPIRY_RECHECK_GAP_MS;
}

/** "4:59" for the countdown: whole minutes and seconds left, never below "0:00". */
export function countdown(remainingMs: number): string {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/** Whole minutes left, rounded up, for screen readers: announced once a minute, not every second. */
export function minutesLeft(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}
