import { afterAll, beforeAll } from "vitest";
import { resetStripeClient } from "@/lib/billing/stripe";
import { resetEnvCache } from "@/lib/env";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";

/**
 * Runs a test file's calls in Stripe mode against a fake Stripe API on loopback: starts it before
 * all tests (handing it to `started`), sets the Stripe settings the official SDK reads, and puts
 * the environment and the client back after all.
 */
export function withFakeStripe(started: (stripe: FakeStripe) => void): void {
  const saved = { ...process.env };
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    started(stripe);
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_WEBHOOK_SECRET: "whsec_test_fake",
      STRIPE_PRICE_STARTER: "price_starter_m",
      STRIPE_PRICE_PRO: "price_pro_m",
      STRIPE_PRICE_LIFETIME: "price_lifetime_once",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: "http",
    });
    resetEnvCache();
    resetStripeClient();
  });
  afterAll(async () => {
    process.env = { ...saved };
    resetEnvCache();
    resetStripeClient();
    await stripe.close();
  });
}
