"use client";

import { getJson } from "@/lib/client/api";
import useSWR, { useSWRConfig } from "swr";

export interface ClaimStatus {
  is_claimed: boolean;
  project_id: number | null;
}

export const claimStatusKey = (ideaId: number) => `/api/projects/idea/${ideaId}/status/`;

/** GET /api/projects/idea/{id}/status/: whether the user claimed this idea, cached 30 s. */
export function useClaimStatus(ideaId: number) {
  const key = claimStatusKey(ideaId);
  // A status the page brought (KnownClaimStatuses) is the answer: no request for it on load.
  const known = useSWRConfig().fallback[key] !== undefined;
  const { data, mutate } = useSWR<ClaimStatus, Error>(key, getJson<ClaimStatus>, {
    dedupingInterval: 30_000,
    revalidateOnFocus: false,
    ...(known ? { revalidateOnMount: false } : {}),
  });
  return {
    status: data,
    /** Set the cached status (optimistic change, server answer or revert), without refetching. */
    setStatus: (status: ClaimStatus) => void mutate(status, { revalidate: false }),
  };
}
