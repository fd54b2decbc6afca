import { describe, expect, it } from "vitest";
import { PLANS } from "./plans";
import { describePlanChange, isUpgrade, tooManyProjectsMessage } from "./plan-change";
import { BILLING_PERIOD_MS } from "./proration";

const now = new Date("2026-11-22T00:00:00Z");
const fullMonth = new Date(now.getTime() + BILLING_PERIOD_MS);
const halfMonth = new Date(now.getTime() + BILLING_PERIOD_MS / 2);

describe("describePlanChange", () => {
  it("Starter to Pro: every limit is gained, nothing lost, and the charge is Pro's price less the unused part of Starter", () => {
    const change = describePlanChange({ from: "starter", to: "pro", toPriceUsd: 19, periodEnd: halfMonth, now });
    expect(change.gains).toEqual([
      "Deep Search ideas a day: 10 \u2192 30",
      "Idea Board ideas a day: 24 \u2192 64",
      "Active projects: up to 5 \u2192 up to 20",
    ]);
    expect(change.losses).toEqual([]);
    expect(change.dueNow).toEqual({ priceCents: 1900, creditCents: 450, chargeCents: 1450 });
  });

  it("Pro to Starter: every limit is lost and nothing is charged now", () => {
    const change = describePlanChange({ from: "pro", to: "starter", toPriceUsd: 9, periodEnd: fullMonth, now });
    expect(change.gains).toEqual([]);
    expect(change.losses).toEqual([
      "Deep Search ideas a day: 30 \u2192 10",
      "Idea Board ideas a day: 64 \u2192 24",
      "Active projects: up to 20 \u2192 up to 5",
    ]);
    expect(change.dueNow).toBeNull();
  });

  it("anything to Lifetime: unlimited credits and more projects, for the live price less the unused month", () => {
    const change = describePlanChange({ from: "starter", to: "lifetime", toPriceUsd: 59, periodEnd: fullMonth, now });
    expect(change.gains).toEqual([
      "Deep Search ideas a day: 10 \u2192 unlimited",
      "Idea Board ideas a day: 24 \u2192 unlimited",
      "Active projects: up to 5 \u2192 up to 50",
    ]);
    expect(change.dueNow).toEqual({ priceCents: 5900, creditCents: 900, chargeCents: 5000 });
  });

  it("reads the limits the server enforces, so a changed limit changes the dialog", () => {
    const change = describePlanChange({ from: "starter", to: "pro", toPriceUsd: 19, periodEnd: null, now });
    expect(change.gains.at(-1)).toBe(
      `Active projects: up to ${PLANS.starter.limits.projects} \u2192 up to ${PLANS.pro.limits.projects}`,
    );
    // No paid time left: the whole price.
    expect(change.dueNow).toEqual({ priceCents: 1900, creditCents: 0, chargeCents: 1900 });
  });

  it("from no plan at all: the plan's limits, and its whole price", () => {
    const change = describePlanChange({ from: null, to: "starter", toPriceUsd: 9, periodEnd: null, now });
    expect(change.gains).toEqual([
      "Deep Search ideas a day: none \u2192 10",
      "Idea Board ideas a day: none \u2192 24",
      "Active projects: none \u2192 up to 5",
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

describe("tooManyProjectsMessage", () => {
  it("refuses a plan whose project limit is below the active projects, naming how many to release", () => {
    expect(tooManyProjectsMessage(8, 5, "Starter")).toBe(
      "You have 8 active projects and Starter allows 5. Complete or release 3 of them before changing to Starter.",
    );
  });
  it("lets the change through when the projects fit or the plan has no limit", () => {
    expect(tooManyProjectsMessage(5, 5, "Starter")).toBeNull();
    expect(tooManyProjectsMessage(80, null, "Lifetime")).toBeNull();
  });
});

describe("describePlanChange in a grace period", () => {
  it("credits nothing of a month never paid, as the server charges", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const periodEnd = new Date("2026-03-16T00:00:00Z");
    const input = { from: "pro" as const, to: "lifetime" as const, toPriceUsd: 49, periodEnd, now };
    expect(describePlanChange(input).dueNow!.creditCents).toBeGreaterThan(0);
    const grace = describePlanChange({ ...input, periodPaid: false }).dueNow!;
    expect(grace.creditCents).toBe(0);
    expect(grace.chargeCents).toBe(4900);
  });
});
