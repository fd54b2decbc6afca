import { limitsFor, type Tier } from "@/lib/domain/billing/plans";

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
