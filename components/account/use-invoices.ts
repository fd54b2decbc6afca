"use client";

import useSWR from "swr";
import type { InvoicesResponse } from "@/lib/contracts/billing";
import type { InvoiceView } from "@/lib/contracts/billing";
import { getJson } from "@/lib/client/api";

export const INVOICES_KEY = "/accounts/invoices/";
export const INVOICES_LOAD_FAILED = "Failed to load invoices. Please try again.";

/** GET /accounts/invoices/: the user's invoices, newest first. */
export function useInvoices() {
  const { data, error, isLoading, mutate } = useSWR<InvoicesResponse, Error>(INVOICES_KEY, (key: string) =>
    getJson<InvoicesResponse>(key, INVOICES_LOAD_FAILED),
  );
  const invoices: InvoiceView[] | undefined = data?.invoices;
  return { invoices, error: error ? INVOICES_LOAD_FAILED : null, isLoading, mutate };
}
