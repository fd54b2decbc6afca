import { describe, expect, it } from "vitest";
import { PLANS, planFeatures, type Plan } from "./plans";

describe("plan features", () => {
  it("writes each plan's limits from the numbers the server enforces, then its extras", () => {
    expect(planFeatures(PLANS.starter)).toEqual([
      "10 Deep Search ideas a day",
      "24 Idea Board ideas a day",
      "Up to 5 active projects",
      "Advanced market analysis",
    ]);
    expect(planFeatures(PLANS.pro)).toEqual([
      "30 Deep Search ideas a day",
      "64 Idea Board ideas a day",
      "Up to 20 active projects",
      "Advanced market analysis",
    ]);
    expect(planFeatures(PLANS.lifetime)).toEqual([
      "Unlimited Deep Search ideas",
      "Unlimited Idea Board ideas",
      "Up to 50 active projects",
      "All future updates",
    ]);
  });

  it("follows a change of the limits", () => {
    const changed: Plan = { ...PLANS.pro, limits: { search: 40, random: null, projects: null }, extras: [] };
    expect(planFeatures(changed)).toEqual([
      "40 Deep Search ideas a day",
      "Unlimited Idea Board ideas",
      "Unlimited active projects",
    ]);
  });
});
