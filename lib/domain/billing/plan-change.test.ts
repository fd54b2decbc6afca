import { describe, expect, it } from "vitest";
import { PLANS } from "./plans";
import { describePlanChange, isUpgrade } from "./plan-change";
import { BILLING_PERIOD_MS } from "./proration";

const now = new Date("2026-11-22T00:00:00Z");
const fullMonth = new Date(now.getTime() + BILLING_PERIOD_MS);
const halfMonth = new Date(now.getTime() + BILLING_PERIOD_MS / 2);

describe("describePlanChange", () => {
  it("Starter to Pro: every limit is gained, nothing lost, and the charge is Pro's price less the unused part of Starter", () => {
    const change = describePlanChange({ from: "starter", to: "pro", toPriceUsd: 19, periodEnd: halfMonth, now });
    expect(change.gains).toEqual([
      "30 Deep Search ideas a day (now 10)",
      "64 Idea Board ideas a day (now 24)",
      "Up to 20 active projects (now 5)",
    ]);
    expect(change.losses).toEqual([]);
    expect(change.dueNow).toEqual({ priceCents: 1900, creditCents: 450, chargeCents: 1450 });
  });

  it("Pro to Starter: every limit is lost and nothing is charged now", () => {
    const change = describePlanChange({ from: "pro", to: "starter", toPriceUsd: 9, periodEnd: fullMonth, now });
    expect(change.gains).toEqual([]);
    expect(change.losses).toEqual([
      "10 Deep Search ideas a day (now 30)",
      "24 Idea Board ideas a day (now 64)",
      "Up to 5 active projects (now 20)",
    ]);
    expect(change.dueNow).toBeNull();
  });

  it("anything to Lifetime: unlimited credits and more projects, for the live price less the unused month", () => {
    const change = describePlanChange({ from: "starter", to: "lifetime", toPriceUsd: 59, periodEnd: fullMonth, now });
    expect(change.gains).toEqual([
      "Unlimited Deep Search ideas (now 10 a day)",
      "Unlimited Idea Board ideas (now 24 a day)",
      "Up to 50 active projects (now 5)",
    ]);
    expect(change.dueNow).toEqual({ priceCents: 5900, creditCents: 900, chargeCents: 5000 });
  });

  it("reads the limits the server enforces, so a changed limit changes the dialog", () => {
    const change = describePlanChange({ from: "starter", to: "pro", toPriceUsd: 19, periodEnd: null, now });
    expect(change.gains.at(-1)).toBe(
      `Up to ${PLANS.pro.limits.projects} active projects (now ${PLANS.starter.limits.projects})`,
    );
    // No paid time left: the whole price.
    expect(change.dueNow).toEqual({ priceCents: 1900, creditCents: 0, chargeCents: 1900 });
  });

  it("from no plan at all: the plan's limits, and its whole price", () => {
    const change = describePlanChange({ from: null, to: "starter", toPriceUsd: 9, periodEnd: null, now });
    expect(change.gains).toEqual([
      "10 Deep Search ideas a day (now none)",
      "24 Idea Board ideas a day (now none)",
      "Up to 5 active projects (now none)",
    ]);
    expect(change.dueNow).toEqual({ priceCents: 900, creditCents: 0, chargeCents: 900 });
  });
});

describe("isUpgrade", () => {
  it("ranks Starter below Pro below Lifetime", () => {
    expect(isUpgrade("starter", "pro")).toBe(true);
    expect(isUpgrade("pro", "lifetime")).toBe(true);
    expect(isUpgrade(null, "starter")).toBe(true);
    expect(isUpgrade("pro", "starter")).toBe(false);
    expect(isUpgrade("pro", "pro")).toBe(false);
  });
});
