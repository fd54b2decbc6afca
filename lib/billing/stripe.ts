import Stripe from "stripe";
import { env } from "@/lib/env";

/**
 * The official Stripe SDK. STRIPE_API_HOST/PORT/PROTOCOL point it at another host (the tests' fake
 * Stripe API on loopback). Local billing also uses an instance, only to sign and verify events:
 * that needs no network and no real key.
 */
let client: Stripe | undefined;

export function stripe(): Stripe {
  if (client) return client;
  const e = env();
  client = new Stripe(e.STRIPE_SECRET_KEY ?? "sk_local_billing_offline", {
    telemetry: false,
    maxNetworkRetries: e.STRIPE_API_HOST ? 0 : 2,
    ...(e.STRIPE_API_HOST
      ? { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL ?? "http" }
      : {}),
  });
  return client;
}

/** For tests that change the environment between cases. */
export function resetStripeClient(): void {
  client = undefined;
}
