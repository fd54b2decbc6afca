"use client";

import { getJson } from "@/lib/client/api";
import useSWR, { mutate as mutateGlobal } from "swr";
import type { IdeaDetails } from "@/lib/contracts/ideas";

export const ideaKey = (id: number) => `/api/ideas/${id}`;

/** GET /api/ideas/{id}: every field of one idea and its evidence, for the detail dialog (only while it is open). */
export function useIdea(id: number, enabled: boolean) {
  const { data, error } = useSWR<IdeaDetails, Error>(enabled ? ideaKey(id) : null, getJson<IdeaDetails>, {
    revalidateOnFocus: false,
  });
  return { idea: data, error: error ?? null };
}

/** Keep a cached idea's developing count in step with a claim or unclaim answer. */
export function setCachedDeveloping(id: number, numberDeveloping: number) {
  return mutateGlobal<IdeaDetails>(
    ideaKey(id),
    (idea) => (idea ? { ...idea, number_developing: numberDeveloping } : idea),
    { revalidate: false },
  );
}
