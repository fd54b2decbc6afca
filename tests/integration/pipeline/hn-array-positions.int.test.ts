import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Where an import's summary says each skip reason was first met, as an operator reads it: in a
 * Hacker News dump that is one JSON array (often all on one line) the item's number in the array,
 * which finds the record; in a JSON-lines dump the line, as before.
 */
const localEnv: NodeJS.ProcessEnv = { ...process.env, SECRET_KEY: "p".repeat(40), LOG_LEVEL: "info" };
for (const k of Object.keys(localEnv)) if (k.startsWith("LLM_")) delete localEnv[k];
const importHn = (source: string, files: string[]) =>
  spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/ideas-import.ts", "--format", "hn", "--source", source, ...files],
    {
      env: localEnv,
      encoding: "utf8",
      timeout: 240_000,
    },
  );

const suffix = Date.now().toString(36);
let dir: string;
let pool: pg.Pool;

/** Five items: two stories, a deleted comment (third), a story without its time (fourth), a story. */
const items = [
  {
    id: 7001,
    type: "story",
    by: "lanternfish",
    time: 1700000000,
    title: "Ask HN: Keeping tabs on tools lent to neighbours?",
  },
  {
    id: 7002,
    type: "story",
    by: "quietmoth",
    time: 1700000100,
    title: "Ask HN: Any app that splits a cabin rental fairly?",
  },
  { id: 7003, type: "comment", deleted: true, time: 1700000200, parent: 7001 },
  { id: 7004, type: "story", by: "reedwarbler", title: "Ask HN: Where do you keep recipes for a small bakery?" },
  {
    id: 7005,
    type: "story",
    by: "saltmarsh",
    time: 1700000300,
    title: "Ask HN: Is there a planner for allotment crops?",
  },
];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "pipeline-hn-positions-"));
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
});
afterAll(async () => {
  await pool.end();
});

describe("the import summary's first position of each skip reason, in a Hacker News dump", () => {
  it("a one-line JSON array: the item's number in the array, not 'line 1'", async () => {
    const file = path.join(dir, "items.json");
    writeFileSync(file, JSON.stringify(items));
    const res = importHn(`hn_array_${suffix}`, [file]);
    expect(res.stderr).not.toMatch(/cannot be read/);
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/posts read\s+5\n/);
    expect(res.stdout).toMatch(/^ {4}deleted {13}1 \(first: item 3\)$/m);
    expect(res.stdout).toMatch(/^ {4}bad line {12}1 \(first: item 4\)$/m);
    expect(res.stdout).toMatch(/^ {6}missing field "time": 1 \(first: item 4\)$/m);
    expect(res.stdout).not.toMatch(/first: line/);
    // The positions are not counts: the run's summed counts hold none of them.
    const { rows } = await pool.query<{ keys: string[] }>(
      `SELECT array(SELECT jsonb_object_keys(r.counts)) AS keys FROM pipeline_runs r JOIN pipeline_sources s ON s.id = r.source_id WHERE s.name = $1`,
      [`hn_array_${suffix}`],
    );
    expect(rows[0]!.keys).toContain("skipped.deleted");
    expect(rows[0]!.keys.filter((k) => k.startsWith("first_"))).toEqual([]);
  }, 120_000);

  it("a JSON-lines dump keeps line numbers; a run of both names each file with its own kind of position", () => {
    const lines = path.join(dir, "items.jsonl");
    // A blank line first: the deleted item is on line 4, the third item.
    writeFileSync(lines, `\n${items.map((i) => JSON.stringify({ ...i, id: i.id + 100 })).join("\n")}\n`);
    const alone = importHn(`hn_lines_${suffix}`, [lines]);
    expect(alone.status).toBe(0);
    expect(alone.stdout).toMatch(/^ {4}deleted {13}1 \(first: line 4\)$/m);
    expect(alone.stdout).toMatch(/^ {6}missing field "time": 1 \(first: line 5\)$/m);

    const array = path.join(dir, "more.json");
    writeFileSync(array, JSON.stringify(items.map((i) => ({ ...i, id: i.id + 200 }))));
    const both = importHn(`hn_both_${suffix}`, [array, lines]);
    expect(both.status).toBe(0);
    expect(both.stdout).toMatch(/^ {4}deleted {13}2 \(first: more\.json item 3\)$/m);
  }, 180_000);
});
