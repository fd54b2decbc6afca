import { PLANS, type PlanLimits, type Tier } from "./plans";
import { proratedChargeCents, unusedCreditCents } from "./proration";

/**
 * What a plan change does, as the confirmation dialog states it: each daily credit and the
 * project limit the user gains or loses (from the very limits the server enforces), and for an
 * upgrade what is due now, the new price less the unused part of the current paid month.
 */
const RANK: Record<Tier, number> = { starter: 0, pro: 1, lifetime: 2 };

/** Starter to Pro and anything to Lifetime go through payment; having no plan, any plan is one. */
export function isUpgrade(from: Tier | null, to: Tier): boolean {
  return from === null || RANK[to] > RANK[from];
}

export interface DueNow {
  priceCents: number;
  /** The unused part of the current paid month. */
  creditCents: number;
  chargeCents: number;
}

export interface PlanChangeSummary {
  gains: string[];
  losses: string[];
  /** Upgrades only: a downgrade is immediate and charges nothing. */
  dueNow: DueNow | null;
}

type Limit = keyof PlanLimits;
const LIMITS: Limit[] = ["search", "random", "projects"];

/** Larger is better; null (unlimited) beats every number. */
function compare(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

function daily(what: string, value: number | null): string {
  return value === null ? `Unlimited ${what}` : `${value} ${what} a day`;
}

/** "30 Deep Search ideas a day (now 10)", "Unlimited Idea Board ideas (now 24 a day)", "Up to 20 active projects (now 5)". */
function limitLine(limit: Limit, to: number | null, from: number | null | undefined): string {
  const now =
    from === undefined ? "none" : limit === "projects" || to !== null ? String(from ?? "unlimited") : `${from} a day`;
  if (limit === "projects")
    return `${to === null ? "Unlimited active projects" : `Up to ${to} active projects`} (now ${now})`;
  return `${daily(limit === "search" ? "Deep Search ideas" : "Idea Board ideas", to)} (now ${now})`;
}

export function describePlanChange(input: {
  from: Tier | null;
  to: Tier;
  toPriceUsd: number;
  periodEnd: Date | null;
  now: Date;
}): PlanChangeSummary {
  const { from, to } = input;
  const gains: string[] = [];
  const losses: string[] = [];
  for (const limit of LIMITS) {
    const next = PLANS[to].limits[limit];
    const current = from ? PLANS[from].limits[limit] : undefined;
    const order = current === undefined ? 1 : compare(next, current);
    if (order > 0) gains.push(limitLine(limit, next, current));
    if (order < 0) losses.push(limitLine(limit, next, current));
  }
  return { gains, losses, dueNow: isUpgrade(from, to) ? dueNow(input) : null };
}

function dueNow({
  from,
  toPriceUsd,
  periodEnd,
  now,
}: {
  from: Tier | null;
  toPriceUsd: number;
  periodEnd: Date | null;
  now: Date;
}): DueNow {
  const creditCents =
    from && PLANS[from].interval === "month"
      ? unusedCreditCents({ monthlyPriceUsd: PLANS[from].priceUsd, periodEnd, now })
      : 0;
  const chargeCents = proratedChargeCents(toPriceUsd, creditCents);
  return { priceCents: Math.round(toPriceUsd * 100), creditCents, chargeCents };
}
