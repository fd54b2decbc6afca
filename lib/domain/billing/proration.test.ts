import { describe, expect, it } from "vitest";
import { BILLING_PERIOD_MS, proratedChargeCents, unusedCreditCents } from "./proration";

const now = new Date("2026-11-22T00:00:00Z");

describe("proration", () => {
  it("credits the unused share of the paid month", () => {
    expect(
      unusedCreditCents({ monthlyPriceUsd: 9, periodEnd: new Date(now.getTime() + BILLING_PERIOD_MS / 2), now }),
    ).toBe(450);
    expect(unusedCreditCents({ monthlyPriceUsd: 9, periodEnd: new Date(now.getTime() + BILLING_PERIOD_MS), now })).toBe(
      900,
    );
  });
  it("credits nothing for an ended period or none, and never more than a month", () => {
    expect(unusedCreditCents({ monthlyPriceUsd: 19, periodEnd: new Date(now.getTime() - 1000), now })).toBe(0);
    expect(unusedCreditCents({ monthlyPriceUsd: 19, periodEnd: null, now })).toBe(0);
    expect(
      unusedCreditCents({ monthlyPriceUsd: 19, periodEnd: new Date(now.getTime() + 3 * BILLING_PERIOD_MS), now }),
    ).toBe(1900);
  });
  it("charges the new price less the credit, not below zero", () => {
    expect(proratedChargeCents(19, 450)).toBe(1450);
    expect(proratedChargeCents(49, 1900)).toBe(3000);
    expect(proratedChargeCents(9, 1900)).toBe(0);
  });
});
