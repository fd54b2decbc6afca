"use client";

import useSWR from "swr";
import type { ProjectsResponse } from "@/lib/contracts/projects";
import { PROJECTS_LOAD_FAILED } from "@/lib/domain/projects/messages";
import { getJson } from "@/lib/client/api";
import { useUsage } from "@/lib/client/use-usage";

export const PROJECTS_KEY = "/api/projects/";

/** GET /api/projects/: the user's projects with milestones and notes. */
export function useProjects() {
  const { data, error, isLoading, mutate } = useSWR<ProjectsResponse, Error>(
    PROJECTS_KEY,
    (key: string) => getJson<ProjectsResponse>(key, PROJECTS_LOAD_FAILED),
    { revalidateOnFocus: false },
  );
  return { projects: data, error: error ? PROJECTS_LOAD_FAILED : null, isLoading, mutate };
}

export type ProjectsMutate = ReturnType<typeof useProjects>["mutate"];

/** The plan's active-project limit, from the usage: a number, 'unlimited', or undefined while loading. */
export function useProjectLimit(): number | "unlimited" | undefined {
  return useUsage({ revalidateOnFocus: false }).usage?.projects.limit;
}
