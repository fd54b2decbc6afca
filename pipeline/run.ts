/**
 * One import run, worked on by one or more processes through PostgreSQL:
 *
 *   ingest   every worker streams the files; records are cut into batches of BATCH_SIZE; a worker
 *            takes a batch under a row lock (SKIP LOCKED: a batch another worker holds is passed
 *            by), processes it and writes its posts with the batch's done mark in one transaction.
 *            Posts a source already has are skipped by (source, external id).
 *   group    the one worker holding the run's row lock groups every need in the library.
 *   publish  groups are cut into batches that workers take the same way; each idea is written
 *            with its evidence in its own transaction.
 * A crash leaves the unfinished batches pending: running the same command again (or any worker)
 * resumes the run. A dry run groups in memory, writes a report of the would-be ideas, publishes
 * nothing and removes the posts it stored.
 */
import { statSync } from "node:fs";
import { hostname } from "node:os";
import type { Pool, PoolClient } from "pg";
import { loadTotals } from "@/lib/server/pipeline/evidence";
import { groupsToPublish } from "@/lib/server/pipeline/groups";
import { insertPosts, knownIds } from "@/lib/server/pipeline/posts";
import { singleSession, underLock } from "@/lib/server/pipeline/session";
import {
  addPublishBatches,
  addTimings,
  batchCounts,
  claimIngestBatch,
  claimPublishBatch,
  finishBatch,
  ingestState,
  pendingPublishBatches,
  recordFileBatches,
  runById,
  setSourceLicence,
  setStatus,
  withRunLock,
  type RunRow,
} from "@/lib/server/pipeline/runs";
import { groupStage } from "./group";
import { flatCounts, processRecords } from "./ingest";
import { startIngestThreads } from "./ingest-threads";
import type { Progress } from "./progress";
import { ideaOf, publishGroups, type PublishOutcome } from "./publish";
import { bytesRead, loadColumnMap, readSource } from "./sources/index";
import type { Analyser, ReadOptions, ReadResult, SourceFormat } from "./types";

/** Records per ingest batch (a run's options may set another, the same for all its workers). */
export const BATCH_SIZE = 2_000;
/** Groups per publish batch: read in three statements and written in one transaction. */
export const PUBLISH_BATCH = 64;
const POLL_MS = 300;

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
  /**
   * Return once the files are ingested, leaving the grouping and publishing to a later run (which
   * groups every post of the library): the demo library's first sources, so it groups and
   * publishes once.
   */
  ingestOnly?: boolean;
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Works on the run until it is done; returns its final row. */
export async function work(pool: Pool, runId: number, deps: WorkerDeps): Promise<RunRow> {
  const worker = deps.worker ?? `${hostname()}:${process.pid}`;
  // Work under a held lock goes through the lock's connection on a one-session database.
  const single = await singleSession(pool);
  let run = (await runById(pool, runId))!;
  if (run.status === "ingesting") await ingest(pool, run, deps, worker);
  if (deps.ingestOnly) return (await runById(pool, runId))!;
  for (;;) {
    run = (await runById(pool, runId))!;
    if (run.status === "done" || run.status === "failed") return run;
    if (run.status === "ingesting" || run.status === "grouping") {
      const step = await withRunLock(pool, runId, (lock) =>
        groupStep(underLock(pool, lock, single), lock, runId, deps),
      );
      if (!step.ran) await sleep(POLL_MS);
      continue;
    }
    await publish(pool, run, deps, worker, single);
    const finished = await withRunLock(pool, runId, (lock) => finishStep(underLock(pool, lock, single), lock, runId));
    if (!finished.ran) await sleep(POLL_MS);
  }
}

function readOptions(run: RunRow): ReadOptions {
  const o = run.options as { map?: string; community?: string };
  return { columnMap: o.map ? loadColumnMap(o.map) : undefined, community: o.community };
}

/** Passes over the files until every batch is done (by this worker or another). */
async function ingest(pool: Pool, run: RunRow, deps: WorkerDeps, worker: string): Promise<void> {
  const started = Date.now();
  let processedHere = 0;
  for (;;) {
    processedHere += await ingestPass(pool, run, deps, worker, processedHere);
    const state = await ingestState(pool, run.id);
    if (state.allFilesRead && state.done >= state.expected) break;
    // Batches another worker holds: wait for them; batches nobody holds (a crashed worker's): another pass.
    const free = await pool.query(
      `SELECT 1 FROM pipeline_batches WHERE run_id = $1 AND stage = 'ingest' AND status = 'pending' FOR UPDATE SKIP LOCKED LIMIT 1`,
      [run.id],
    );
    if (!free.rowCount && state.allFilesRead) await sleep(POLL_MS);
  }
  await addTimings(pool, run.id, { ingest_ms: Date.now() - started });
}

/**
 * One pass over the files. Connections take turns: while one writes a batch (COPY, then the
 * batch's done mark, in the batch's own transaction), the next batches are claimed and analysed
 * (on the ingest threads when the run has them), so PostgreSQL's work, the analysis and the
 * reading overlap. Writes happen one at a time, in the order of the batches.
 */
async function ingestPass(pool: Pool, run: RunRow, deps: WorkerDeps, worker: string, before: number): Promise<number> {
  const batchSize = Number((run.options as { batchSize?: number }).batchSize) || BATCH_SIZE;
  // Threads run the local analyser: another analyser keeps to this thread.
  const threadCount = deps.analyser.name === "local" ? (deps.threads ?? 0) : 0;
  const threads = threadCount ? startIngestThreads(threadCount, { source: run.source, key: deps.key }) : null;
  // A batch holds its connection from its claim to its commit: one per batch in flight.
  const clients = await Promise.all(Array.from({ length: threads ? threadCount + 1 : 2 }, () => pool.connect()));
  const inFlight: Promise<void>[] = clients.map(() => Promise.resolve());
  let turn = 0;
  let writing: Promise<void> = Promise.resolve();
  let records = 0;
  let batchesDone = 0;
  const started = Date.now();
  let licence: string | null = null;
  deps.progress.begin("ingest");
  try {
    const flush = async (fileIndex: number, seq: number, batch: ReadResult[]) => {
      const slot = turn++ % clients.length;
      // This connection's previous batch is committed before it claims another.
      await inFlight[slot];
      const client = clients[slot]!;
      if (!(await claimIngestBatch(pool, client, run.id, fileIndex, seq))) return;
      const t = Date.now();
      const posts = batch.flatMap((r) => ("post" in r ? [r.post.externalId] : []));
      const known = await knownIds(client, run.sourceId, posts);
      const ctx = { source: run.source, key: deps.key, analyser: deps.analyser };
      const analysis = threads
        ? threads.analyse(batch, known)
        : Promise.resolve(await processRecords(batch, known, ctx));
      // Its failure is thrown where it is awaited (its write, a later batch, or the end of the pass).
      analysis.catch(() => {});
      const previous = writing;
      writing = (async () => {
        const { rows, counts } = await analysis;
        await previous;
        await insertPosts(client, run.sourceId, run.id, rows);
        await finishBatch(
          client,
          { runId: run.id, stage: "ingest", fileIndex, seq },
          flatCounts(counts),
          worker,
          Date.now() - t,
        );
        batchesDone++;
        if (deps.crashAfterBatches !== undefined && before + batchesDone >= deps.crashAfterBatches)
          throw new SimulatedCrash("simulated crash");
      })();
      writing.catch(() => {});
      inFlight[slot] = writing;
    };
    let fileIndex = -1;
    let seq = 0;
    const batch: ReadResult[] = [];
    const estimate = recordEstimate(run.files, () => records);
    for await (const result of readSource(run.format as SourceFormat, run.files, readOptions(run))) {
      const index = run.files.indexOf(result.file);
      if (index !== fileIndex) {
        if (batch.length) await flush(fileIndex, seq++, batch.splice(0));
        if (fileIndex >= 0) await recordFileBatches(pool, run.id, fileIndex, seq);
        fileIndex = index;
        seq = 0;
      }
      if (!licence && "post" in result && result.post.licence) licence = result.post.licence;
      batch.push(result);
      records++;
      if (batch.length === batchSize) await flush(fileIndex, seq++, batch.splice(0));
      if (records % 1000 === 0) deps.progress.update("ingest", records, estimate(fileIndex), "posts read", true);
    }
    if (batch.length) await flush(fileIndex, seq++, batch.splice(0));
    await writing;
    if (fileIndex >= 0) await recordFileBatches(pool, run.id, fileIndex, seq);
    // Files that yielded nothing at all have no batches.
    for (let i = fileIndex + 1; i < run.files.length; i++) await recordFileBatches(pool, run.id, i, 0);
    if (fileIndex < 0) for (let i = 0; i < run.files.length; i++) await recordFileBatches(pool, run.id, i, 0);
    if (licence) await setSourceLicence(pool, run.sourceId, licence);
    deps.progress.finish("ingest", records, "posts read", Date.now() - started);
  } finally {
    // A batch left unfinished by an error is rolled back (it stays pending for another pass or
    // worker); ROLLBACK outside a transaction only warns.
    await writing.catch(() => {});
    for (const client of clients) {
      await client.query("ROLLBACK").catch(() => {});
      client.release();
    }
    await threads?.close();
  }
  return batchesDone;
}

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

/** Run-wide, under the run's lock: group every need; a real run queues the publish batches. */
async function groupStep(pool: Pool, lock: PoolClient, runId: number, deps: WorkerDeps): Promise<void> {
  const run = (await runById(pool, runId))!;
  if (run.status !== "ingesting" && run.status !== "grouping") return;
  const state = await ingestState(pool, runId);
  if (!(state.allFilesRead && state.done >= state.expected)) return;
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
    return;
  }
  await addPublishBatches(pool, runId, await groupsToPublish(pool), PUBLISH_BATCH);
  await setStatus(lock, runId, "publishing", { counts: groupCounts, timings: { group_ms: Date.now() - started } });
}

async function dryRunReport(
  pool: Pool,
  groups: { key: string; postIds: number[] }[],
  deps: WorkerDeps,
): Promise<number> {
  const totals = await loadTotals(pool);
  let published = 0;
  for (const group of groups) {
    const write = await ideaOf(pool, deps.analyser, { id: 0, key: group.key }, { postIds: group.postIds }, totals);
    if (!write) continue;
    published++;
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
  return published;
}

/** Takes publish batches until none is left. */
async function publish(pool: Pool, run: RunRow, deps: WorkerDeps, worker: string, single: boolean): Promise<void> {
  const totals = await loadTotals(pool);
  const keys = new Map(
    (await pool.query<{ id: number; key: string }>(`SELECT id, key FROM pipeline_groups`)).rows.map((r) => [
      r.id,
      r.key,
    ]),
  );
  const total = (
    await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM pipeline_batches WHERE run_id = $1 AND stage = 'publish'`,
      [run.id],
    )
  ).rows[0]!.n;
  const client = await pool.connect();
  const started = Date.now();
  let done = 0;
  deps.progress.begin("publish");
  try {
    for (;;) {
      const batch = await claimPublishBatch(client, run.id);
      if (!batch) break;
      const t = Date.now();
      const counts: Partial<Record<PublishOutcome | "failed", number>> = {};
      try {
        const groups = batch.groupIds.map((id) => ({ id, key: keys.get(id)! }));
        const outcomes = await publishGroups(
          underLock(pool, client, single),
          deps.analyser,
          groups,
          totals,
          (group, error) =>
            deps.progress.line(`Group ${group.key} not published: ${error.message.split("\n")[0]!.slice(0, 200)}`),
        );
        for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
        await finishBatch(
          client,
          { runId: run.id, stage: "publish", fileIndex: 0, seq: batch.seq },
          counts,
          worker,
          Date.now() - t,
        );
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
      deps.progress.update("publish", ++done, Math.ceil(Number(total)), "batches");
    }
  } finally {
    client.release();
  }
  if (done) await addTimings(pool, run.id, { publish_ms: Date.now() - started });
}

async function finishStep(pool: Pool, lock: PoolClient, runId: number): Promise<void> {
  const run = (await runById(pool, runId))!;
  if (run.status !== "publishing" || (await pendingPublishBatches(pool, runId)) > 0) return;
  const ingest = await batchCounts(pool, runId, "ingest");
  const published = await batchCounts(pool, runId, "publish");
  await setStatus(lock, runId, "done", {
    counts: {
      ...ingest,
      created: published.created ?? 0,
      updated: published.updated ?? 0,
      unchanged: published.unchanged ?? 0,
      unpublished: published.unpublished ?? 0,
      failed: published.failed ?? 0,
    },
  });
}
