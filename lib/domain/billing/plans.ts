/**
 * Plans and their limits: Starter 10 search / 24 board / 5 projects; Pro 30 / 64 / 20;
 * Lifetime unlimited / unlimited / 50. `null` means unlimited.
 */
export type Tier = "starter" | "pro" | "lifetime";

export interface PlanLimits {
  search: number | null;
  random: number | null;
  projects: number | null;
}

export interface Plan {
  tier: Tier;
  /** The name shown to users. */
  label: "Starter" | "Pro" | "Lifetime";
  /** Price in USD; Lifetime's default, the live one comes from /accounts/pricing/lifetime/. */
  priceUsd: number;
  interval: "month" | "once";
  limits: PlanLimits;
  /** What the plan offers beyond its limits (the limits' own lines come from `planFeatures`). */
  extras: string[];
}

export const PLANS: Record<Tier, Plan> = {
  starter: {
    tier: "starter",
    label: "Starter",
    priceUsd: 9,
    interval: "month",
    limits: { search: 10, random: 24, projects: 5 },
    extras: ["Advanced market analysis"],
  },
  pro: {
    tier: "pro",
    label: "Pro",
    priceUsd: 19,
    interval: "month",
    limits: { search: 30, random: 64, projects: 20 },
    extras: ["Advanced market analysis"],
  },
  lifetime: {
    tier: "lifetime",
    label: "Lifetime",
    priceUsd: 49,
    interval: "once",
    limits: { search: null, random: null, projects: 50 },
    extras: ["All future updates"],
  },
};

export const TIERS: Tier[] = ["starter", "pro", "lifetime"];
export const DEFAULT_LIFETIME_PRICE_USD = 49;
export const LIFETIME_REFUND_DAYS = 7;

export function limitsFor(tier: Tier | null | undefined): PlanLimits {
  return tier ? PLANS[tier].limits : { search: 0, random: 0, projects: 0 };
}

/**
 * The plan's feature lines as shown on pricing cards: its limits, written from the very numbers
 * the server enforces (so the page cannot promise what the plan does not give), then its extras.
 */
export function planFeatures(plan: Plan): string[] {
  const { search, random, projects } = plan.limits;
  return [
    search === null ? "Unlimited Deep Search ideas" : `${search} Deep Search ideas a day`,
    random === null ? "Unlimited Idea Board ideas" : `${random} Idea Board ideas a day`,
    projects === null ? "Unlimited active projects" : `Up to ${projects} active projects`,
    ...plan.extras,
  ];
}

export function tierLabel(tier: Tier | null | undefined): string {
  return tier ? PLANS[tier].label : "Free";
}
