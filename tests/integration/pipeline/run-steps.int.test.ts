import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFinishJob, addGroupJob, PIPELINE_TASKS } from "@/lib/server/pipeline/queue";
import {
  ensureIngestBatch,
  recordFileBatches,
  setStatus,
  startRun,
  upsertSource,
  type RunRow,
} from "@/lib/server/pipeline/runs";
import { silentProgress } from "@/pipeline/progress";
import { work } from "@/pipeline/run";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { testAnalyser } from "@/tests/support/pipeline-analyser";

/**
 * A run's run-wide steps (group, finish) hold the run's row lock in one connection and work through
 * the pool's others. The same step can be queued twice: when the job that added it is already
 * running, graphile-worker adds a second job under the key (the last two ingest batches both find
 * the ingest complete; the last two publish batches both find none left). Both jobs run at once in
 * one job pool (three at a time) on a pool of two connections, like the lost-queue resume in
 * crash.int.test.ts: the run still ends (the job waiting for the holder's lock keeps no connection
 * the holder needs). A database of its own: no other test's jobs or library.
 */
const deps = { analyser: testAnalyser, key: "s".repeat(64), progress: silentProgress };
let database: TestDatabase;
let setup: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase("ideaforge_pipeline_steps");
  setup = new pg.Pool({ connectionString: database.url, max: 1 });
});
afterAll(async () => {
  await setup?.end();
  await database?.drop();
});

/** Works on the run with a job pool on a pool of two connections of its own. */
async function workOn(runId: number): Promise<RunRow> {
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    return await work(pool, runId, deps);
  } finally {
    await pool.end();
  }
}

/** A run whose one ingest batch is done and whose one file is read: the group step is next. */
async function ingestedRun(name: string): Promise<RunRow> {
  const sourceId = await upsertSource(setup, name, "hn", null);
  const { run } = await startRun(setup, {
    sourceId,
    format: "hn",
    files: [`${name}.jsonl`],
    options: {},
    dryRun: false,
  });
  await recordFileBatches(setup, run.id, 0, 1);
  await ensureIngestBatch(setup, run.id, 0, 0);
  await setup.query(`UPDATE pipeline_batches SET status = 'done' WHERE run_id = $1`, [run.id]);
  return run;
}

/** The second job of a step whose first job was running when it was added (the key had moved on). */
async function addSecondJob(task: string, runId: number): Promise<void> {
  await setup.query(`SELECT graphile_worker.add_job($1, $2::json)`, [task, JSON.stringify({ run: runId })]);
}

describe("a run-wide step queued twice, in one job pool of two connections", () => {
  it("two group jobs: one groups, the other finds the run grouped, and the run ends", async () => {
    const run = await ingestedRun(`steps_group_${Date.now().toString(36)}`);
    await addGroupJob(setup, run.id);
    await addSecondJob(PIPELINE_TASKS.group, run.id);

    const done = await workOn(run.id);
    expect(done.status).toBe("done");
  });

  it("two finish jobs: one stores the counts, the other finds the run done", async () => {
    const run = await ingestedRun(`steps_finish_${Date.now().toString(36)}`);
    await setStatus(setup, run.id, "publishing");
    await addFinishJob(setup, run.id);
    await addSecondJob(PIPELINE_TASKS.finish, run.id);

    const done = await workOn(run.id);
    expect(done.status).toBe("done");
  });
});
