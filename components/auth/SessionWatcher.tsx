"use client";

import { useSession } from "@/components/auth/SessionProvider";
import { countdown, minutesLeft } from "@/lib/domain/session/expiry";
import { useSessionExpiry, type SessionTimers } from "./use-session-expiry";

/**
 * Mounted once in each logged-in layout: keeps the session alive and checked (see
 * use-session-expiry.ts) and shows the expiry warning with a live countdown and 'Stay Logged In'.
 * Renders nothing while the session has more than 5 minutes left.
 */
export function SessionWatcher({ timers }: { timers?: SessionTimers }) {
  const { expiresAt } = useSession();
  const { remainingMs, refreshing, stayLoggedIn } = useSessionExpiry(expiresAt, timers);
  if (remainingMs === null) return null;

  const minutes = minutesLeft(remainingMs);
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-lg min-[480px]:flex-row min-[480px]:items-center"
    >
      <p className="flex-1 text-sm font-medium">
        {/* The visible countdown ticks every second; screen readers hear it once a minute. */}
        <span aria-hidden="true">
          Your session expires in <time className="font-semibold tabular-nums">{countdown(remainingMs)}</time>
        </span>
        <span className="sr-only">
          Your session expires in less than {minutes} {minutes === 1 ? "minute" : "minutes"}.
        </span>
      </p>
      <button
        type="button"
        onClick={() => void stayLoggedIn()}
        disabled={refreshing}
        aria-busy={refreshing}
        className="inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
      >
        Stay Logged In
      </button>
    </div>
  );
}
