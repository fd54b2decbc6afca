import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addIngestJob } from "@/lib/server/pipeline/queue";
import { startRun, upsertSource } from "@/lib/server/pipeline/runs";

/**
 * An import that finds another run's jobs waiting (an import interrupted earlier) may work on
 * them, but prints only its own run's progress and summary.
 */
const localEnv: NodeJS.ProcessEnv = { ...process.env, SECRET_KEY: "q".repeat(40), LOG_LEVEL: "info" };
for (const k of Object.keys(localEnv)) if (k.startsWith("LLM_")) delete localEnv[k];
const cli = (script: string, args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: localEnv,
    encoding: "utf8",
    timeout: 240_000,
  });

const suffix = Date.now().toString(36);
let pool: pg.Pool;
let dir: string;

const post = (id: string) =>
  JSON.stringify({
    id,
    subreddit: "bikecommuters",
    title: `Is there an app that tracks the wear on my bike chain ${id}?`,
    selftext: "I never know when to replace parts and I would happily pay for a reminder that knows my mileage.",
    author: `rider_${id}`,
    created_utc: 1660000000,
  });

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  dir = mkdtempSync(path.join(tmpdir(), "pipeline-quiet-"));
});
afterAll(async () => {
  await pool.end();
});

describe("an import beside another run's waiting jobs", () => {
  it("prints its own run's progress only", async () => {
    const waiting = path.join(dir, "waiting.jsonl");
    writeFileSync(waiting, Array.from({ length: 37 }, (_, i) => post(`w${i}`)).join("\n") + "\n");
    const sourceId = await upsertSource(pool, `waiting_${suffix}`, "reddit", null);
    const { run: other } = await startRun(pool, {
      sourceId,
      format: "reddit",
      files: [waiting],
      options: {},
      dryRun: true,
    });
    await addIngestJob(pool, { run: other.id, file: 0, seq: 0 });

    const file = path.join(dir, "mine.jsonl");
    writeFileSync(file, [post("m1"), post("m2"), post("m3")].join("\n") + "\n");
    const mine = cli("scripts/ideas-import.ts", [
      "--format",
      "reddit",
      "--source",
      `mine_${suffix}`,
      "--dry-run",
      file,
    ]);
    expect(mine.status).toBe(0);
    const output = mine.stdout + mine.stderr;
    expect(output).toContain("posts read            3");
    expect(output).not.toMatch(/\b37 posts read|\b40 posts read/);
    expect(output).not.toContain('"level"');
  }, 240_000);
});
