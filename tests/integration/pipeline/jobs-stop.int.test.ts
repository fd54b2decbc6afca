import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installJobQueue } from "@/lib/server/jobs/schema";
import { startPipelineJobs } from "@/pipeline/jobs";

/**
 * An import stops its job pool once its run is done, while another of its jobs may still be ending:
 * a publish batch that wakes the workers for the finish step after the last batch. A nudge then
 * meets workers that have stopped; it must not fail the job (the failure was printed into the
 * import's output as a retry, and the job stayed queued for the next import).
 */
let pool: pg.Pool;

beforeAll(async () => {
  await installJobQueue(process.env.DATABASE_URL!);
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await pool.end();
});

describe("a job that wakes the workers while the pool stops", () => {
  it("ends without an error and leaves no job queued", async () => {
    let stopping: () => void = () => {};
    const stopRequested = new Promise<void>((resolve) => (stopping = resolve));
    let started: () => void = () => {};
    const jobStarted = new Promise<void>((resolve) => (started = resolve));
    const failures: unknown[] = [];
    const jobs = await startPipelineJobs({
      pool,
      connectionString: process.env.DATABASE_URL!,
      concurrency: 2,
      tasks: (nudge) => ({
        last_batch: async () => {
          started();
          await stopRequested;
          nudge();
        },
      }),
    });
    try {
      await pool.query(`SELECT graphile_worker.add_job('last_batch', '{}'::json)`);
      jobs.nudge();
      await jobStarted;
    } finally {
      const stopped = jobs.stop();
      stopping();
      await stopped.catch((error: unknown) => failures.push(error));
    }
    expect(failures).toEqual([]);
    const { rows } = await pool.query<{ attempts: number; last_error: string | null }>(
      `SELECT attempts, last_error FROM graphile_worker.jobs WHERE task_identifier = 'last_batch'`,
    );
    expect(rows).toEqual([]);
  });
});
