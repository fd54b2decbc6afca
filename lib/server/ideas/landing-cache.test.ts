import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LandingSample } from "./landing";

const landingSample = vi.fn<() => Promise<LandingSample>>();
vi.mock("./landing", () => ({ landingSample: () => landingSample() }));
vi.mock("@/lib/log", () => ({ log: { error: vi.fn() } }));

const sample = (ideaCount: number): LandingSample => ({ hero: [], featured: null, ideaCount });

describe("the landing's live sample", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    landingSample.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("is drawn once for every visitor for 5 minutes, then drawn again", async () => {
    const { liveLandingSample } = await import("./landing-cache");
    landingSample.mockResolvedValueOnce(sample(1)).mockResolvedValueOnce(sample(2));
    const [a, b] = await Promise.all([liveLandingSample(), liveLandingSample()]);
    expect([a.ideaCount, b.ideaCount]).toEqual([1, 1]);
    vi.advanceTimersByTime(299_000);
    expect((await liveLandingSample()).ideaCount).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect((await liveLandingSample()).ideaCount).toBe(2);
    expect(landingSample).toHaveBeenCalledTimes(2);
  });

  it("shows no sample when the database fails, and tries again on the next visit", async () => {
    const { liveLandingSample } = await import("./landing-cache");
    landingSample.mockRejectedValueOnce(new Error("database down")).mockResolvedValueOnce(sample(7));
    expect(await liveLandingSample()).toEqual({ hero: [], featured: null, ideaCount: 0 });
    expect((await liveLandingSample()).ideaCount).toBe(7);
  });
});
