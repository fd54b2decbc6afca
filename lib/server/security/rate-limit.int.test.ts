import { describe, expect, it } from "vitest";
import { uniqueName } from "@/tests/support/factories";
import { hit, peek, reset, spaced } from "./rate-limit";

const window = { limit: 5, windowMs: 60_000 };

describe("rate limits", () => {
  it("counts every one of 20 parallel hits", async () => {
    const key = uniqueName("rl");
    await Promise.all(Array.from({ length: 20 }, () => hit(key, window)));
    const state = await peek(key, window);
    expect(state.count).toBe(20);
    expect(state.limited).toBe(true);
    expect(state.retryAfterMs).toBeGreaterThan(0);
    expect(state.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("limits at the limit and frees the key when the window ends", async () => {
    const key = uniqueName("rl");
    const t0 = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < 4; i++) expect((await hit(key, window, t0)).limited).toBe(false);
    expect((await hit(key, window, t0)).limited).toBe(true);
    const later = new Date(t0.getTime() + 60_000);
    expect((await peek(key, window, later)).limited).toBe(false);
    expect((await hit(key, window, later)).count).toBe(1);
  });

  it("resets a key", async () => {
    const key = uniqueName("rl");
    await hit(key, window);
    await reset(key);
    expect((await peek(key, window)).count).toBe(0);
  });

  it("lets one of several simultaneous requests through a minimum spacing", async () => {
    const key = uniqueName("gap");
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 5 }, () => spaced(key, 500, now)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await spaced(key, 500, new Date(now.getTime() + 200))).toBe(false);
    expect(await spaced(key, 500, new Date(now.getTime() + 600))).toBe(true);
  });
});
