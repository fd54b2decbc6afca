"use client";

import useSWR from "swr";
import { usageKey } from "@/components/idea-board/use-usage";
import type { UsageLimits } from "@/lib/domain/usage/limits";
import { LoadFailure, fetchJson } from "./fetch-json";

export const USAGE_LOAD_FAILED = "Failed to load today's usage. Please try again.";

/**
 * GET /api/stats/usage-limits/ for the user's own date `day` (YYYY-MM-DD), or nothing while the
 * day is not known yet (before the page has mounted). A new day is a new key: at midnight the
 * counters load afresh. `noPlan`: the call answered 403, there are no credits without a plan.
 */
export function useTodayUsage(day: string | null) {
  const { data, error, isLoading, mutate } = useSWR<UsageLimits, Error>(
    day ? usageKey(day) : null,
    (key: string) => fetchJson<UsageLimits>(key, USAGE_LOAD_FAILED),
    // Asking again will not bring a plan back.
    { shouldRetryOnError: (err) => !isNoPlan(err) },
  );
  const noPlan = isNoPlan(error);
  return {
    usage: data,
    noPlan,
    error: error && !noPlan ? USAGE_LOAD_FAILED : null,
    isLoading: isLoading || day === null,
    mutate,
  };
}

const isNoPlan = (error: unknown) => error instanceof LoadFailure && error.status === 403;
