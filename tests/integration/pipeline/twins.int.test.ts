import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runById, startRun, upsertSource } from "@/lib/server/pipeline/runs";
import { silentProgress } from "@/pipeline/progress";
import { work } from "@/pipeline/run";
import { FIXTURE_PATHS, writeCorpus, type FixtureLabel } from "@/tests/fixtures/pipeline/generate";
import { testAnalyser } from "@/tests/support/pipeline-analyser";

/**
 * One need worded several ways ('grading stacks of handwritten essays', 'marking essays
 * consistently across classes', ...) is published as one idea, and stays that one idea when the
 * same dump is imported again: the group made of its wordings keeps its key, so the re-run
 * creates no idea and moves no post. The generated corpus plants each need under three wordings.
 */
const KEY = "t".repeat(64);
const SOURCE = `reddit_twins_${Date.now().toString(36)}`;
let pool: pg.Pool;
let file: string;
let needOf: Map<string, string>;

async function importFile() {
  const sourceId = await upsertSource(pool, SOURCE, "reddit", null);
  const { run } = await startRun(pool, { sourceId, format: "reddit", files: [file], options: {}, dryRun: false });
  await work(pool, run.id, { analyser: testAnalyser, key: KEY, progress: silentProgress });
  return (await runById(pool, run.id))!;
}

/** Per planted need: the published ideas holding its posts, and how many of its posts each holds. */
async function ideasByNeed(): Promise<Map<string, Map<number, number>>> {
  const { rows } = await pool.query<{ external_id: string; idea_id: number }>(
    `SELECT p.external_id, i.id AS idea_id FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id
       JOIN pipeline_groups g ON g.id = p.group_id JOIN ideas i ON i.id = g.idea_id
      WHERE s.name = $1 AND i.published`,
    [SOURCE],
  );
  const byNeed = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const need = needOf.get(r.external_id);
    if (!need) continue;
    const ideas = byNeed.get(need) ?? new Map<number, number>();
    ideas.set(r.idea_id, (ideas.get(r.idea_id) ?? 0) + 1);
    byNeed.set(need, ideas);
  }
  return byNeed;
}

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 6 });
  const dir = mkdtempSync(path.join(tmpdir(), "pipeline-twins-"));
  writeCorpus(dir, { postsPerFormat: 600 });
  file = path.join(dir, FIXTURE_PATHS.reddit);
  const labels = readFileSync(path.join(dir, "labels.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as FixtureLabel)
    .filter((l) => l.format === "reddit" && l.is_need && l.group);
  needOf = new Map(labels.map((l) => [l.externalId, l.group!]));
}, 120_000);

afterAll(async () => {
  await pool.end();
});

describe("one need worded several ways", () => {
  it("is one idea, and a re-run of the same dump keeps it and creates none", async () => {
    const first = await importFile();
    expect(first.status).toBe("done");
    const before = await ideasByNeed();
    // The need whose three wordings made three groups of a few posts each is one idea.
    const essays = [...(before.get("essay-grading") ?? new Map<number, number>())];
    expect(essays).toHaveLength(1);

    const again = await importFile();
    expect((again.counts as Record<string, number>).created).toBe(0);
    expect(await ideasByNeed()).toEqual(before);
  }, 300_000);
});
