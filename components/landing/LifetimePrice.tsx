"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { DEFAULT_LIFETIME_PRICE_USD } from "@/lib/domain/billing/plans";
import { formatUsd } from "./formatUsd";

interface LifetimePricingResponse {
  success?: boolean;
  price?: unknown;
  error?: string;
}

/**
 * The live Lifetime price from GET /accounts/pricing/lifetime/. The default shows at once (no
 * layout shift); any failure keeps it: a pricing failure falls back to the default price.
 */
export function LifetimePrice({ className }: { className?: string }) {
  return <span className={className}>{formatUsd(useLifetimePriceUsd())}</span>;
}

/** The live Lifetime price in USD: the default until the server answered, and after any failure. */
export function useLifetimePriceUsd(): number {
  const [price, setPrice] = useState<number>(DEFAULT_LIFETIME_PRICE_USD);

  useEffect(() => {
    const controller = new AbortController();
    api<LifetimePricingResponse>("/accounts/pricing/lifetime/", {
      signal: controller.signal,
      allowUnauthenticated: true,
    })
      .then((res) => (res.ok ? res.data : null))
      .then((data) => {
        if (data?.success === true && typeof data.price === "number" && Number.isFinite(data.price) && data.price > 0) {
          setPrice(data.price);
        }
      })
      .catch(() => {
        // Keep the default price.
      });
    return () => controller.abort();
  }, []);

  return price;
}
