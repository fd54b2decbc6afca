"use client";

import useSWR, { mutate as mutateGlobal } from "swr";
import { getJson, isForbidden } from "@/lib/client/api";
import { localDate } from "@/lib/domain/projects/display";
import type { UsageLimits } from "@/lib/domain/usage/limits";

const USAGE_PATH = "/api/stats/usage-limits/";

/** The usage key for a day, by default today in the user's own date (their credits reset at their midnight). */
export function usageKey(day: string = localDate()): string {
  return `${USAGE_PATH}?client_date=${day}`;
}

/** Refetch the usage wherever it is shown (after a claim changes the active-project count). */
export function refreshUsage() {
  return mutateGlobal((key) => typeof key === "string" && key.startsWith(USAGE_PATH));
}

interface UsageOptions {
  /** The user's date (YYYY-MM-DD); today by default, null while it is not known (nothing is asked). */
  day?: string | null;
  revalidateOnFocus?: boolean;
}

/**
 * GET /api/stats/usage-limits/: credits and active projects for the user's own day, one answer
 * shared for 10 s by every part of the page that shows it. `noPlan`: the call answered 403, there
 * are no credits without a plan, and asking again will not bring one.
 */
export function useUsage({ day, revalidateOnFocus = true }: UsageOptions = {}) {
  const key = day === null ? null : usageKey(day);
  const { data, error, isLoading, mutate } = useSWR<UsageLimits, Error>(key, getJson<UsageLimits>, {
    dedupingInterval: 10_000,
    revalidateOnFocus,
    shouldRetryOnError: (err) => !isForbidden(err),
  });
  return {
    usage: data,
    error: (error as Error | undefined) ?? null,
    noPlan: isForbidden(error),
    isLoading: isLoading || key === null,
    mutate,
    /** Take the usage a search or shuffle answered with, without asking again. */
    setUsage: (usage: UsageLimits) => void mutate(usage, { revalidate: false }),
  };
}
