"use client";

import useSWR from "swr";
import { api, errorMessage } from "@/lib/client/api";
import type { UsageLimits } from "@/lib/domain/usage/limits";

/** The user's local date as YYYY-MM-DD: the credits day the server accepts (DESIGN.md). */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function getUsage(path: string): Promise<UsageLimits> {
  const res = await api<UsageLimits>(path);
  if (!res.ok || !res.data) throw new Error(errorMessage(res, "Failed to load usage."));
  return res.data;
}

/** GET /api/stats/usage-limits/ (cached 10 s); searches hand over the usage they answered with. */
export function useSearchUsage() {
  const { data, mutate } = useSWR<UsageLimits, Error>(`/api/stats/usage-limits/?client_date=${localDate()}`, getUsage, {
    dedupingInterval: 10_000,
  });
  return { usage: data, setUsage: (usage: UsageLimits) => void mutate(usage, { revalidate: false }) };
}
