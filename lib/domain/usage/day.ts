/**
 * The credits day is the client's own date, so credits reset at the user's midnight.
 * It is accepted only while it is the current date somewhere on Earth, whose clocks run from
 * UTC-12 to UTC+14: from the date at UTC-12 to the date at UTC+14 of now (two dates, three
 * between 10:00 and 12:00 UTC). Any other value falls back to the UTC date. Returned as
 * YYYY-MM-DD. The server also never goes back to a date earlier than one the user already used
 * (lib/server/usage/day.ts), so these dates are not a store of extra credits.
 */
const HOUR_MS = 60 * 60 * 1000;
const EARLIEST_OFFSET_HOURS = -12;
const LATEST_OFFSET_HOURS = 14;

export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The first and last date current somewhere on Earth at `now` (YYYY-MM-DD). */
export function currentDates(now: Date): { earliest: string; latest: string } {
  return {
    earliest: utcDate(new Date(now.getTime() + EARLIEST_OFFSET_HOURS * HOUR_MS)),
    latest: utcDate(new Date(now.getTime() + LATEST_OFFSET_HOURS * HOUR_MS)),
  };
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && utcDate(new Date(parsed)) === value;
}

export function usageDay(clientDate: string | null | undefined, now: Date = new Date()): string {
  if (!clientDate || !isCalendarDate(clientDate)) return utcDate(now);
  const { earliest, latest } = currentDates(now);
  // YYYY-MM-DD strings compare as the dates they write.
  return clientDate >= earliest && clientDate <= latest ? clientDate : utcDate(now);
}
