/**
 * The demo corpus generator: needs form a code (two needs share at most one item), the same seed
 * gives byte-identical files, and the files are what the pipeline's readers read, with every kind
 * of post, 36 months and the planted personal data in them.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readSource } from "@/pipeline/sources/index";
import { MONTHS, writeDemoCorpus, type CorpusStats } from "./generate";
import { NEED_COUNT, buildNeeds, needItems } from "./needs";
import { seededRng } from "./rng";
import { AUDIENCES, CONTEXTS, MOMENTS, MUST_HAVES, TASKS } from "./vocabulary";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "demo-corpus-test-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const digest = (stats: CorpusStats) => {
  const hash = createHash("sha256");
  for (const file of [...stats.files.reddit, ...stats.files.hn, ...stats.files.stackexchange, stats.labels, stats.pii])
    hash.update(readFileSync(file));
  return hash.digest("hex");
};

describe("demo corpus needs", () => {
  it("are more than 10,000, and no two share more than one of their five items", () => {
    expect(NEED_COUNT).toBeGreaterThan(10_000);
    const coordinates = ["task", "audience", "context", "must", "moment"] as const;
    const items = Array.from({ length: NEED_COUNT }, (_, i) => needItems(i));
    // Two needs sharing two items would give the same pair of values at two coordinates.
    for (let x = 0; x < coordinates.length; x++) {
      for (let y = x + 1; y < coordinates.length; y++) {
        const pairs = new Set(items.map((it) => `${it[coordinates[x]!]}:${it[coordinates[y]!]}`));
        expect(pairs.size, `${coordinates[x]} x ${coordinates[y]}`).toBe(NEED_COUNT);
      }
    }
  });

  it("use only items the vocabulary has, each item with at least two wordings", () => {
    const needs = buildNeeds(seededRng(1));
    expect(new Set(needs.map((n) => n.trend))).toEqual(new Set(["rising", "steady", "fading", "seasonal"]));
    for (const list of [TASKS.map((t) => t[1]), AUDIENCES.map((a) => a[1]), CONTEXTS, MUST_HAVES, MOMENTS]) {
      expect(list.length).toBeGreaterThanOrEqual(103);
      for (const wordings of list) expect(wordings.split("|").length, wordings).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("demo corpus files", () => {
  it("are byte-identical for the same seed and size, and differ for another seed", async () => {
    const a = await writeDemoCorpus(tempDir(), { posts: 3_000, seed: 7 });
    const b = await writeDemoCorpus(tempDir(), { posts: 3_000, seed: 7 });
    const c = await writeDemoCorpus(tempDir(), { posts: 3_000, seed: 8 });
    expect(digest(a)).toBe(digest(b));
    expect(digest(a)).not.toBe(digest(c));
  }, 30_000);

  it("read cleanly in all three dump formats, with every kind of post, 36 months and planted personal data", async () => {
    const stats = await writeDemoCorpus(tempDir(), { posts: 6_000 });
    expect(stats.posts).toBeGreaterThan(5_500);
    expect(Object.keys(stats.byKind).sort()).toEqual([
      "bot",
      "deleted",
      "foreign",
      "hard_negative",
      "launch",
      "need",
      "offtopic",
      "reply",
      "repost",
      "too_short",
    ]);
    expect(stats.communities).toBeGreaterThanOrEqual(80);
    let read = 0;
    const months = new Set<string>();
    for (const format of ["reddit", "hn", "stackexchange"] as const) {
      for await (const result of readSource(format, stats.files[format])) {
        expect("post" in result ? "" : result.detail).toBe("");
        if ("post" in result) months.add(result.post.createdAt.toISOString().slice(0, 7));
        read++;
      }
    }
    expect(read).toBe(stats.posts);
    expect(months.size).toBe(MONTHS);
    const pii = readFileSync(stats.pii, "utf8").trim().split("\n");
    expect(pii.length).toBeGreaterThan(50);
    const reddit = readFileSync(stats.files.reddit[0]!, "utf8");
    expect(pii.some((value) => reddit.includes(value))).toBe(true);
  }, 30_000);
});
