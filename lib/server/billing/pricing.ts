import { billingMode, priceIdFor } from "@/lib/billing/config";
import { stripe } from "@/lib/billing/stripe";
import { DEFAULT_LIFETIME_PRICE_USD } from "@/lib/domain/billing/plans";
import { log } from "@/lib/log";

/** The Lifetime price: Stripe's, cached for 10 minutes; the default (49) when unavailable. */
const CACHE_MS = 10 * 60 * 1000;
let cached: { price: number; at: number } | undefined;

export interface LifetimePrice {
  success: boolean;
  price: number;
  error?: string;
}

export async function lifetimePrice(now = Date.now()): Promise<LifetimePrice> {
  if (billingMode() === "local") return { success: true, price: DEFAULT_LIFETIME_PRICE_USD };
  if (cached && now - cached.at < CACHE_MS) return { success: true, price: cached.price };
  try {
    const price = await stripe().prices.retrieve(priceIdFor("lifetime"));
    if (typeof price.unit_amount !== "number") throw new Error("price has no unit_amount");
    cached = { price: price.unit_amount / 100, at: now };
    return { success: true, price: cached.price };
  } catch (error) {
    log.warn("lifetime price unavailable", { error });
    return { success: false, price: DEFAULT_LIFETIME_PRICE_USD, error: "Lifetime price is unavailable right now." };
  }
}
