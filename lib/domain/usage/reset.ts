/**
 * When daily credits reset: at the user's own midnight, because the credits day is the client's
 * date (see day.ts). Pure helpers for the account page's reset time and countdown.
 */

/** The first local midnight after `now`, in the runtime's time zone (daylight saving included). */
export function nextMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

/** The time left as "hh:mm:ss", counted in whole seconds rounded up; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The same time left in words for screen readers: "5 hours 12 minutes", "under a minute". */
export function describeCountdown(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes === 0) return "under a minute";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return [hours ? unit(hours, "hour") : null, rest ? unit(rest, "minute") : null].filter(Boolean).join(" ");
}
