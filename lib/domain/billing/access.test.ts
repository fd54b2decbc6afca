import { describe, expect, it } from "vitest";
import { GRACE_PERIOD_DAYS, graceEndsAfter, hasActiveSubscription, type SubscriptionFacts } from "./access";

const now = new Date("2026-06-15T12:00:00Z");
const future = new Date("2026-07-15T12:00:00Z");
const past = new Date("2026-05-15T12:00:00Z");
const base: SubscriptionFacts = {
  tier: "starter",
  status: "active",
  isLifetime: false,
  currentPeriodEnd: future,
  cancelAtPeriodEnd: false,
};

describe("hasActiveSubscription", () => {
  it("denies without a subscription", () => {
    expect(hasActiveSubscription(null, now)).toBe(false);
  });
  it("grants active, grace_period and active-but-cancelling with a future renewal", () => {
    expect(hasActiveSubscription(base, now)).toBe(true);
    expect(hasActiveSubscription({ ...base, status: "grace_period" }, now)).toBe(true);
    expect(hasActiveSubscription({ ...base, cancelAtPeriodEnd: true }, now)).toBe(true);
  });
  it("grants a grace period (payment failed) until it ends, then denies", () => {
    expect(hasActiveSubscription({ ...base, status: "grace_period", graceEndsAt: future }, now)).toBe(true);
    expect(hasActiveSubscription({ ...base, status: "grace_period", graceEndsAt: past }, now)).toBe(false);
    expect(hasActiveSubscription({ ...base, status: "grace_period", graceEndsAt: now }, now)).toBe(false);
  });
  it("gives a failed payment 14 days", () => {
    expect(GRACE_PERIOD_DAYS).toBe(14);
    expect(graceEndsAfter(new Date("2026-06-01T08:00:00Z"))).toEqual(new Date("2026-06-15T08:00:00Z"));
  });
  it("grants a canceled plan until its renewal date, then denies", () => {
    expect(hasActiveSubscription({ ...base, status: "canceled", currentPeriodEnd: future }, now)).toBe(true);
    expect(hasActiveSubscription({ ...base, status: "canceled", currentPeriodEnd: past }, now)).toBe(false);
    expect(hasActiveSubscription({ ...base, status: "canceled", currentPeriodEnd: null }, now)).toBe(false);
  });
  it("grants lifetime without a renewal date, but not once refunded (canceled)", () => {
    const lifetime: SubscriptionFacts = { ...base, tier: "lifetime", isLifetime: true, currentPeriodEnd: null };
    expect(hasActiveSubscription(lifetime, now)).toBe(true);
    expect(hasActiveSubscription({ ...lifetime, status: "canceled" }, now)).toBe(false);
  });
});
