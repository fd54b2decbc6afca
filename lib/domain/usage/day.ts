/**
 * The credits day (DESIGN.md): the client's own date, so credits reset at the user's midnight,
 * accepted only within one day of the server's UTC date (so it cannot mint fresh credits); any
 * other value falls back to the UTC date. Returned as YYYY-MM-DD.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function usageDay(clientDate: string | null | undefined, now: Date = new Date()): string {
  const today = utcDate(now);
  if (!clientDate || !/^\d{4}-\d{2}-\d{2}$/.test(clientDate)) return today;
  const parsed = Date.parse(`${clientDate}T00:00:00Z`);
  if (Number.isNaN(parsed) || utcDate(new Date(parsed)) !== clientDate) return today;
  const diff = Math.abs(parsed - Date.parse(`${today}T00:00:00Z`));
  return diff <= DAY_MS ? clientDate : today;
}
