"use client";

import useSWR from "swr";
import type { SubscriptionView } from "@/lib/contracts/billing";
import { getJson } from "@/lib/client/api";

export const SUBSCRIPTION_KEY = "/accounts/verify-subscription/";
export const SUBSCRIPTION_LOAD_FAILED = "Failed to load your subscription. Please try again.";

/** GET /accounts/verify-subscription/: the billing section's data (the server's error preferred). */
export function useSubscription() {
  const { data, error, isLoading, mutate } = useSWR<SubscriptionView, Error>(SUBSCRIPTION_KEY, (key: string) =>
    getJson<SubscriptionView>(key, SUBSCRIPTION_LOAD_FAILED),
  );
  return { subscription: data, error: error ? error.message || SUBSCRIPTION_LOAD_FAILED : null, isLoading, mutate };
}
