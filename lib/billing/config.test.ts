import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { assertBillingConfigured, priceIdFor, tierForPriceId } from "./config";

const saved = { ...process.env };
function setEnv(values: Record<string, string | undefined>) {
  process.env = { ...saved, DATABASE_URL: "postgresql://x", ...values };
  resetEnvCache();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe("billing configuration", () => {
  it("refuses to run production without the Stripe keys, naming them", () => {
    setEnv({ APP_ENV: "production", STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    expect(() => assertBillingConfigured()).toThrow(/STRIPE_SECRET_KEY.*STRIPE_WEBHOOK_SECRET/);
  });
  it("maps plans to configured price ids and back, and nothing else", () => {
    setEnv({
      APP_ENV: "development",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PRICE_STARTER: "price_s",
      STRIPE_PRICE_PRO: "price_p",
      STRIPE_PRICE_LIFETIME: "price_l",
    });
    expect(priceIdFor("pro")).toBe("price_p");
    expect(tierForPriceId("price_l")).toBe("lifetime");
    expect(tierForPriceId("price_someone_elses")).toBeNull();
  });
  it("uses local price ids in local billing", () => {
    setEnv({ APP_ENV: "development", STRIPE_SECRET_KEY: undefined });
    expect(priceIdFor("starter")).toBe("price_local_starter");
    expect(() => assertBillingConfigured()).not.toThrow();
  });
});
