import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("@energetic-ai/embeddings");
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("sentence vectors", () => {
  it("reads two wordings of one need as closer than another need, offline, in unit length", async () => {
    const { embedTexts } = await import("./embed");
    const texts = [
      "Which app do you use to plan the rota for your dog walkers?",
      "Looking for software to schedule shifts for my dog walking staff",
      "How do I price a wedding cake for two hundred guests?",
    ];
    const [a, b, c] = (await embedTexts(texts))!;
    const cosine = (x: Float32Array, y: Float32Array) => x.reduce((s, v, k) => s + v * y[k]!, 0);
    expect(a).toHaveLength(512);
    expect(cosine(a!, a!)).toBeCloseTo(1, 5);
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!));
    // The same text again is read from memory: the same vector.
    expect((await embedTexts([texts[0]!]))![0]).toBe(a);
  }, 60_000);

  it("gives no vectors, with a warning and no error, when the model does not load", async () => {
    vi.doMock("@energetic-ai/embeddings", () => {
      throw new Error("no model here");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { embedTexts } = await import("./embed");
    await expect(embedTexts(["Which app do you use to plan a rota?"])).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Grouping by meaning is skipped"));
  });
});
