"use client";

import useSWR from "swr";
import type { AccountResponse } from "@/lib/contracts/accounts";
import type { AccountView } from "@/lib/contracts/accounts";
import { getJson } from "@/lib/client/api";

export const ACCOUNT_KEY = "/api/accounts/account/";
export const ACCOUNT_LOAD_FAILED = "Failed to load account information. Please try again.";

/** GET /api/accounts/account/: the summary card's data. */
export function useAccount() {
  const { data, error, isLoading, mutate } = useSWR<AccountResponse, Error>(ACCOUNT_KEY, (key: string) =>
    getJson<AccountResponse>(key, ACCOUNT_LOAD_FAILED),
  );
  const account: AccountView | undefined = data?.account;
  return { account, error: error ? ACCOUNT_LOAD_FAILED : null, isLoading, mutate };
}
