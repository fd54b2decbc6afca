import { describe, expect, it } from "vitest";
import type { SubscriptionView } from "@/lib/contracts/billing";
import { billingState } from "./subscription-actions";

const base: SubscriptionView = {
  status: "active",
  tier: "Pro",
  renewal_date: "2026-12-22T15:00:00.000Z",
  current_period_end: "2026-12-22T15:00:00.000Z",
  cancel_at_period_end: false,
  grace_period_ends_at: null,
  is_lifetime: false,
  has_active_subscription: true,
};

describe("billingState", () => {
  it("an active plan renews on its date", () => {
    expect(billingState(base).periodLine).toBe("Renews on Dec 22, 2026");
  });

  it("a plan whose payment failed never says 'Renews on': it says until when access lasts", () => {
    const grace = billingState({ ...base, status: "grace_period", grace_period_ends_at: "2026-12-05T15:00:00.000Z" });
    expect(grace.periodLine).toBe("Payment failed: access until Dec 5, 2026");
    expect(grace.statusLabel).toBe("Grace period");
    expect(grace.canCancel).toBe(false);
  });
});
