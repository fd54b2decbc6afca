import { env } from "@/lib/env";
import { TIERS, type Tier } from "@/lib/domain/billing/plans";

/**
 * Billing configuration. With STRIPE_SECRET_KEY the real Stripe API is used; without it, outside
 * production, "local billing": a local checkout page completes purchases through the same signed
 * webhook. Production refuses to run without the Stripe keys.
 */
export type BillingMode = "stripe" | "local";

const LOCAL_PRICE_PREFIX = "price_local_";

export function billingMode(): BillingMode {
  return env().STRIPE_SECRET_KEY ? "stripe" : "local";
}

/** Fails with a message naming what is missing; `npm start` calls it in production. */
export function assertBillingConfigured(): void {
  const e = env();
  if (!e.isProduction) return;
  const missing = [
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_PRICE_STARTER",
    "STRIPE_PRICE_PRO",
    "STRIPE_PRICE_LIFETIME",
  ].filter((name) => !e[name as keyof typeof e]);
  if (missing.length) throw new Error(`Production needs Stripe configured: set ${missing.join(", ")}.`);
}

/** The server's own plan-to-price table: the browser never chooses a price id. */
export function priceIdFor(tier: Tier): string {
  const e = env();
  const configured = { starter: e.STRIPE_PRICE_STARTER, pro: e.STRIPE_PRICE_PRO, lifetime: e.STRIPE_PRICE_LIFETIME }[
    tier
  ];
  if (configured) return configured;
  if (billingMode() === "stripe") throw new Error(`STRIPE_PRICE_${tier.toUpperCase()} is not set.`);
  return `${LOCAL_PRICE_PREFIX}${tier}`;
}

/** The tier of a price id from our table, or null for anything else. */
export function tierForPriceId(priceId: string | null | undefined): Tier | null {
  if (!priceId) return null;
  for (const tier of TIERS) {
    try {
      if (priceIdFor(tier) === priceId) return tier;
    } catch {
      // a tier without a configured price matches nothing
    }
  }
  return null;
}
