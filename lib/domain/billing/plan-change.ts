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

/** A limit as a number the user reads: 'unlimited', 'none' (no plan yet), or the number. */
function amount(value: number | null | undefined, projects: boolean): string {
  if (value === undefined) return "none";
  if (value === null) return "unlimited";
  return projects ? `up to ${value}` : String(value);
}

/**
 * Each limit as before -> after, so neither number can be read as the amount gained or lost:
 * "Deep Search ideas a day: 30 -> 10", "Idea Board ideas a day: 24 -> unlimited",
 * "Active projects: up to 5 -> up to 20", "Deep Search ideas a day: none -> 10".
 */
function limitLine(limit: Limit, to: number | null, from: number | null | undefined): string {
  const projects = limit === "projects";
  const what = projects ? "Active projects" : limit === "search" ? "Deep Search ideas a day" : "Idea Board ideas a day";
  return `${what}: ${amount(from, projects)} \u2192 ${amount(to, projects)}`;
}

export function describePlanChange(input: {
  from: Tier | null;
  to: Tier;
  toPriceUsd: number;
  periodEnd: Date | null;
  now: Date;
  /** False in a grace period: the month was never paid, so none of it is credited (as the server charges). */
  periodPaid?: boolean;
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
  periodPaid = true,
}: {
  from: Tier | null;
  toPriceUsd: number;
  periodEnd: Date | null;
  now: Date;
  periodPaid?: boolean;
}): DueNow {
  const creditCents =
    periodPaid && from && PLANS[from].interval === "month"
      ? unusedCreditCents({ monthlyPriceUsd: PLANS[from].priceUsd, periodEnd, now })
      : 0;
  const chargeCents = proratedChargeCents(toPriceUsd, creditCents);
  return { priceCents: Math.round(toPriceUsd * 100), creditCents, chargeCents };
}

/**
 * Why a plan with a lower project limit is refused while more projects are active than it allows
 * (the downgrade is immediate, so the user chooses which to complete or release first). Null when
 * the active projects fit. Said by the plan-change dialog and by the server's refusal alike.
 */
export function tooManyProjectsMessage(active: number, limit: number | null, planLabel: string): string | null {
  if (limit === null || active <= limit) return null;
  return `You have ${active} active projects and ${planLabel} allows ${limit}. Complete or release ${active - limit} of them before changing to ${planLabel}.`;
}
