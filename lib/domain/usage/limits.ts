import { limitsFor, type Tier } from "@/lib/domain/billing/plans";

/** The daily credits: Deep Search results viewed and Idea Board ideas shown. */
export type CreditKind = "search" | "random";

/** The daily credit limit of a plan; null: unlimited. */
export function creditLimit(tier: Tier | null, kind: CreditKind): number | null {
  return limitsFor(tier)[kind];
}

/** What a request refused for want of daily credits says. */
export const LIMIT_MESSAGES: Record<CreditKind, string> = {
  random: "You've used all your daily idea board credits. Credits will reset at midnight.",
  search: "You've used all your daily search credits. Credits will reset at midnight.",
};

/** One line of the usage-limits answer: numbers, or 'unlimited'. */
export interface UsageLine {
  used: number;
  remaining: number | "unlimited";
  limit: number | "unlimited";
}

export interface UsageLimits {
  projects: UsageLine;
  search: UsageLine;
  random: UsageLine;
}

export function usageLine(used: number, limit: number | null): UsageLine {
  if (limit === null) return { used, remaining: "unlimited", limit: "unlimited" };
  return { used, remaining: Math.max(0, limit - used), limit };
}

export function usageLimits(
  tier: Tier | null,
  used: { search: number; random: number; projects: number },
): UsageLimits {
  const limits = limitsFor(tier);
  return {
    projects: usageLine(used.projects, limits.projects),
    search: usageLine(used.search, limits.search),
    random: usageLine(used.random, limits.random),
  };
}
