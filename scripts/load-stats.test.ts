import { describe, expect, it } from "vitest";
import { Recorder, percentile } from "../tests/load/stats";

describe("load statistics", () => {
  it("takes the nearest-rank percentile", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });

  it("counts statuses per call and keeps every 5xx", () => {
    const r = new Recorder();
    r.record("claim", 10, 200);
    r.record("claim", 30, 403);
    r.record("claim", 20, 503, "db down");
    const [claim] = r.summary(2);
    expect(claim).toMatchObject({
      name: "claim",
      count: 3,
      perSecond: 1.5,
      p50: 20,
      statuses: { 200: 1, 403: 1, 503: 1 },
    });
    expect(r.serverErrors).toEqual([{ call: "claim", status: 503, body: "db down" }]);
  });
});
