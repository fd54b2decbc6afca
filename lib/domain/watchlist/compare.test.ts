import { describe, expect, it } from "vitest";
import { peakLine, sharedScale } from "./compare";

describe("compare charts", () => {
  it("share the highest month of every idea as their scale, 1 when there is none", () => {
    const a = [
      { month: "2025-01", mentions: 3 },
      { month: "2025-02", mentions: 9 },
    ];
    const b = [{ month: "2024-06", mentions: 4 }];
    expect(sharedScale([a, b, null])).toBe(9);
    expect(sharedScale([null, []])).toBe(1);
  });

  it("name the latest peak month, or nothing without mentions", () => {
    expect(
      peakLine([
        { month: "2025-01", mentions: 5 },
        { month: "2025-03", mentions: 5 },
        { month: "2025-04", mentions: 2 },
      ]),
    ).toBe("Peak: 5 in Mar 2025");
    expect(peakLine([{ month: "2025-01", mentions: 0 }])).toBeNull();
  });
});
