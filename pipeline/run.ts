/**
 * One import run, worked on by one or more processes through the job queue (graphile-worker, the
 * app's job library; pipeline/jobs.ts) and the run's tables:
 *
 *   ingest   one job per batch of BATCH_SIZE records, (file, seq) in reading order. Its job reads the
 *            files up to its batch (each worker reads forward once: pipeline/cursor.ts), adds the
 *            next batch's job, then processes its records and writes its posts with the batch's
 *            done mark in one transaction. Posts a source already has are skipped by (source,
 *            external id). The job that finds every batch done adds the group job.
 *   group    one job, under the run's row lock: groups every need in the library and adds one
 *            publish job per batch of PUBLISH_BATCH groups, with the run's status, in one transaction.
 *   publish  each batch's ideas are written with their evidence; the job that finds no batch left
 *            adds the finish job, which stores the run's counts.
 * The queue says what to do next; what is done is in the tables (a batch found done is skipped), so
 * a job that runs twice changes nothing. A crash leaves the run's jobs in the queue: running the
 * same command again (or any worker) resumes the run. A dry run groups in memory, writes a report
 * of the would-be ideas, publishes nothing and removes the posts it stored.
 */
import { statSync } from "node:fs";
import { hostname } from "node:os";
import type { Pool, PoolClient } from "pg";
import type { Task, TaskList } from "graphile-worker";
import { loadTotals } from "@/lib/server/pipeline/evidence";
import { groupsToPublish } from "@/lib/server/pipeline/groups";
import { rewriteSharedSentences, unpublishSameTitles } from "@/lib/server/pipeline/ideas";
import { insertPosts, knownIds } from "@/lib/server/pipeline/posts";
import {
  addFinishJob,
  addGroupJob,
  addIngestJob,
  addPublishJobs,
  PIPELINE_TASKS,
  queuedJobs,
  removeEndedRunsJobs,
  retryNow,
  unlockDeadWorkers,
  type IngestPayload,
} from "@/lib/server/pipeline/queue";
import { singleSession, underLock } from "@/lib/server/pipeline/session";
import { buriedHashes, buriedIds } from "@/lib/server/pipeline/tombstones";
import {
  addPublishBatches,
  addTimings,
  batchCounts,
  batchStatus,
  ensureIngestBatch,
  failRun,
  finishBatch,
  ingestState,
  lockPendingBatch,
  pendingPublishSeqs,
  recordFileBatches,
  runById,
  runStatus,
  setSourceLicence,
  setStatus,
  withRunLock,
  type RunRow,
} from "@/lib/server/pipeline/runs";
import { RunCursor } from "./cursor";
import { groupStage } from "./group";
import { flatCounts, processRecords, withoutRemoved } from "./ingest";
import { startIngestThreads, type IngestThreads } from "./ingest-threads";
import { startPipelineJobs, type PipelineJobs } from "./jobs";
import { silentProgress, type Progress } from "./progress";
import { ideaOf, publishGroups, type PublishOutcome } from "./publish";
import { bytesRead, loadColumnMap } from "./sources/index";
import type { Analyser, ReadOptions, SourceFormat } from "./types";

/** Records per ingest batch (a run's options may set another, the same for all its workers). */
export const BATCH_SIZE = 2_000;
/** Groups per publish batch: read in three statements and written in one transaction. */
export const PUBLISH_BATCH = 64;
/** An ingest cursor (its open file, its threads) no job used for this long is closed. */
const INGEST_IDLE_MS = 60_000;

export interface WorkerDeps {
  analyser: Analyser;
  /** The anonymisation key (HMAC of author handles). */
  key: string;
  progress: Progress;
  worker?: string;
  /** Called with each would-be idea of a dry run. */
  report?: (idea: DryRunIdea) => void;
  /** Ingest threads to analyse on (local analyser only); none: the analysis runs on this thread. */
  threads?: number;
  /** Tests: stop after this many ingest batches, as a crash would. */
  crashAfterBatches?: number;
  /** The run this process works for (work()): other runs' job failures it meets are not printed. */
  ownRun?: number;
}

export interface DryRunIdea {
  key: string;
  title: string;
  category: string;
  overall: number;
  demandScore: number;
  innovationScore: number;
  simplicityScore: number;
  marketSize: number;
  explanation: string;
  communities: { name: string; posts: number }[];
  quotes: string[];
}

export class SimulatedCrash extends Error {}

/**
 * Works on the run until it is done; returns its final row. A job pool of this process takes the
 * run's jobs (and any other run's) beside the other workers; the run's jobs are added when the
 * queue holds none (a new run, or one whose jobs were lost), and its failed ones are due again now.
 * A job of the run failing here ends the work with its error (the job stays queued for its retry).
 */
export async function work(pool: Pool, runId: number, deps: WorkerDeps): Promise<RunRow> {
  const jobs = await startPipelineWorker(pool, { ...deps, ownRun: runId });
  let failure: unknown = null;
  try {
    await queueRun(pool, runId);
    jobs.nudge();
    return await jobs.until(runId);
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    await jobs.stop();
    // A job of the run failed (a refused or damaged dump, an analyser that gave up): the run ends
    // as failed and its jobs leave the queue, so no later import retries them. Tests' simulated
    // crash stands for a killed process, which the same command resumes.
    if (failure !== null && !(failure instanceof SimulatedCrash))
      await failRun(pool, runId, failureReason(failure)).catch(() => {});
  }
}

/** The first line of an error, as a run's stored reason for failing. */
export function failureReason(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name === "Error" ? "" : `${error.name}: `}${error.message}` : String(error);
  return text.split("\n")[0]!.slice(0, 300);
}

/** A run's entry jobs when the queue holds none of its jobs; the run's retries due now. */
export async function queueRun(pool: Pool, runId: number): Promise<void> {
  await unlockDeadWorkers(pool);
  await removeEndedRunsJobs(pool);
  const run = await runById(pool, runId);
  if (!run || run.status === "done" || run.status === "failed") return;
  await retryNow(pool, runId);
  if ((await queuedJobs(pool, runId)) > 0) return;
  if (run.status === "ingesting") {
    if (await ingestComplete(pool, runId)) await afterIngest(pool, run);
    // A walk: batches started before are passed through (their jobs are gone too).
    else await addIngestJob(pool, { run: runId, file: 0, seq: 0, walk: true });
  } else if (run.status === "grouping") await addGroupJob(pool, runId);
  else if (run.status === "publishing") {
    const seqs = await pendingPublishSeqs(pool, runId);
    if (seqs.length) await addPublishJobs(pool, runId, seqs);
    else await addFinishJob(pool, runId);
  }
}

/**
 * A job pool for the pipeline's tasks, with `deps` (the analyser, the key, the progress). Its
 * concurrency: one batch per ingest thread and one more (reading and writing while the threads
 * analyse), or three without threads: a batch is read and analysed while the two before it are
 * written one after the other (on the embedded database, one session, the next job is fetched only
 * once a write's transaction ends; with two, batches went in pairs, 280 ms a batch against 224).
 */
export async function startPipelineWorker(
  pool: Pool,
  deps: WorkerDeps,
  connectionString = (pool as Pool & { options: { connectionString?: string } }).options.connectionString ??
    process.env.DATABASE_URL!,
): Promise<PipelineJobs> {
  const threads = deps.analyser.name === "local" ? (deps.threads ?? 0) : 0;
  const state = new WorkerState(pool, deps, threads);
  return startPipelineJobs({
    pool,
    connectionString,
    concurrency: threads ? threads + 1 : 3,
    tasks: (nudge) => state.tasks(nudge),
    onStop: () => state.close(),
    ownRun: deps.ownRun,
  });
}

function readOptions(run: RunRow): ReadOptions {
  const o = run.options as { map?: string; community?: string };
  return { columnMap: o.map ? loadColumnMap(o.map) : undefined, community: o.community };
}

async function ingestComplete(pool: Pool, runId: number): Promise<boolean> {
  const state = await ingestState(pool, runId);
  return state.allFilesRead && state.done >= state.expected;
}

/**
 * Once every ingest batch is done: a run that only stores its posts (its options' ingestOnly: the
 * demo library's first sources, grouped and published with its last) is done; the others group.
 */
async function afterIngest(pool: Pool, run: RunRow): Promise<boolean> {
  if ((run.options as { ingestOnly?: boolean }).ingestOnly) {
    const now = (await runById(pool, run.id))!;
    if (now.status === "ingesting")
      await setStatus(pool, run.id, "done", { counts: await batchCounts(pool, run.id, "ingest") });
    return false;
  }
  await addGroupJob(pool, run.id);
  return true;
}

/** Time spent on a stage by this process: from its first job in flight to its last, summed over busy spells. */
class StageClock {
  private active = 0;
  private since = 0;
  ms = 0;
  enter(): void {
    if (this.active++ === 0) this.since = Date.now();
  }
  leave(): void {
    if (--this.active === 0) this.ms += Date.now() - this.since;
  }
  get idle(): boolean {
    return this.active === 0;
  }
}

interface IngestRun {
  run: RunRow;
  cursor: RunCursor;
  threads: IngestThreads | null;
  /** Writes take turns in reading order: each batch's write waits for the one read before it. */
  writing: Promise<void>;
  clock: StageClock;
  estimate: (fileIndex: number) => number | null;
  lastFile: number;
  licence: boolean;
  finished: boolean;
  idleTimer: NodeJS.Timeout | null;
  closed: Promise<void> | null;
}

interface PublishRun {
  totals: Awaited<ReturnType<typeof loadTotals>>;
  keys: Map<number, string>;
  total: number;
  done: number;
  clock: StageClock;
}

/** What one job pool keeps per run between its jobs: the ingest cursor and threads, the publish inputs. */
class WorkerState {
  private readonly ingest = new Map<number, IngestRun>();
  private readonly publish = new Map<number, Promise<PublishRun>>();
  private readonly worker: string;
  /**
   * Turns, one at a time in this process, for the steps that hold a lock in one connection while
   * they work through the pool's others (a run's group and finish steps under the run's row lock,
   * a publish batch under its batch's), and for the statements that wait for a run's row lock
   * (its file batches, its timings). A job of this pool waiting for a lock that another job of it
   * holds keeps a connection the holder needs for its work: once the waiters have taken the
   * pool's connections (a step queued twice, on a pool of two), the holder waits for a connection
   * and the waiters for its lock, for good, and PostgreSQL sees no deadlock to break.
   */
  private locking: Promise<void> = Promise.resolve();
  private single: Promise<boolean> | null = null;
  private batchesDone = 0;

  /** The progress this process prints for a run: only its own run's, when it works for one (ownRun). */
  private progressFor(runId: number): Progress {
    const own = this.deps.ownRun;
    return own === undefined || own === runId ? this.deps.progress : silentProgress;
  }

  constructor(
    private readonly pool: Pool,
    private readonly deps: WorkerDeps,
    private readonly threadCount: number,
  ) {
    this.worker = deps.worker ?? `${hostname()}:${process.pid}`;
  }

  tasks(nudge: () => void): TaskList {
    const task =
      <P>(fn: (payload: P, nudge: () => void) => Promise<void>): Task =>
      (payload) =>
        fn(payload as P, nudge);
    return {
      [PIPELINE_TASKS.ingest]: task((p: IngestPayload, n) => this.ingestBatch(p, n)),
      [PIPELINE_TASKS.group]: task((p: { run: number }, n) => this.group(p.run, n)),
      [PIPELINE_TASKS.publish]: task((p: { run: number; seq: number }, n) => this.publishBatch(p.run, p.seq, n)),
      [PIPELINE_TASKS.finish]: task((p: { run: number }) => this.finish(p.run)),
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.ingest.keys()].map((runId) => this.closeIngest(runId)));
    for (const [runId, publish] of this.publish) {
      const p = await publish.catch(() => null);
      if (p?.clock.ms)
        await this.inTurn(() => addTimings(this.pool, runId, { publish_ms: p.clock.ms })).catch(() => {});
    }
    this.publish.clear();
  }

  /** Waits for this process's turn (see `locking`); returns the function that ends it. */
  private async takeTurn(): Promise<() => void> {
    const previous = this.locking;
    let release!: () => void;
    this.locking = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }

  private async inTurn<T>(step: () => Promise<T>): Promise<T> {
    const release = await this.takeTurn();
    try {
      return await step();
    } finally {
      release();
    }
  }

  private isSingle(): Promise<boolean> {
    return (this.single ??= singleSession(this.pool));
  }

  private ingestRun(run: RunRow): IngestRun {
    let state = this.ingest.get(run.id);
    if (!state) {
      const batchSize = Number((run.options as { batchSize?: number }).batchSize) || BATCH_SIZE;
      const cursor = new RunCursor(run.format as SourceFormat, run.files, readOptions(run), batchSize);
      state = {
        run,
        cursor,
        threads: this.threadCount
          ? startIngestThreads(this.threadCount, { source: run.source, key: this.deps.key })
          : null,
        writing: Promise.resolve(),
        clock: new StageClock(),
        estimate: recordEstimate(run.files, () => cursor.records),
        lastFile: 0,
        licence: false,
        finished: false,
        idleTimer: null,
        closed: null,
      };
      this.ingest.set(run.id, state);
      this.progressFor(run.id).begin("ingest");
    }
    if (state.idleTimer) clearTimeout(state.idleTimer);
    const idle = state;
    state.idleTimer = setTimeout(() => {
      if (idle.clock.idle) void this.closeIngest(run.id);
    }, INGEST_IDLE_MS);
    state.idleTimer.unref();
    return state;
  }

  /** Closes the run's cursor and threads and adds this process's ingest time (once no job of it is in flight). */
  private closeIngest(runId: number): Promise<void> {
    const state = this.ingest.get(runId);
    if (!state) return Promise.resolve();
    return (state.closed ??= (async () => {
      this.ingest.delete(runId);
      if (state.idleTimer) clearTimeout(state.idleTimer);
      await state.writing.catch(() => {});
      await state.cursor.close().catch(() => {});
      await state.threads?.close();
      this.progressFor(runId).finish("ingest", state.cursor.records, "posts read", state.clock.ms);
      if (state.clock.ms) await this.inTurn(() => addTimings(this.pool, runId, { ingest_ms: state.clock.ms }));
    })());
  }

  private async ingestBatch(p: IngestPayload, nudge: () => void): Promise<void> {
    const pool = this.pool;
    if ((await runStatus(pool, p.run)) !== "ingesting") return;
    const run = this.ingest.get(p.run)?.run ?? (await runById(pool, p.run))!;
    const state = this.ingestRun(run);
    state.clock.enter();
    let crashed = false;
    try {
      const key = { runId: run.id, stage: "ingest" as const, fileIndex: p.file, seq: p.seq };
      const taken = await state.cursor.take({ file: p.file, seq: p.seq });
      // This batch's place in the turns of writes (batches are read one at a time, in order).
      const previous = state.writing;
      let release!: () => void;
      state.writing = new Promise<void>((resolve) => (release = resolve));
      try {
        for (const [file, batches] of taken.fileEnds)
          await this.inTurn(() => recordFileBatches(pool, run.id, file, batches));
        if (taken.records) {
          const done = (await ensureIngestBatch(pool, run.id, p.file, p.seq)) === "done";
          // The next batch's job, so another worker (or this one's next slot) reads on while this one
          // works. A batch found done had its next job added when it was first taken, unless the run's
          // jobs were lost (a walk).
          if (
            taken.next &&
            (!done || p.walk || (await batchStatus(pool, { ...key, ...nextKey(taken.next) })) === null)
          ) {
            await addIngestJob(pool, { run: run.id, ...taken.next, walk: p.walk });
            nudge();
          }
          if (taken.licence && !state.licence) {
            state.licence = true;
            await setSourceLicence(pool, run.sourceId, taken.licence);
          }
          if (!done) crashed = await this.writeIngestBatch(run, state, key, taken.records, previous);
          if (p.file !== state.lastFile) state.lastFile = p.file;
          this.progressFor(run.id).update(
            "ingest",
            state.cursor.records,
            state.estimate(state.lastFile),
            "posts read",
            true,
          );
        }
      } finally {
        await previous.catch(() => {});
        release();
      }
      if (await ingestComplete(pool, run.id)) {
        state.finished = true;
        if (await afterIngest(pool, run)) nudge();
      }
    } finally {
      state.clock.leave();
      if (state.finished && state.clock.idle) await this.closeIngest(run.id);
    }
    if (crashed) throw new SimulatedCrash("simulated crash");
  }

  /** Analyses the batch, then (its turn come) writes its posts and done mark in one transaction. Returns whether to simulate a crash. */
  private async writeIngestBatch(
    run: RunRow,
    state: IngestRun,
    key: { runId: number; stage: "ingest"; fileIndex: number; seq: number },
    records: NonNullable<Awaited<ReturnType<RunCursor["take"]>>["records"]>,
    previous: Promise<void>,
  ): Promise<boolean> {
    const pool = this.pool;
    const t = Date.now();
    const posts = records.flatMap((r) => ("post" in r ? [r.post.externalId] : []));
    const known = await knownIds(pool, run.sourceId, posts);
    // Removals last: posts with a tombstone are left out before the analysis, reposts of removed text after it.
    const buried = await buriedIds(pool, run.sourceId, posts);
    const kept = buried.size ? records.filter((r) => !("post" in r && buried.has(r.post.externalId))) : records;
    const ctx = { source: run.source, key: this.deps.key, analyser: this.deps.analyser };
    const analysed = state.threads ? await state.threads.analyse(kept, known) : await processRecords(kept, known, ctx);
    const { rows, counts } = withoutRemoved(
      analysed,
      records.length - kept.length,
      await buriedHashes(
        pool,
        run.sourceId,
        analysed.rows.flatMap((r) => (r.textHash ? [r.textHash] : [])),
      ),
    );
    await previous.catch(() => {});
    const client = await pool.connect();
    try {
      if (!(await lockPendingBatch(client, key))) return false;
      try {
        await insertPosts(client, run.sourceId, run.id, rows);
        await finishBatch(client, key, flatCounts(counts), this.worker, Date.now() - t);
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    } finally {
      client.release();
    }
    this.batchesDone++;
    return this.deps.crashAfterBatches !== undefined && this.batchesDone >= this.deps.crashAfterBatches;
  }

  private async group(runId: number, nudge: () => void): Promise<void> {
    await this.closeIngest(runId);
    const single = await this.isSingle();
    const queued = await this.inTurn(() =>
      withRunLock(this.pool, runId, (lock) =>
        groupStep(underLock(this.pool, lock, single), lock, runId, { ...this.deps, progress: this.progressFor(runId) }),
      ),
    );
    if (queued) nudge();
  }

  private publishRun(run: RunRow): Promise<PublishRun> {
    let state = this.publish.get(run.id);
    if (!state) {
      state = (async () => {
        const pool = this.pool;
        const totals = await loadTotals(pool);
        const keys = new Map(
          (await pool.query<{ id: number; key: string }>(`SELECT id, key FROM pipeline_groups`)).rows.map((r) => [
            r.id,
            r.key,
          ]),
        );
        const total = (
          await pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pipeline_batches WHERE run_id = $1 AND stage = 'publish'`,
            [run.id],
          )
        ).rows[0]!.n;
        this.progressFor(run.id).begin("publish");
        return { totals, keys, total, done: 0, clock: new StageClock() };
      })();
      state.catch(() => this.publish.delete(run.id));
      this.publish.set(run.id, state);
    }
    return state;
  }

  private async publishBatch(runId: number, seq: number, nudge: () => void): Promise<void> {
    const pool = this.pool;
    const run = await runById(pool, runId);
    if (!run || run.status !== "publishing") return;
    await this.closeIngest(runId);
    const state = await this.publishRun(run);
    const release = await this.takeTurn();
    state.clock.enter();
    try {
      const key = { runId, stage: "publish" as const, fileIndex: 0, seq };
      const single = await this.isSingle();
      const client = await pool.connect();
      try {
        const batch = await lockPendingBatch(client, key);
        if (batch) {
          const t = Date.now();
          const counts: Partial<Record<PublishOutcome | "failed", number>> = {};
          try {
            const groups = batch.groupIds.map((id) => ({ id, key: state.keys.get(id)! }));
            const outcomes = await publishGroups(
              underLock(pool, client, single),
              this.deps.analyser,
              groups,
              state.totals,
              (group, error) =>
                this.progressFor(runId).line(
                  `Group ${group.key} not published: ${error.message.split("\n")[0]!.slice(0, 200)}`,
                ),
            );
            for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
            await finishBatch(client, key, counts, this.worker, Date.now() - t);
          } catch (error) {
            await client.query("ROLLBACK").catch(() => {});
            throw error;
          }
          this.progressFor(runId).update("publish", ++state.done, state.total, "batches");
        }
      } finally {
        client.release();
      }
    } finally {
      state.clock.leave();
      release();
    }
    if ((await pendingPublishSeqs(pool, runId)).length === 0) {
      await addFinishJob(pool, runId);
      nudge();
    }
  }

  private async finish(runId: number): Promise<void> {
    const single = await this.isSingle();
    await this.inTurn(() =>
      withRunLock(this.pool, runId, (lock) => finishStep(underLock(this.pool, lock, single), lock, runId)),
    );
    const publish = this.publish.get(runId);
    this.publish.delete(runId);
    const p = await publish?.catch(() => null);
    if (p?.clock.ms) await this.inTurn(() => addTimings(this.pool, runId, { publish_ms: p.clock.ms }));
  }
}

const nextKey = (next: { file: number; seq: number }) => ({ fileIndex: next.file, seq: next.seq });

/**
 * The records the files hold, estimated from the bytes read so far (compressed bytes for .gz and
 * .zst): what the progress bar's total and time left come from. Null before anything is read.
 */
export function recordEstimate(files: string[], records: () => number): (fileIndex: number) => number | null {
  const sizes = files.map((f) => {
    try {
      return statSync(f).size;
    } catch {
      return 0;
    }
  });
  const total = sizes.reduce((a, b) => a + b, 0);
  return (fileIndex) => {
    const current = fileIndex >= 0 ? bytesRead(files[fileIndex]!) : null;
    if (current === null || !total) return null;
    const done = sizes.slice(0, fileIndex).reduce((a, b) => a + b, 0) + current;
    return done > 0 ? Math.round((records() * total) / done) : null;
  };
}

/**
 * Run-wide, under the run's lock: group every need; a real run stores its publish batches and adds
 * their jobs in the lock's transaction, with its new status. Returns whether it added jobs.
 */
async function groupStep(pool: Pool, lock: PoolClient, runId: number, deps: WorkerDeps): Promise<boolean> {
  const run = (await runById(pool, runId))!;
  if (run.status !== "ingesting" && run.status !== "grouping") return false;
  if (!(await ingestComplete(pool, runId))) return false;
  await setStatus(lock, runId, "grouping");
  const started = Date.now();
  const grouped = await groupStage(pool, { store: !run.dryRun, runId });
  deps.progress.finish("group", grouped.posts, "needs and launches grouped", Date.now() - started);
  const groupCounts = { groups: grouped.groups.length, duplicates: grouped.duplicates };
  if (run.dryRun) {
    const published = await dryRunReport(pool, grouped.groups, deps);
    await pool.query(`DELETE FROM pipeline_posts WHERE run_id = $1`, [runId]);
    const counts = { ...(await batchCounts(pool, runId, "ingest")), ...groupCounts, would_publish: published };
    await setStatus(lock, runId, "done", { counts, timings: { group_ms: Date.now() - started } });
    return false;
  }
  await addPublishBatches(pool, runId, await groupsToPublish(pool), PUBLISH_BATCH);
  const seqs = await pendingPublishSeqs(pool, runId);
  if (seqs.length) await addPublishJobs(lock, runId, seqs);
  else await addFinishJob(lock, runId);
  await setStatus(lock, runId, "publishing", { counts: groupCounts, timings: { group_ms: Date.now() - started } });
  return true;
}

async function dryRunReport(
  pool: Pool,
  groups: { key: string; postIds: number[] }[],
  deps: WorkerDeps,
): Promise<number> {
  const totals = await loadTotals(pool);
  // A real run publishes one idea per title (unpublishSameTitles): so does the report.
  const titles = new Set<string>();
  for (const group of groups) {
    const write = await ideaOf(pool, deps.analyser, { id: 0, key: group.key }, { postIds: group.postIds }, totals);
    if (!write || titles.has(write.title.toLowerCase())) continue;
    titles.add(write.title.toLowerCase());
    deps.report?.({
      key: write.key,
      title: write.title,
      category: write.category,
      overall: write.overall,
      demandScore: write.demandScore,
      innovationScore: write.innovationScore,
      simplicityScore: write.simplicityScore,
      marketSize: write.marketSize,
      explanation: write.evidence.explanation,
      communities: write.evidence.communities,
      quotes: write.quotes.map((q) => q.text),
    });
  }
  return titles.size;
}

async function finishStep(pool: Pool, lock: PoolClient, runId: number): Promise<void> {
  const run = (await runById(pool, runId))!;
  if (run.status !== "publishing" || (await pendingPublishSeqs(pool, runId)).length > 0) return;
  const ingest = await batchCounts(pool, runId, "ingest");
  const published = await batchCounts(pool, runId, "publish");
  // Batches draft their ideas apart: only now can two ideas be seen under one title or saying one sentence.
  const namedAlike = await unpublishSameTitles(pool);
  await rewriteSharedSentences(pool);
  await setStatus(lock, runId, "done", {
    counts: {
      ...ingest,
      created: published.created ?? 0,
      updated: published.updated ?? 0,
      unchanged: published.unchanged ?? 0,
      unpublished: (published.unpublished ?? 0) + namedAlike,
      failed: published.failed ?? 0,
    },
  });
}
