"use client";

import useSWR, { mutate as mutateGlobal } from "swr";
import type { UsageLimits } from "@/lib/domain/usage/limits";
import { getJson } from "./fetcher";
import { localDate } from "./format";

const USAGE_PATH = "/api/stats/usage-limits/";

/** The usage key for a day, by default today in the user's own date (their credits reset at their midnight). */
export function usageKey(day: string = localDate()): string {
  return `${USAGE_PATH}?client_date=${day}`;
}

/** Refetch the usage wherever it is shown (after a claim changes the active-project count). */
export function refreshUsage() {
  return mutateGlobal((key) => typeof key === "string" && key.startsWith(USAGE_PATH));
}

/** GET /api/stats/usage-limits/: credits and projects, cached 10 s (spec section 9). */
export function useUsage() {
  const { data, error, mutate } = useSWR<UsageLimits, Error>(usageKey(), getJson<UsageLimits>, {
    dedupingInterval: 10_000,
  });
  return {
    usage: data,
    error: error ?? null,
    /** Take the usage a shuffle answered with, without asking again. */
    setUsage: (usage: UsageLimits) => void mutate(usage, { revalidate: false }),
  };
}
