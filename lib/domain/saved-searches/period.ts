import type { AlertFrequency } from "./limits";

/**
 * The period a digest covers, as stored in saved_search_digests.period: the UTC day ("2026-11-27")
 * for daily alerts, the ISO week ("2026-W48") for weekly ones. One digest per user, frequency and
 * period.
 */
export function digestPeriod(frequency: Exclude<AlertFrequency, "off">, at: Date): string {
  if (frequency === "daily") return at.toISOString().slice(0, 10);
  // ISO 8601: the week with the year's first Thursday is week 1, weeks start on Monday.
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}
