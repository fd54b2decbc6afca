/**
 * Plans and their limits (DESIGN.md): Starter 10 search / 24 board / 5 projects; Pro 30 / 64 / 20;
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
  features: string[];
}

export const PLANS: Record<Tier, Plan> = {
  starter: {
    tier: "starter",
    label: "Starter",
    priceUsd: 9,
    interval: "month",
    limits: { search: 10, random: 24, projects: 5 },
    features: ["10 Deep Search ideas a day", "24 Idea Board ideas a day", "Up to 5 active projects", "Advanced market analysis"],
  },
  pro: {
    tier: "pro",
    label: "Pro",
    priceUsd: 19,
    interval: "month",
    limits: { search: 30, random: 64, projects: 20 },
    features: ["30 Deep Search ideas a day", "64 Idea Board ideas a day", "Up to 20 active projects", "Advanced market analysis"],
  },
  lifetime: {
    tier: "lifetime",
    label: "Lifetime",
    priceUsd: 49,
    interval: "once",
    limits: { search: null, random: null, projects: 50 },
    features: ["Unlimited Deep Search ideas", "Unlimited Idea Board ideas", "Up to 50 active projects", "All future updates"],
  },
};

export const TIERS: Tier[] = ["starter", "pro", "lifetime"];
export const DEFAULT_LIFETIME_PRICE_USD = 49;
export const LIFETIME_REFUND_DAYS = 7;

export function limitsFor(tier: Tier | null | undefined): PlanLimits {
  return tier ? PLANS[tier].limits : { search: 0, random: 0, projects: 0 };
}

export function tierLabel(tier: Tier | null | undefined): string {
  return tier ? PLANS[tier].label : "Free";
}
