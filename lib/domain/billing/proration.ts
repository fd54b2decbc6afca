/**
 * Proration for upgrades: moving up from a monthly plan, the unused part of the
 * current paid period is credited against the new plan's first charge (Starter to Pro, or any
 * plan to Lifetime). Amounts in cents.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const BILLING_PERIOD_MS = 30 * DAY_MS;

export function unusedCreditCents({
  monthlyPriceUsd,
  periodEnd,
  now,
}: {
  monthlyPriceUsd: number;
  periodEnd: Date | null;
  now: Date;
}): number {
  if (!periodEnd) return 0;
  const remaining = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), BILLING_PERIOD_MS);
  return Math.round((monthlyPriceUsd * 100 * remaining) / BILLING_PERIOD_MS);
}

/** What the upgrade costs now: the new price less the credit, never below zero. */
export function proratedChargeCents(newPriceUsd: number, creditCents: number): number {
  return Math.max(0, Math.round(newPriceUsd * 100) - creditCents);
}
