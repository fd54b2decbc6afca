import type { Pool, PoolClient } from "pg";
import { removeRunJobs } from "./queue";

/**
 * Sources, runs and their batches. A batch is a unit of work, handed to a worker by a job
 * (lib/server/pipeline/queue.ts); the worker locks its row and marks it done in the same
 * transaction as its writes, so a crash leaves it pending for the job's next attempt, and a job
 * run twice finds it done: every batch is applied once.
 */
export type RunStatus = "ingesting" | "grouping" | "publishing" | "done" | "failed";

export interface RunRow {
  id: number;
  sourceId: number;
  source: string;
  format: string;
  files: string[];
  options: Record<string, unknown>;
  dryRun: boolean;
  status: RunStatus;
  fileBatches: (number | null)[];
  counts: Record<string, unknown>;
  startedAt: Date;
}

export async function upsertSource(pool: Pool, name: string, format: string, licence: string | null): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO pipeline_sources (name, format, licence) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET licence = COALESCE(pipeline_sources.licence, EXCLUDED.licence) RETURNING id`,
    [name, format, licence],
  );
  return rows[0]!.id;
}

export async function setSourceLicence(pool: Pool, sourceId: number, licence: string): Promise<void> {
  await pool.query(`UPDATE pipeline_sources SET licence = $2 WHERE id = $1 AND licence IS NULL`, [sourceId, licence]);
}

const RUN_COLUMNS = `r.id, r.source_id AS "sourceId", s.name AS source, r.format, r.files, r.options, r.dry_run AS "dryRun", r.status,
  r.file_batches AS "fileBatches", r.counts, r.started_at AS "startedAt"`;

export async function runById(pool: Pool | PoolClient, id: number): Promise<RunRow | null> {
  const { rows } = await pool.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM pipeline_runs r JOIN pipeline_sources s ON s.id = r.source_id WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The unfinished run of the same source, files and mode (a crashed import resumes it), or a new one. */
export async function startRun(
  pool: Pool,
  input: { sourceId: number; format: string; files: string[]; options: Record<string, unknown>; dryRun: boolean },
): Promise<{ run: RunRow; resumed: boolean }> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM pipeline_runs WHERE source_id = $1 AND format = $2 AND files = $3 AND dry_run = $4 AND status NOT IN ('done', 'failed') ORDER BY id DESC LIMIT 1`,
    [input.sourceId, input.format, input.files, input.dryRun],
  );
  if (rows[0]) return { run: (await runById(pool, rows[0].id))!, resumed: true };
  const created = await pool.query<{ id: number }>(
    `INSERT INTO pipeline_runs (source_id, format, files, options, dry_run, file_batches) VALUES ($1, $2, $3, $4, $5, array_fill(NULL::int, ARRAY[$6::int])) RETURNING id`,
    [input.sourceId, input.format, input.files, JSON.stringify(input.options), input.dryRun, input.files.length],
  );
  return { run: (await runById(pool, created.rows[0]!.id))!, resumed: false };
}

/**
 * Ends the source's unfinished runs over other files as failed (the demo library's files are
 * written afresh to a new folder at each start; an earlier build's are gone): their jobs, still
 * queued, find them ended and do nothing.
 */
export async function abandonOtherRuns(pool: Pool, sourceId: number, files: string[]): Promise<void> {
  await pool.query(
    `UPDATE pipeline_runs SET status = 'failed', finished_at = now() WHERE source_id = $1 AND files <> $2 AND status NOT IN ('done', 'failed')`,
    [sourceId, files],
  );
}

/** The newest unfinished run, for a worker joining without naming one. */
export async function latestOpenRun(pool: Pool): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM pipeline_runs WHERE status NOT IN ('done', 'failed') ORDER BY id DESC LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

export async function recordFileBatches(pool: Pool, runId: number, fileIndex: number, batches: number): Promise<void> {
  await pool.query(`UPDATE pipeline_runs SET file_batches[$2] = $3 WHERE id = $1`, [runId, fileIndex + 1, batches]);
}

export async function setStatus(
  pool: Pool | PoolClient,
  runId: number,
  status: RunStatus,
  extra: { counts?: object; timings?: object } = {},
): Promise<void> {
  await pool.query(
    `UPDATE pipeline_runs SET status = $2::"PipelineRunStatus", counts = counts || COALESCE($3::jsonb, '{}'), timings = timings || COALESCE($4::jsonb, '{}'),
            finished_at = CASE WHEN $2::"PipelineRunStatus" IN ('done', 'failed') THEN now() ELSE finished_at END WHERE id = $1`,
    [
      runId,
      status,
      extra.counts ? JSON.stringify(extra.counts) : null,
      extra.timings ? JSON.stringify(extra.timings) : null,
    ],
  );
}

export async function addTimings(pool: Pool, runId: number, timings: Record<string, number>): Promise<void> {
  const sets = Object.entries(timings);
  if (!sets.length) return;
  // Several workers add their time to the same stage: sums, in one statement.
  await pool.query(
    `UPDATE pipeline_runs SET timings = timings || (SELECT jsonb_object_agg(k, COALESCE((timings->>k)::numeric, 0) + v::numeric) FROM jsonb_each_text($2::jsonb) AS t(k, v)) WHERE id = $1`,
    [runId, JSON.stringify(Object.fromEntries(sets))],
  );
}

export interface BatchKey {
  runId: number;
  stage: "ingest" | "publish";
  fileIndex: number;
  seq: number;
}

/**
 * The ingest batch's status, its row made (committed at once: a worker locking it never waits on
 * its insert) when missing: 'pending' or 'done' ('pending' too while another worker's insert of it
 * is not committed).
 */
export async function ensureIngestBatch(pool: Pool, runId: number, fileIndex: number, seq: number): Promise<string> {
  const { rows } = await pool.query<{ status: string }>(
    `WITH made AS (
       INSERT INTO pipeline_batches (run_id, stage, file_index, seq) VALUES ($1, 'ingest', $2, $3) ON CONFLICT DO NOTHING RETURNING status)
     SELECT status::text FROM made
     UNION ALL SELECT status::text FROM pipeline_batches WHERE run_id = $1 AND stage = 'ingest' AND file_index = $2 AND seq = $3
     LIMIT 1`,
    [runId, fileIndex, seq],
  );
  return rows[0]?.status ?? "pending";
}

/** The run's status, or null when there is no such run. */
export async function runStatus(pool: Pool, runId: number): Promise<RunStatus | null> {
  const { rows } = await pool.query<{ status: RunStatus }>(`SELECT status FROM pipeline_runs WHERE id = $1`, [runId]);
  return rows[0]?.status ?? null;
}

/** The batch's status ('pending' or 'done'), or null when it has no row yet. */
export async function batchStatus(pool: Pool | PoolClient, key: BatchKey): Promise<string | null> {
  const { rows } = await pool.query<{ status: string }>(
    `SELECT status FROM pipeline_batches WHERE run_id = $1 AND stage = $2 AND file_index = $3 AND seq = $4`,
    [key.runId, key.stage, key.fileIndex, key.seq],
  );
  return rows[0]?.status ?? null;
}

/**
 * Opens a transaction in `client` and locks the batch's row there, waiting for a worker that holds
 * it: returns its group ids when it is pending (the caller writes it and calls finishBatch), or
 * null, with the transaction rolled back, when it is done (or has no row). A batch is applied once,
 * however many jobs ask for it.
 */
export async function lockPendingBatch(client: PoolClient, key: BatchKey): Promise<{ groupIds: number[] } | null> {
  await client.query("BEGIN");
  let rows: { status: string; group_ids: number[] | null }[];
  try {
    ({ rows } = await client.query<{ status: string; group_ids: number[] | null }>(
      `SELECT status, group_ids FROM pipeline_batches WHERE run_id = $1 AND stage = $2 AND file_index = $3 AND seq = $4 FOR UPDATE`,
      [key.runId, key.stage, key.fileIndex, key.seq],
    ));
  } catch (error) {
    // A failed lock (a deadlock, a lock timeout) leaves no aborted transaction on the pooled client.
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
  if (rows[0]?.status === "pending") return { groupIds: rows[0].group_ids ?? [] };
  await client.query("ROLLBACK");
  return null;
}

/** Marks the batch held in `client`'s transaction done, with its counts, and commits. */
export async function finishBatch(
  client: PoolClient,
  key: BatchKey,
  counts: object,
  worker: string,
  ms: number,
): Promise<void> {
  await client.query(
    `UPDATE pipeline_batches SET status = 'done', counts = $5, worker = $6, ms = $7, finished_at = now()
      WHERE run_id = $1 AND stage = $2 AND file_index = $3 AND seq = $4`,
    [key.runId, key.stage, key.fileIndex, key.seq, JSON.stringify(counts), worker, Math.round(ms)],
  );
  await client.query("COMMIT");
}

/** Ingest progress: batches done and batches still open (pending, locked or not), and whether every file has been read to its end. */
export async function ingestState(
  pool: Pool,
  runId: number,
): Promise<{ done: number; pending: number; allFilesRead: boolean; expected: number }> {
  const { rows } = await pool.query<{ done: string; pending: string; all_read: boolean; expected: string | null }>(
    `SELECT count(*) FILTER (WHERE b.status = 'done') AS done, count(*) FILTER (WHERE b.status = 'pending') AS pending,
            (SELECT bool_and(n IS NOT NULL) FROM unnest(r.file_batches) n) AS all_read,
            (SELECT sum(n) FROM unnest(r.file_batches) n) AS expected
       FROM pipeline_runs r LEFT JOIN pipeline_batches b ON b.run_id = r.id AND b.stage = 'ingest' WHERE r.id = $1 GROUP BY r.id`,
    [runId],
  );
  const r = rows[0]!;
  return {
    done: Number(r.done),
    pending: Number(r.pending),
    allFilesRead: Boolean(r.all_read),
    expected: Number(r.expected ?? 0),
  };
}

/**
 * The summed counts of a stage's done batches (each batch counted once, whichever worker did it).
 * Keys starting "first_line." or "first_item." hold a position, not a count (pipeline/ingest.ts): firstLines reads them.
 */
export async function batchCounts(
  pool: Pool,
  runId: number,
  stage: "ingest" | "publish",
): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ k: string; v: string }>(
    `SELECT k, sum(v::numeric) AS v FROM pipeline_batches b, jsonb_each_text(b.counts) AS c(k, v)
      WHERE b.run_id = $1 AND b.stage = $2 AND b.status = 'done' AND k NOT LIKE 'first\_line.%' AND k NOT LIKE 'first\_item.%'
      GROUP BY k`,
    [runId, stage],
  );
  return Object.fromEntries(rows.map((r) => [r.k, Number(r.v)]));
}

/** Where a record is: its file (index in the run's files) and its line, or its item number in a JSON array. */
export type FirstPosition = { file: number; line: number } | { file: number; item: number };

/**
 * Where each skip reason ("skipped.x", "bad_line.y") was first met: the file (index) and the line
 * ("first_line.") or JSON array item ("first_item.") the earliest batch holding it recorded.
 */
export async function firstLines(pool: Pool, runId: number): Promise<Record<string, FirstPosition>> {
  const { rows } = await pool.query<{ key: string; unit: string; file: number; at: string }>(
    `SELECT DISTINCT ON (key) substr(c.k, 12) AS key, substr(c.k, 7, 4) AS unit, b.file_index AS file, c.v AS at
       FROM pipeline_batches b, jsonb_each_text(b.counts) AS c(k, v)
      WHERE b.run_id = $1 AND b.stage = 'ingest' AND b.status = 'done'
        AND (c.k LIKE 'first\_line.%' OR c.k LIKE 'first\_item.%')
      ORDER BY key, b.file_index, b.seq, unit`,
    [runId],
  );
  return Object.fromEntries(
    rows.map((r) => [
      r.key,
      r.unit === "item" ? { file: r.file, item: Number(r.at) } : { file: r.file, line: Number(r.at) },
    ]),
  );
}

/**
 * Runs `work` while holding the run's row lock, waiting for a worker that holds it: the run-wide
 * steps (grouping, the final counts) run one at a time, and each finds the run as the one before
 * left it.
 */
export async function withRunLock<T>(pool: Pool, runId: number, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A client whose transaction could not be rolled back is closed, never handed to the next caller.
  let unusable = false;
  try {
    await client.query("BEGIN");
    // NO KEY UPDATE: other workers may still add batches (a foreign key to the run) meanwhile. Changes
    // of the run row itself go through `client`, the lock's own transaction.
    await client.query(`SELECT id FROM pipeline_runs WHERE id = $1 FOR NO KEY UPDATE`, [runId]);
    const value = await work(client);
    await client.query("COMMIT");
    return value;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => (unusable = true));
    throw error;
  } finally {
    client.release(unusable);
  }
}

export async function addPublishBatches(pool: Pool, runId: number, groupIds: number[], size: number): Promise<void> {
  const batches: number[][] = [];
  for (let i = 0; i < groupIds.length; i += size) batches.push(groupIds.slice(i, i + size));
  await pool.query(
    `INSERT INTO pipeline_batches (run_id, stage, file_index, seq, group_ids)
     SELECT $1, 'publish', 0, seq - 1, ARRAY(SELECT jsonb_array_elements_text(b)::int) FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(b, seq)
     ON CONFLICT DO NOTHING`,
    [runId, JSON.stringify(batches)],
  );
}

/** The publish batches not done yet, by their seq. */
export async function pendingPublishSeqs(pool: Pool | PoolClient, runId: number): Promise<number[]> {
  const { rows } = await pool.query<{ seq: number }>(
    `SELECT seq FROM pipeline_batches WHERE run_id = $1 AND stage = 'publish' AND status = 'pending' ORDER BY seq`,
    [runId],
  );
  return rows.map((r) => r.seq);
}

/**
 * Ends an unfinished run as failed, with the reason in its counts (`failure`), and removes its
 * queued jobs; a dry run's stored posts go too. Returns false when the run had ended already.
 */
export async function failRun(pool: Pool, runId: number, reason: string): Promise<boolean> {
  const { rows } = await pool.query<{ dry_run: boolean }>(
    `UPDATE pipeline_runs SET status = 'failed', finished_at = now(), counts = counts || jsonb_build_object('failure', $2::text)
      WHERE id = $1 AND status NOT IN ('done', 'failed') RETURNING dry_run`,
    [runId, reason.slice(0, 500)],
  );
  await removeRunJobs(pool, runId);
  if (!rows[0]) return false;
  if (rows[0].dry_run) await pool.query(`DELETE FROM pipeline_posts WHERE run_id = $1`, [runId]);
  return true;
}

export interface RunListRow {
  id: number;
  source: string;
  format: string;
  files: string[];
  dryRun: boolean;
  status: RunStatus;
  failure: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  batchesDone: number;
  queuedJobs: number;
}

/** The newest runs first, with their status, why a failed one failed, and the work done and queued. */
export async function listRuns(pool: Pool, limit = 20): Promise<RunListRow[]> {
  const { rows } = await pool.query<RunListRow>(
    `SELECT r.id, s.name AS source, r.format, r.files, r.dry_run AS "dryRun", r.status, r.counts->>'failure' AS failure,
            r.started_at AS "startedAt", r.finished_at AS "finishedAt",
            (SELECT count(*)::int FROM pipeline_batches b WHERE b.run_id = r.id AND b.status = 'done') AS "batchesDone",
            (SELECT count(*)::int FROM graphile_worker.jobs j WHERE j.key LIKE 'pipeline:' || r.id || ':%') AS "queuedJobs"
       FROM pipeline_runs r JOIN pipeline_sources s ON s.id = r.source_id ORDER BY r.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
