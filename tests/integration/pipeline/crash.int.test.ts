import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runById, startRun, upsertSource } from "@/lib/server/pipeline/runs";
import { silentProgress } from "@/pipeline/progress";
import { SimulatedCrash, work } from "@/pipeline/run";
import { FIXTURE_PATHS, writeCorpus } from "@/tests/fixtures/pipeline/generate";
import { redditImportArgs } from "@/tests/support/ideas-import";
import { testAnalyser } from "@/tests/support/pipeline-analyser";

/**
 * `npm run ideas:import` killed with SIGKILL while its job pool holds batches: the same command
 * again frees the dead process's jobs at once (its pid is gone; graphile-worker alone would wait 4
 * hours), resumes the run and ends it with every batch applied once: the posts and counts of an
 * uninterrupted import of the same file.
 */
const localEnv: NodeJS.ProcessEnv = { ...process.env, SECRET_KEY: "c".repeat(40) };
for (const k of Object.keys(localEnv)) if (k.startsWith("LLM_")) delete localEnv[k];

let pool: pg.Pool;
let file: string;
// Four ingest batches of 2,000 records: room for a kill between batches, at half the import time of
// the 16,000 posts this test first used (381 s of CI's integration lane at load).
const POSTS = 8_000;
/**
 * A guard against an import that hangs, not a speed target: a 16,000-post import with its grouping
 * took about a minute on a quiet 2-core machine and went past 240 s with the machine at load 15.
 * The test that runs two such imports has three times as long.
 */
const IMPORT_TIMEOUT = 600_000;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const dir = mkdtempSync(path.join(tmpdir(), "pipeline-crash-"));
  writeCorpus(dir, { postsPerFormat: POSTS });
  file = path.join(dir, FIXTURE_PATHS.reddit);
}, 120_000);
afterAll(async () => {
  await pool.end();
});

const one = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
  (await pool.query<T>(sql, params)).rows[0]!;

describe("an import killed in the middle of its batches", () => {
  it("resumes with the same command, which frees the dead process's jobs itself, and applies every batch exactly once", async () => {
    const source = `crash_${Date.now().toString(36)}`;
    const child = spawn(process.execPath, redditImportArgs(source, file), { env: localEnv, stdio: "ignore" });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on("exit", (_code, signal) => resolve(signal)),
    );
    // Killed once a batch is done while the process holds jobs (a batch read, analysed or written).
    let held = 0;
    let runId = 0;
    // Watched until the moment comes or the import ends; a wall-clock bound, not a count of polls, so
    // a loaded machine (each poll slower) still sees it.
    const watchUntil = Date.now() + 180_000;
    while (Date.now() < watchUntil && child.exitCode === null && child.signalCode === null) {
      const state = await one<{ run: number | null; done: number; held: number }>(
        `SELECT (SELECT r.id FROM pipeline_runs r JOIN pipeline_sources s ON s.id = r.source_id WHERE s.name = $1) AS run,
                (SELECT count(*)::int FROM pipeline_batches b JOIN pipeline_runs r ON r.id = b.run_id JOIN pipeline_sources s ON s.id = r.source_id
                  WHERE s.name = $1 AND b.status = 'done') AS done,
                (SELECT count(*)::int FROM graphile_worker.jobs j JOIN worker_heartbeats h ON h.worker_id LIKE '%:' || j.locked_by
                  WHERE h.worker_id LIKE $2) AS held`,
        [source, `%:${child.pid}:%`],
      );
      if (state.done >= 1 && state.held > 0) {
        held = state.held;
        runId = state.run!;
        child.kill("SIGKILL");
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await exited).toBe("SIGKILL");
    expect(held).toBeGreaterThan(0);
    const before = await one<{ status: string; done: number; locked: number }>(
      `SELECT r.status, (SELECT count(*)::int FROM pipeline_batches b WHERE b.run_id = r.id AND b.status = 'done') AS done,
              (SELECT count(*)::int FROM graphile_worker.jobs WHERE key LIKE 'pipeline:' || r.id || ':%' AND locked_by IS NOT NULL) AS locked
         FROM pipeline_runs r WHERE r.id = $1`,
      [runId],
    );
    expect(before.status).toBe("ingesting");
    expect(before.locked).toBeGreaterThan(0);
    // The job pool of the killed process, as its locks name it.
    const { pools } = await one<{ pools: string[] }>(
      `SELECT array_agg(DISTINCT j.locked_by) AS pools FROM graphile_worker.jobs j
         JOIN worker_heartbeats h ON h.worker_id LIKE '%:' || j.locked_by WHERE h.worker_id LIKE $1`,
      [`%:${child.pid}:%`],
    );
    expect(pools).toHaveLength(1);

    const resumed = spawnSync(process.execPath, redditImportArgs(source, file), {
      env: { ...localEnv, LOG_LEVEL: "info" },
      encoding: "utf8",
      timeout: IMPORT_TIMEOUT,
    });
    expect(resumed.stderr).toContain(`Resuming run ${runId}`);
    expect(resumed.status).toBe(0);
    // The resumed command freed the dead process's jobs itself. That its rule frees them at once (the
    // process is gone) rather than once its heartbeat is stale is the unlock rule's own test
    // (lib/server/pipeline/queue.int.test.ts); graphile-worker alone would hold them 4 hours.
    const unlocked = resumed.stdout
      .split("\n")
      .filter((line) => line.includes('"msg":"pipeline jobs of stopped workers unlocked"'))
      .flatMap((line) => (JSON.parse(line) as { workers: string[] }).workers);
    expect(unlocked).toContain(pools[0]);

    const reference = `crash_ref_${Date.now().toString(36)}`;
    expect(
      spawnSync(process.execPath, redditImportArgs(reference, file), { env: localEnv, timeout: IMPORT_TIMEOUT }).status,
    ).toBe(0);

    const summary = async (name: string) =>
      one<{
        status: string;
        runs: number;
        batches: number;
        done: number;
        read: number;
        posts: number;
        needs: number;
        queued: number;
      }>(
        `SELECT string_agg(DISTINCT r.status::text, ',') AS status, count(DISTINCT r.id)::int AS runs,
                (SELECT count(*)::int FROM pipeline_batches b WHERE b.run_id = ANY(array_agg(r.id)) AND b.stage = 'ingest') AS batches,
                (SELECT count(*)::int FROM pipeline_batches b WHERE b.run_id = ANY(array_agg(r.id)) AND b.stage = 'ingest' AND b.status = 'done') AS done,
                (SELECT sum((b.counts->>'read')::int)::int FROM pipeline_batches b WHERE b.run_id = ANY(array_agg(r.id)) AND b.stage = 'ingest') AS read,
                (SELECT count(*)::int FROM pipeline_posts p WHERE p.source_id = s.id) AS posts,
                (SELECT count(*)::int FROM pipeline_posts p WHERE p.source_id = s.id AND p.kind = 'need') AS needs,
                (SELECT count(*)::int FROM graphile_worker.jobs j WHERE j.key LIKE ANY(SELECT 'pipeline:' || unnest(array_agg(r.id)) || ':%')) AS queued
           FROM pipeline_runs r JOIN pipeline_sources s ON s.id = r.source_id WHERE s.name = $1 GROUP BY s.id`,
        [name],
      );
    const got = await summary(source);
    const want = await summary(reference);
    // One run, done; its batches of 2,000 records each done once and counted once; no job left.
    expect(got).toEqual({ ...want });
    expect(got).toMatchObject({
      status: "done",
      runs: 1,
      batches: POSTS / 2_000,
      done: POSTS / 2_000,
      read: POSTS,
      queued: 0,
    });
    expect(got.posts).toBeGreaterThan(POSTS / 2);
  }, 1_800_000);

  it("a run whose queued jobs were lost (the queue emptied after a crash) resumes from its tables, each batch applied once", async () => {
    const hn = path.join(path.dirname(file), FIXTURE_PATHS.hn);
    const sourceId = await upsertSource(pool, `lost_${Date.now().toString(36)}`, "hn", null);
    const { run } = await startRun(pool, {
      sourceId,
      format: "hn",
      files: [hn],
      options: { batchSize: 500 },
      dryRun: false,
    });
    const deps = { analyser: testAnalyser, key: "l".repeat(64), progress: silentProgress };
    await expect(work(pool, run.id, { ...deps, crashAfterBatches: 3 })).rejects.toThrow(SimulatedCrash);
    const lost = await pool.query(`DELETE FROM graphile_worker._private_jobs WHERE key LIKE $1`, [
      `pipeline:${run.id}:%`,
    ]);
    expect(lost.rowCount).toBeGreaterThan(0);
    expect((await runById(pool, run.id))!.status).toBe("ingesting");

    const done = await work(pool, run.id, deps);
    expect(done.status).toBe("done");
    const batches = await one<{ n: number; done: number; read: number; posts: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'done')::int AS done, sum((counts->>'read')::int)::int AS read,
              (SELECT count(*)::int FROM pipeline_posts WHERE source_id = $2) AS posts
         FROM pipeline_batches WHERE run_id = $1 AND stage = 'ingest'`,
      [run.id, sourceId],
    );
    // The records in batches of 500, each done once and counted once.
    expect(batches).toMatchObject({ n: POSTS / 500, done: POSTS / 500, read: POSTS });
    const c = done.counts as Record<string, number>;
    expect(c.read).toBe(POSTS);
    expect(batches.posts).toBe(
      c.read! - (c["skipped.bad_line"] ?? 0) - (c["skipped.duplicate"] ?? 0) - (c.already_done ?? 0),
    );
  }, 300_000);
});
