import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { uniqueName } from "@/tests/support/factories";
import { HERO_COUNT, landingSample } from "./landing";

const SECRET = "PAID ANALYSIS, never on the landing";

/**
 * Ideas at consecutive sample_keys from `start`, so a draw starting there sees them first. The
 * gap is far below the spacing of the other tests' random keys, so nothing else falls between.
 */
async function ideasAt(start: number, scores: number[]) {
  const tag = uniqueName("landing");
  await db().idea.createMany({
    data: scores.map((overall, i) => ({
      sourceKey: `${tag}_${i}`,
      title: `${tag} idea ${i}`,
      description: `${tag} description ${i}`,
      complaintSummary: `${tag} complaint ${i}`,
      analysis: SECRET,
      category: "Work",
      overall,
      demandScore: 70 + i,
      simplicityScore: 60 + i,
      innovationScore: 50 + i,
      marketSize: 1500,
      numberDeveloping: i,
      sampleKey: start + i * 1e-12,
    })),
  });
  return tag;
}

describe("landingSample", () => {
  it("features the best idea of its window and lists the next four as teasers: title, category and AI score only", async () => {
    const start = 0.05 + Math.random() * 0.9;
    // A weak idea first in the window: it loses to the five top-scored ones after it.
    const tag = await ideasAt(start, [3, 100, 100, 100, 100, 100]);
    const sample = await landingSample(() => start);

    expect(sample.featured).toEqual({
      title: `${tag} idea 1`,
      category: "Work",
      overall: 100,
      description: `${tag} description 1`,
      complaintSummary: `${tag} complaint 1`,
      demandScore: 71,
      simplicityScore: 61,
      innovationScore: 51,
      marketSize: 1500,
      numberDeveloping: 1,
    });
    expect(sample.hero).toHaveLength(HERO_COUNT);
    expect(sample.hero).toEqual(
      [2, 3, 4, 5].map((i) => ({ title: `${tag} idea ${i}`, category: "Work", overall: 100 })),
    );
    // The paid part never leaves the database for the landing.
    expect(JSON.stringify(sample)).not.toContain(SECRET);
    expect(sample.featured).not.toHaveProperty("analysis");
  });

  it("states the library's real size: the published ideas in the database, not the unpublished ones", async () => {
    const tag = await ideasAt(0.25, [40, 40]);
    await db().idea.updateMany({ where: { sourceKey: `${tag}_1` }, data: { published: false } });
    const sample = await db().$transaction(async (tx) => {
      const published = await tx.idea.count({ where: { published: true } });
      return { published, sample: await landingSample(Math.random, tx) };
    });
    expect(sample.sample.ideaCount).toBe(sample.published);
    expect(sample.sample.ideaCount).toBeLessThan(await db().idea.count());
  });

  it("wraps past the last sample_key, so a start near 1 still fills the sample", async () => {
    await ideasAt(0.5, [60, 60, 60, 60, 60]);
    const sample = await landingSample(() => 0.999_999_999_9);
    expect(sample.featured).not.toBeNull();
    expect(sample.hero).toHaveLength(HERO_COUNT);
  });

  it("shows no sample, without failing, when the library is empty", async () => {
    // The emptied table is only seen inside this transaction, which is rolled back.
    const rollback = new Error("rollback");
    await expect(
      db().$transaction(async (tx) => {
        await tx.$executeRaw`DELETE FROM ideas`;
        expect(await landingSample(Math.random, tx)).toEqual({ hero: [], featured: null, ideaCount: 0 });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await db().idea.count()).toBeGreaterThan(0);
  });
});
