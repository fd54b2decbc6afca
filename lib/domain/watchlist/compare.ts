import type { MonthMentions } from "@/lib/domain/ideas/evidence";
import { formatMonth } from "@/lib/domain/ideas/evidence";

/**
 * Compare's monthly mentions charts share one scale: the highest month of all the ideas compared
 * (at least 1), so a taller bar always means more mentions, whichever column it is in.
 */
export function sharedScale(series: (MonthMentions[] | null)[]): number {
  return Math.max(1, ...series.flatMap((months) => (months ?? []).map((m) => m.mentions)));
}

/** 'Peak: 12 in Mar 2025' (the latest of equal months), or null without mentions. */
export function peakLine(months: MonthMentions[]): string | null {
  let peak: MonthMentions | null = null;
  for (const m of months) if (m.mentions > 0 && (!peak || m.mentions >= peak.mentions)) peak = m;
  return peak ? `Peak: ${peak.mentions.toLocaleString("en-US")} in ${formatMonth(peak.month)}` : null;
}
