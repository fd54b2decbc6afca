/**
 * The browser leaves its IANA time zone in a cookie (lib/client/time-zone.ts), so that a page
 * rendered on the server knows the user's own date, the day their credits are counted on, without
 * waiting for the browser to send it. Zone names are letters, digits and / _ + -; anything else is
 * not a zone.
 */
export const TIME_ZONE_COOKIE = "tz";

const ZONE_NAME = /^[A-Za-z0-9/_+-]{1,64}$/;

export function isTimeZoneName(value: string | undefined | null): value is string {
  return !!value && ZONE_NAME.test(value);
}

/** The date (YYYY-MM-DD) in `timeZone` at `now`; null when the zone is not one Intl knows. */
export function dateInTimeZone(timeZone: string | undefined | null, now: Date = new Date()): string | null {
  if (!isTimeZoneName(timeZone)) return null;
  try {
    const parts = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    const date = `${part("year")}-${part("month")}-${part("day")}`;
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
  } catch {
    return null;
  }
}
