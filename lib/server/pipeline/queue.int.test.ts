import { spawnSync } from "node:child_process";
import { hostname } from "node:os";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { heartbeatId, PIPELINE_TASKS, unlockDeadWorkers } from "./queue";

/**
 * Which locked pipeline jobs are freed for other workers: those of a pool whose process on this
 * machine is gone, whose heartbeat stopped WORKER_ALIVE_SECONDS ago, or that has no heartbeat and
 * has held its lock that long; never a live pool's, nor a job of another task. A database of its
 * own: the jobs added here are run by no other test's worker.
 */
let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase("ideaforge_pipeline_queue");
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** A job of `task` locked by `lockedBy` `lockedSecondsAgo` ago. */
async function lockedJob(task: string, key: string, lockedBy: string, lockedSecondsAgo = 0): Promise<void> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM graphile_worker.add_job($1, '{"run": 1}'::json, job_key => $2)`,
    [task, key],
  );
  await pool.query(
    `UPDATE graphile_worker._private_jobs SET locked_by = $2, locked_at = now() - make_interval(secs => $3) WHERE id = $1`,
    [rows[0]!.id, lockedBy, lockedSecondsAgo],
  );
}

async function beat(workerId: string, secondsAgo: number): Promise<void> {
  await pool.query(
    `INSERT INTO worker_heartbeats (worker_id, started_at, beat_at)
     VALUES ($1, now() AT TIME ZONE 'UTC' - make_interval(secs => $2), now() AT TIME ZONE 'UTC' - make_interval(secs => $2))`,
    [workerId, secondsAgo],
  );
}

describe("unlockDeadWorkers", () => {
  it("frees the jobs of a killed process on this machine, of a stale heartbeat and of a long lock without one; keeps live workers' and other tasks' jobs", async () => {
    // A process that has exited: its pid names no process any more.
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    });
    const deadPid = Number(gone.stdout);
    expect(deadPid).toBeGreaterThan(0);

    await beat(heartbeatId("pool-live"), 2);
    await lockedJob(PIPELINE_TASKS.ingest, "pipeline:1:ingest:0:0", "pool-live", 120);
    await beat(heartbeatId("pool-killed", deadPid), 1);
    await lockedJob(PIPELINE_TASKS.ingest, "pipeline:1:ingest:0:1", "pool-killed");
    await beat(heartbeatId("pool-stale", 4242, "elsewhere"), 45);
    await lockedJob(PIPELINE_TASKS.publish, "pipeline:1:publish:0", "pool-stale");
    await beat(heartbeatId("pool-remote", 4243, "elsewhere"), 3);
    await lockedJob(PIPELINE_TASKS.group, "pipeline:1:group", "pool-remote", 600);
    await lockedJob(PIPELINE_TASKS.finish, "pipeline:2:finish", "pool-unknown-old", 60);
    await lockedJob(PIPELINE_TASKS.finish, "pipeline:3:finish", "pool-unknown-new", 1);
    await lockedJob("send_email", "email-1", "pool-emails", 3600);

    const freed = await unlockDeadWorkers(pool, hostname());
    expect(freed.sort()).toEqual(["pool-killed", "pool-stale", "pool-unknown-old"]);
    const locks = Object.fromEntries(
      (
        await pool.query<{ key: string; locked_by: string | null }>(`SELECT key, locked_by FROM graphile_worker.jobs`)
      ).rows.map((r) => [r.key, r.locked_by]),
    );
    expect(locks).toEqual({
      "pipeline:1:ingest:0:0": "pool-live",
      "pipeline:1:ingest:0:1": null,
      "pipeline:1:publish:0": null,
      "pipeline:1:group": "pool-remote",
      "pipeline:2:finish": null,
      "pipeline:3:finish": "pool-unknown-new",
      "email-1": "pool-emails",
    });
    // The dead pools' heartbeats go with them; a second sweep frees nothing more.
    const beats = (await pool.query<{ worker_id: string }>(`SELECT worker_id FROM worker_heartbeats ORDER BY 1`)).rows;
    expect(beats.map((b) => b.worker_id.split(":").at(-1)).sort()).toEqual(["pool-live", "pool-remote"]);
    expect(await unlockDeadWorkers(pool, hostname())).toEqual([]);
  });
});
