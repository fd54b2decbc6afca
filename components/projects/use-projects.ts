"use client";

import useSWR from "swr";
import type { ProjectsResponse } from "@/app/api/projects/route";
import type { UsageLimits } from "@/lib/domain/usage/limits";
import { localDate } from "@/lib/domain/projects/display";
import { PROJECTS_LOAD_FAILED } from "@/lib/domain/projects/messages";
import { api } from "@/lib/client/api";

export const PROJECTS_KEY = "/api/projects/";

async function getJson<T>(path: string): Promise<T> {
  const res = await api<T>(path);
  if (!res.ok || res.data === null) throw new Error(PROJECTS_LOAD_FAILED);
  return res.data;
}

/** GET /api/projects/: the user's projects with milestones and notes. */
export function useProjects() {
  const { data, error, isLoading, mutate } = useSWR<ProjectsResponse, Error>(PROJECTS_KEY, getJson<ProjectsResponse>, {
    revalidateOnFocus: false,
  });
  return { projects: data, error: error ? PROJECTS_LOAD_FAILED : null, isLoading, mutate };
}

export type ProjectsMutate = ReturnType<typeof useProjects>["mutate"];

/**
 * The plan's active-project limit, from GET /api/stats/usage-limits/ (the answer is cached for 10 s):
 * a number, 'unlimited', or undefined while loading.
 */
export function useProjectLimit(): number | "unlimited" | undefined {
  const { data } = useSWR<UsageLimits>(`/api/stats/usage-limits/?client_date=${localDate()}`, getJson<UsageLimits>, {
    dedupingInterval: 10_000,
    revalidateOnFocus: false,
  });
  return data?.projects.limit;
}
