/**
 * Every page of the app leaves the browser's UTC offset in a cookie (lib/client/time-zone.ts), so
 * that a page rendered on the server knows the user's own date, the day their credits are counted
 * on, without waiting for the browser to send it. The offset is Date#getTimezoneOffset's: minutes
 * to add to the local time to get UTC (-60 in Berlin in winter), from -14 h to +12 h. It is
 * written again whenever it changes (daylight saving time), and reading it costs the page nothing,
 * where asking Intl for the zone's name costs a long task on a phone.
 */
export const TIME_ZONE_COOKIE = "tz_offset";

const EARLIEST_OFFSET_MINUTES = -14 * 60;
const LATEST_OFFSET_MINUTES = 12 * 60;

/** The offset a cookie value writes, or null when it is not one a clock on Earth has. */
export function parseUtcOffset(value: string | undefined | null): number | null {
  if (!value || !/^-?\d{1,3}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes >= EARLIEST_OFFSET_MINUTES && minutes <= LATEST_OFFSET_MINUTES ? minutes : null;
}

/** The date (YYYY-MM-DD) on a clock `offset` minutes behind UTC (getTimezoneOffset) at `now`. */
export function dateAtUtcOffset(offset: number, now: Date = new Date()): string {
  return new Date(now.getTime() - offset * 60_000).toISOString().slice(0, 10);
}

/** The user's date from the cookie's value; null without a valid offset. */
export function dateFromOffsetCookie(value: string | undefined | null, now: Date = new Date()): string | null {
  const offset = parseUtcOffset(value);
  return offset === null ? null : dateAtUtcOffset(offset, now);
}
