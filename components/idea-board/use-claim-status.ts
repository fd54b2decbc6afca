"use client";

import { getJson } from "@/lib/client/api";
import useSWR from "swr";

export interface ClaimStatus {
  is_claimed: boolean;
  project_id: number | null;
}

export const claimStatusKey = (ideaId: number) => `/api/projects/idea/${ideaId}/status/`;

/** GET /api/projects/idea/{id}/status/: whether the user claimed this idea, cached 30 s. */
export function useClaimStatus(ideaId: number) {
  const { data, mutate } = useSWR<ClaimStatus, Error>(claimStatusKey(ideaId), getJson<ClaimStatus>, {
    dedupingInterval: 30_000,
    revalidateOnFocus: false,
  });
  return {
    status: data,
    /** Set the cached status (optimistic change, server answer or revert), without refetching. */
    setStatus: (status: ClaimStatus) => void mutate(status, { revalidate: false }),
  };
}
