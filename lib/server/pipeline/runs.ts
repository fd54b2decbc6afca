import type { Pool, PoolClient } from "pg";

/**
 * Sources, runs and their batches. A batch is a unit of work that one worker takes under a row lock
 * (SELECT ... FOR UPDATE SKIP LOCKED) and marks done in the same transaction as its writes, so a
 * crash leaves it pending for the next worker or the next run, and two workers never do it twice.
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

/**
 * Takes ingest batch (file, seq) when no other worker holds it and it is not done: the batch row
 * is made (committed at once, so other workers never wait on it), then locked in `client`'s open
 * transaction. Returns false when it is done or another worker holds it.
 */
export async function claimIngestBatch(
  pool: Pool,
  client: PoolClient,
  runId: number,
  fileIndex: number,
  seq: number,
): Promise<boolean> {
  await pool.query(
    `INSERT INTO pipeline_batches (run_id, stage, file_index, seq) VALUES ($1, 'ingest', $2, $3) ON CONFLICT DO NOTHING`,
    [runId, fileIndex, seq],
  );
  await client.query("BEGIN");
  const { rows } = await client.query<{ status: string }>(
    `SELECT status FROM pipeline_batches WHERE run_id = $1 AND stage = 'ingest' AND file_index = $2 AND seq = $3 FOR UPDATE SKIP LOCKED`,
    [runId, fileIndex, seq],
  );
  if (rows[0]?.status === "pending") return true;
  await client.query("ROLLBACK");
  return false;
}

/** Marks the batch held in `client`'s transaction done, with its counts, and commits. */
export async function finishBatch(
  client: PoolClient,
  key: { runId: number; stage: "ingest" | "publish"; fileIndex: number; seq: number },
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

/** The summed counts of a stage's done batches (each batch counted once, whichever worker did it). */
export async function batchCounts(
  pool: Pool,
  runId: number,
  stage: "ingest" | "publish",
): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ k: string; v: string }>(
    `SELECT k, sum(v::numeric) AS v FROM pipeline_batches b, jsonb_each_text(b.counts) AS c(k, v)
      WHERE b.run_id = $1 AND b.stage = $2 AND b.status = 'done' GROUP BY k`,
    [runId, stage],
  );
  return Object.fromEntries(rows.map((r) => [r.k, Number(r.v)]));
}

/**
 * Runs `work` while holding the run's row lock, if no other worker holds it: the one worker that
 * gets it does a run-wide step (grouping, the final unpublish); the others go on waiting.
 */
export async function withRunLock<T>(
  pool: Pool,
  runId: number,
  work: (client: PoolClient) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    // NO KEY UPDATE: other workers may still add batches (a foreign key to the run) meanwhile. Changes
    // of the run row itself go through `client`, the lock's own transaction.
    const { rows } = await client.query(`SELECT id FROM pipeline_runs WHERE id = $1 FOR NO KEY UPDATE SKIP LOCKED`, [
      runId,
    ]);
    if (!rows.length) {
      await client.query("ROLLBACK");
      return { ran: false };
    }
    try {
      const value = await work(client);
      await client.query("COMMIT");
      return { ran: true, value };
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  } finally {
    client.release();
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

/** The next pending publish batch nobody holds, locked in `client`'s open transaction, or null. */
export async function claimPublishBatch(
  client: PoolClient,
  runId: number,
): Promise<{ seq: number; groupIds: number[] } | null> {
  await client.query("BEGIN");
  const { rows } = await client.query<{ seq: number; group_ids: number[] }>(
    `SELECT seq, group_ids FROM pipeline_batches WHERE run_id = $1 AND stage = 'publish' AND status = 'pending' ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [runId],
  );
  if (rows[0]) return { seq: rows[0].seq, groupIds: rows[0].group_ids };
  await client.query("ROLLBACK");
  return null;
}

export async function pendingPublishBatches(pool: Pool, runId: number): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM pipeline_batches WHERE run_id = $1 AND stage = 'publish' AND status = 'pending'`,
    [runId],
  );
  return Number(rows[0]!.n);
}
