"use client";

import { useMemo } from "react";
import { SWRConfig } from "swr";
import { claimStatusKey, type ClaimStatus } from "./use-claim-status";

/**
 * The claim statuses the page read on the server for the ideas it renders, as the claim buttons'
 * first answer: those buttons ask for nothing on load (the others ask as before).
 */
export function KnownClaimStatuses({
  statuses,
  children,
}: {
  statuses: Record<number, ClaimStatus>;
  children: React.ReactNode;
}) {
  const fallback = useMemo(
    () => Object.fromEntries(Object.entries(statuses).map(([id, status]) => [claimStatusKey(Number(id)), status])),
    [statuses],
  );
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}
