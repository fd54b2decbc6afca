import { hostname } from "node:os";
import type { Pool, PoolClient } from "pg";
import { WORKER_ALIVE_SECONDS } from "@/lib/server/jobs/heartbeat";

/**
 * The pipeline's jobs in the job queue (graphile-worker). The queue only says what to do next; what
 * is done lives in the pipeline's own tables (a batch's rows and its done mark commit together in
 * pipeline_batches), so a job that runs twice finds its batch done and changes nothing. Job keys
 * (pipeline:RUN:STAGE[:FILE]:SEQ) keep one waiting job per batch and step: adding a key that waits
 * already replaces it.
 */
export const PIPELINE_TASKS = {
  ingest: "pipeline_ingest_batch",
  group: "pipeline_group",
  publish: "pipeline_publish_batch",
  finish: "pipeline_finish",
} as const;

export type PipelineTask = (typeof PIPELINE_TASKS)[keyof typeof PIPELINE_TASKS];

/** Ingest batch (file, seq) of a run; `walk`: go on to the next batch even where it was started already. */
export interface IngestPayload {
  run: number;
  file: number;
  seq: number;
  walk?: boolean;
}

type Db = Pool | PoolClient;

export const jobKey = (runId: number, ...parts: (string | number)[]) => `pipeline:${runId}:${parts.join(":")}`;

export async function addIngestJob(db: Db, payload: IngestPayload): Promise<void> {
  await db.query(`SELECT graphile_worker.add_job($1, $2::json, job_key => $3)`, [
    PIPELINE_TASKS.ingest,
    JSON.stringify(payload),
    jobKey(payload.run, "ingest", payload.file, payload.seq),
  ]);
}

export async function addGroupJob(db: Db, runId: number): Promise<void> {
  await db.query(`SELECT graphile_worker.add_job($1, $2::json, job_key => $3)`, [
    PIPELINE_TASKS.group,
    JSON.stringify({ run: runId }),
    jobKey(runId, "group"),
  ]);
}

export async function addFinishJob(db: Db, runId: number): Promise<void> {
  await db.query(`SELECT graphile_worker.add_job($1, $2::json, job_key => $3)`, [
    PIPELINE_TASKS.finish,
    JSON.stringify({ run: runId }),
    jobKey(runId, "finish"),
  ]);
}

/** One job per publish batch (in `db`'s transaction when it has one: the jobs come with the status change). */
export async function addPublishJobs(db: Db, runId: number, seqs: number[]): Promise<void> {
  if (!seqs.length) return;
  await db.query(
    `SELECT count(*) FROM graphile_worker.add_jobs(ARRAY(
       SELECT ROW($1::text, json_build_object('run', $2::int, 'seq', s), NULL, NULL, NULL, 'pipeline:' || $2 || ':publish:' || s, NULL, NULL)::graphile_worker.job_spec
         FROM unnest($3::int[]) AS s ORDER BY s))`,
    [PIPELINE_TASKS.publish, runId, seqs],
  );
}

/** The run's jobs still in the queue (waiting, running or failed and due for a retry). */
export async function queuedJobs(db: Db, runId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key LIKE $1`,
    [`pipeline:${runId}:%`],
  );
  return rows[0]!.n;
}

/**
 * The run's failed jobs, waiting for their next attempt, are due now with their attempts counted
 * afresh: whoever runs the command again wants the run to go on now, not after the back-off.
 */
export async function retryNow(db: Db, runId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM graphile_worker.reschedule_jobs(
       ARRAY(SELECT id FROM graphile_worker.jobs WHERE key LIKE $1 AND attempts > 0 AND locked_at IS NULL),
       run_at => now(), attempts => 0)`,
    [`pipeline:${runId}:%`],
  );
  return rows[0]!.n;
}

/** What starts a pipeline worker's name in worker_heartbeats (the app's readiness counts the other workers: they send the emails). */
export const PIPELINE_HEARTBEAT_PREFIX = "pipeline@";

/** A pipeline worker's name in worker_heartbeats: host, process and the job pool's id (what it locks jobs with). */
export const heartbeatId = (poolId: string, pid = process.pid, host = hostname()) =>
  `${PIPELINE_HEARTBEAT_PREFIX}${host}:${pid}:${poolId}`;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Frees the pipeline jobs of workers that are gone. graphile-worker hands a locked job to another
 * worker only 4 hours after it was locked: a pipeline worker killed mid-batch would hold its batch
 * that long, and the run could not finish. The rule: the pool that locked a pipeline job is dead
 * when its heartbeat row (refreshed every 5 s while it runs) is older than WORKER_ALIVE_SECONDS, or
 * names a process of this machine that no longer exists (a killed import, restarted at once), or is
 * missing while the lock is older than WORKER_ALIVE_SECONDS (a row written at its start, deleted on
 * a clean stop, which unlocks its jobs first). Its jobs are unlocked for any worker to take. Should
 * a live but stalled worker be taken for dead, its batch runs twice and is applied once: a batch's
 * rows and its done mark commit together, under the batch row's lock. Returns the pools freed.
 */
export async function unlockDeadWorkers(db: Db, host = hostname()): Promise<string[]> {
  const { rows } = await db.query<{
    pool: string;
    heartbeat: string | null;
    beat_age: number | null;
    lock_age: number;
  }>(
    `SELECT j.locked_by AS pool, h.worker_id AS heartbeat,
            extract(epoch FROM (now() AT TIME ZONE 'UTC') - h.beat_at)::float8 AS beat_age,
            extract(epoch FROM now() - min(j.locked_at))::float8 AS lock_age
       FROM graphile_worker.jobs j LEFT JOIN worker_heartbeats h ON h.worker_id LIKE '%:' || j.locked_by
      WHERE j.locked_by IS NOT NULL AND j.task_identifier = ANY($1::text[])
      GROUP BY j.locked_by, h.worker_id, h.beat_at`,
    [Object.values(PIPELINE_TASKS)],
  );
  const dead = rows.filter((r) => {
    if (r.heartbeat === null) return r.lock_age > WORKER_ALIVE_SECONDS;
    if (r.beat_age! > WORKER_ALIVE_SECONDS) return true;
    const [, pid] = r.heartbeat.slice(0, -(r.pool.length + 1)).match(/:(\d+)$/) ?? [];
    const onThisHost = r.heartbeat.startsWith(`${PIPELINE_HEARTBEAT_PREFIX}${host}:`);
    return onThisHost && pid !== undefined && !processAlive(Number(pid));
  });
  const pools = [...new Set(dead.map((r) => r.pool))];
  if (!pools.length) return [];
  await db.query(`SELECT graphile_worker.force_unlock_workers($1::text[])`, [pools]);
  await db.query(`DELETE FROM worker_heartbeats WHERE worker_id = ANY($1::text[])`, [
    dead.flatMap((r) => (r.heartbeat ? [r.heartbeat] : [])),
  ]);
  return pools;
}

/**
 * Removes the run's jobs from the queue (a failed or cancelled run): the waiting and failed ones at
 * once; a job running now ends by itself (every task first checks the run's status) and is not retried.
 */
export async function removeRunJobs(db: Db, runId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM graphile_worker.complete_jobs(ARRAY(SELECT id FROM graphile_worker.jobs WHERE key LIKE $1))`,
    [`pipeline:${runId}:%`],
  );
  return rows[0]!.n;
}

/** Removes the queued jobs of runs that have ended (done or failed) or no longer exist: no worker retries them. */
export async function removeEndedRunsJobs(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM graphile_worker.complete_jobs(ARRAY(
       SELECT j.id FROM graphile_worker.jobs j
        WHERE j.key LIKE 'pipeline:%' AND j.task_identifier = ANY($1::text[])
          AND NOT EXISTS (SELECT 1 FROM pipeline_runs r WHERE r.id::text = split_part(j.key, ':', 2) AND r.status NOT IN ('done', 'failed'))))`,
    [Object.values(PIPELINE_TASKS)],
  );
  return rows[0]!.n;
}
