"use client";

import { useEffect, useState } from "react";
import { describeCountdown, formatCountdown, nextMidnight } from "@/lib/domain/usage/reset";

const RESET_TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** The current time, ticking every second once the page has mounted; null before (so the server render and the first client render agree). */
export function useSecondClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * When the daily credits come back: the user's own midnight, in their time zone, with a live
 * countdown (the account page, /results and the board at 0 credits all say it the same way).
 */
export function ResetTime({ now, className = "text-sm text-slate-600" }: { now: Date; className?: string }) {
  const midnight = nextMidnight(now);
  const left = midnight.getTime() - now.getTime();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <p className={className}>
      Credits reset at midnight your time ({zone}):{" "}
      <time dateTime={midnight.toISOString()}>{RESET_TIME.format(midnight)}</time>, in{" "}
      <span className="font-mono tabular-nums text-slate-900" aria-hidden="true" data-testid="usage-countdown">
        {formatCountdown(left)}
      </span>
      <span className="sr-only">{describeCountdown(left)}</span>.
    </p>
  );
}

/** ResetTime with its own clock (nothing before the page has mounted). */
export function LiveResetTime({ className }: { className?: string }) {
  const now = useSecondClock();
  return now ? <ResetTime now={now} className={className} /> : null;
}
