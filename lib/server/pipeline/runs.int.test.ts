import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { ensureIngestBatch, lockPendingBatch, startRun, upsertSource, withRunLock } from "./runs";

/**
 * A batch's or a run's lock that fails (a lock timeout, a deadlock) hands the pooled connection
 * back usable: no transaction left open and aborted for the next job to trip over.
 */
let database: TestDatabase;
let pool: pg.Pool;
let runId: number;

beforeAll(async () => {
  database = await createTestDatabase("ideaforge_pipeline_runs");
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const sourceId = await upsertSource(pool, "lock-test", "reddit", null);
  ({
    run: { id: runId },
  } = await startRun(pool, { sourceId, format: "reddit", files: ["a.jsonl"], options: {}, dryRun: false }));
  await ensureIngestBatch(pool, runId, 0, 0);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** Holds `sql`'s row lock in a connection of its own until the returned function is called. */
async function holdLock(sql: string): Promise<() => Promise<void>> {
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  await holder.query("BEGIN");
  await holder.query(sql, [runId]);
  return async () => {
    await holder.query("ROLLBACK");
    await holder.end();
  };
}

describe("a pipeline lock that fails", () => {
  it("lockPendingBatch: rolls its transaction back, so the pool's one connection answers the next query", async () => {
    const release = await holdLock(
      "SELECT 1 FROM pipeline_batches WHERE run_id = $1 AND stage = 'ingest' AND file_index = 0 AND seq = 0 FOR UPDATE",
    );
    const client = await pool.connect();
    await client.query("SET lock_timeout = '100ms'");
    await expect(lockPendingBatch(client, { runId, stage: "ingest", fileIndex: 0, seq: 0 })).rejects.toThrow(
      /lock timeout/,
    );
    await client.query("RESET lock_timeout");
    client.release();
    await release();
    const { rows } = await pool.query<{ one: number }>("SELECT 1 AS one");
    expect(rows[0]!.one).toBe(1);
  });

  it("withRunLock: rolls back when the run's lock fails, and the connection answers the next query", async () => {
    const release = await holdLock("SELECT 1 FROM pipeline_runs WHERE id = $1 FOR UPDATE");
    // Every connection of this pool gives up on a lock after 100 ms.
    const fresh = new pg.Pool({ connectionString: database.url, max: 1, options: "-c lock_timeout=100ms" });
    try {
      await expect(withRunLock(fresh, runId, async () => "ran")).rejects.toThrow(/lock timeout/);
      await release();
      await expect(withRunLock(fresh, runId, async () => "ran")).resolves.toBe("ran");
    } finally {
      await fresh.end();
    }
  });
});
