/**
 * The pipeline's job worker: a graphile-worker pool that runs only the pipeline's tasks
 * (lib/server/pipeline/queue.ts), in `npm run ideas:import` (for its run, and any other run's
 * jobs it finds), the seed's library build and `npm run worker`. It beats in worker_heartbeats
 * under its pool's id, and every beat frees the jobs of pipeline workers that are gone
 * (unlockDeadWorkers: graphile-worker itself would wait 4 hours).
 */
import { EventEmitter } from "node:events";
import { Logger, run, type TaskList, type WorkerEvents, type WorkerPool } from "graphile-worker";
import type pg from "pg";
import { loggedPool } from "@/lib/server/db/pool";
import { log } from "@/lib/log";
import { HEARTBEAT_EVERY_MS, startHeartbeat } from "@/lib/server/jobs/heartbeat";
import { jobLogger } from "@/lib/server/jobs/logger";
import { JOB_QUEUE_OPTIONS } from "@/lib/server/jobs/schema";
import { heartbeatId, unlockDeadWorkers } from "@/lib/server/pipeline/queue";
import { failRun, runById, type RunRow } from "@/lib/server/pipeline/runs";
import { SourceError } from "./sources/open";

export interface PipelineJobsOptions {
  /** The pipeline's own pool (the tasks' reads and writes; the sweep and the waits). */
  pool: pg.Pool;
  connectionString: string;
  concurrency: number;
  /**
   * Polls for jobs when no notification came: retries that come due, and on the embedded database
   * (whose notifications reach only the connection that sent them) the jobs other processes add.
   * Jobs this process adds wake its own idle workers at once (`nudge`).
   */
  pollIntervalMs?: number;
  tasks: (nudge: () => void) => TaskList;
  /** Called once the pool has stopped (the tasks' open files and threads). */
  onStop?: () => Promise<void>;
  /** The run a command works for: other runs' failed attempts are logged at debug level only. */
  ownRun?: number;
}

export interface PipelineJobs {
  workerId: string;
  nudge: () => void;
  /** Resolves with the run's row once it is done (or failed); rejects with the error of a job of the run that failed here. */
  until: (runId: number) => Promise<RunRow>;
  stop: () => Promise<void>;
}

const STATUS_POLL_MS = 1_000;

export async function startPipelineJobs(options: PipelineJobsOptions): Promise<PipelineJobs> {
  const { pool, concurrency } = options;
  const jobPool = loggedPool(options.connectionString, concurrency + 2, "pipeline job worker");
  const events = new EventEmitter() as WorkerEvents;
  let workerPool: WorkerPool | null = null;
  events.on("pool:create", ({ workerPool: created }) => (workerPool = created));
  // A nudge only wakes idle workers sooner than their poll would. While the pool stops (the run is
  // done, a last job is still ending) its workers refuse one: nothing is left to wake, and the job
  // must not fail for it.
  const nudge = () => {
    try {
      workerPool?.nudge(concurrency);
    } catch (error) {
      log.debug("pipeline job nudge while the pool stops", { error });
    }
  };
  const waiters = new Map<number, { resolve: (run: RunRow) => void; reject: (error: unknown) => void }[]>();
  /** The run of each job in flight, for the log (below). */
  const jobRuns = new Map<string, number>();
  const logger = pipelineJobLogger(options.ownRun, (jobId) => jobRuns.get(jobId));
  const check = async (runId: number) => {
    const run = await runById(pool, runId);
    if (!run || (run.status !== "done" && run.status !== "failed")) return;
    for (const w of waiters.get(runId) ?? []) w.resolve(run);
    waiters.delete(runId);
  };
  const checkAll = () => {
    for (const runId of waiters.keys()) void check(runId).catch(() => {});
  };
  events.on("job:complete", checkAll);
  // A command waiting for its run stops at the first failed attempt of one of the run's jobs and
  // reports it: the job stays queued for graphile-worker's retries (any worker may take it after its
  // back-off), and running the command again retries it at once (retryNow).
  events.on("job:error", ({ job, error }) => {
    const runId = (job.payload as { run?: number } | null)?.run;
    if (runId === undefined) return;
    for (const w of waiters.get(runId) ?? []) w.reject(error);
    waiters.delete(runId);
  });
  events.on("job:start", ({ job }) => {
    const runId = (job.payload as { run?: number } | null)?.run;
    if (runId !== undefined) jobRuns.set(String(job.id), runId);
  });
  // A dump the readers refuse fails the same way on every attempt: whichever worker meets it ends
  // the run as failed (its jobs leave the queue) once graphile-worker has recorded the attempt.
  events.on("job:complete", ({ job, error }) => {
    jobRuns.delete(String(job.id));
    const runId = (job.payload as { run?: number } | null)?.run;
    if (runId !== undefined && error instanceof SourceError)
      void failRun(pool, runId, `${error.name}: ${error.message}`).catch(() => {});
  });
  let runner: Awaited<ReturnType<typeof run>>;
  try {
    runner = await run({
      pgPool: jobPool,
      concurrency,
      pollInterval: options.pollIntervalMs ?? 500,
      noHandleSignals: true,
      taskList: options.tasks(nudge),
      events,
      ...JOB_QUEUE_OPTIONS,
      logger,
    });
  } catch (error) {
    await jobPool.end().catch(() => undefined);
    throw error;
  }
  const workerId = heartbeatId((workerPool as WorkerPool | null)?.id ?? "unknown");
  const heartbeat = await startHeartbeat(jobPool, workerId);
  const sweep = async () => {
    const freed = await unlockDeadWorkers(pool);
    if (freed.length) {
      log.info("pipeline jobs of stopped workers unlocked", { workers: freed });
      nudge();
    }
  };
  await sweep().catch((error: unknown) => log.warn("pipeline job sweep failed", { error }));
  let ticks = 0;
  const timer = setInterval(() => {
    if (++ticks % Math.round(HEARTBEAT_EVERY_MS / STATUS_POLL_MS) === 0)
      void sweep().catch((error: unknown) => log.warn("pipeline job sweep failed", { error }));
    checkAll();
  }, STATUS_POLL_MS);
  timer.unref();
  let stopped: Promise<void> | null = null;
  return {
    workerId,
    nudge,
    until: (runId) =>
      new Promise<RunRow>((resolve, reject) => {
        waiters.set(runId, [...(waiters.get(runId) ?? []), { resolve, reject }]);
        void check(runId).catch(reject);
      }),
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(timer);
        try {
          await runner.stop();
        } finally {
          await heartbeat.stop();
          await options.onStop?.();
          await jobPool.end();
        }
      })()),
  };
}

/**
 * graphile-worker's log lines (lib/server/jobs/logger.ts), except that a command working for its
 * own run (ownRun) logs at debug level what other runs' jobs it happened to take say (an import
 * prints its own run's troubles, never another run's retries), and a failed attempt on a dump the
 * readers refuse (the command prints the refusal in words and the run ends as failed).
 */
export function pipelineJobLogger(ownRun: number | undefined, runOfJob: (jobId: string) => number | undefined): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const fields = meta as { job?: { payload?: { run?: number } }; error?: unknown } | undefined;
    const runId = fields?.job?.payload?.run ?? (scope.jobId === undefined ? undefined : runOfJob(String(scope.jobId)));
    const otherRun = runId !== undefined && ownRun !== undefined && runId !== ownRun;
    const refusedDump = ownRun !== undefined && fields?.error instanceof SourceError;
    if (otherRun || refusedDump) {
      log.debug(message, { scope: scope.label, taskIdentifier: scope.taskIdentifier, run: runId, ...(meta ?? {}) });
      return;
    }
    const scoped = jobLogger.scope(scope);
    const name = String(level);
    if (name === "error") scoped.error(message, meta);
    else if (name === "warning") scoped.warn(message, meta);
    else if (name === "info") scoped.info(message, meta);
    else scoped.debug(message, meta);
  });
}
