import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/server/db/embedded";
import { singleSession, underLock } from "./session";

/**
 * Work under a held lock on the embedded database: PGlite is one session, lent to one connection
 * until its transaction ends, so work sent through the pool's other connections waits for the
 * lock's transaction for ever; through underLock it runs inside it.
 */
const pending = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => "answered"), new Promise<string>((r) => setTimeout(() => r("pending"), ms))]);

describe("underLock on the embedded database", () => {
  let embedded: EmbeddedPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir: "memory://" });
    pool = new pg.Pool({ connectionString: embedded.url, max: 4 });
    await pool.query("CREATE TABLE work (n int)");
  });

  afterAll(async () => {
    await pool?.end();
    await embedded?.stop();
  });

  it("knows the database is one session", async () => {
    expect(await singleSession(pool)).toBe(true);
  });

  it("runs the work inside the lock's transaction; a failed transaction of the work undoes only itself", async () => {
    const lock = await pool.connect();
    // Statements in flight on the lock's connection at once (pg deprecates sending one while another runs).
    let inFlight = 0;
    let mostInFlight = 0;
    const query = lock.query.bind(lock) as (...args: unknown[]) => Promise<unknown>;
    (lock as unknown as { query: unknown }).query = (...args: unknown[]) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      return query(...args).finally(() => inFlight--);
    };
    const other = new pg.Client({ connectionString: embedded.url });
    await other.connect();
    try {
      await lock.query("BEGIN");
      await lock.query("INSERT INTO work VALUES (1)");
      // Through another connection the work would wait for the lock's COMMIT.
      const stalled = other.query("SELECT 1");
      expect(await pending(stalled, 300)).toBe("pending");

      const work = underLock(pool, lock, true);
      const [a, b] = await Promise.all([
        work.query<{ n: number }>("SELECT count(*)::int AS n FROM work"),
        work.query<{ x: number }>("SELECT 2 AS x"),
      ]);
      expect([a.rows[0]!.n, b.rows[0]!.x]).toEqual([1, 2]);

      const tx = await work.connect();
      await tx.query("BEGIN");
      await tx.query("INSERT INTO work VALUES (2)");
      await tx.query("COMMIT");
      await tx.query("BEGIN");
      await tx.query("INSERT INTO work VALUES (3)");
      await expect(tx.query("SELECT no_such_column FROM work")).rejects.toThrow(/no_such_column/);
      await tx.query("ROLLBACK");
      tx.release();

      await lock.query("COMMIT");
      await stalled;
      expect((await other.query<{ n: number }>("SELECT n FROM work ORDER BY n")).rows.map((r) => r.n)).toEqual([1, 2]);
      // Statements sent together were queued by underLock, not on the pg client.
      expect(mostInFlight).toBe(1);
    } finally {
      delete (lock as unknown as { query?: unknown }).query;
      lock.release();
      await other.end();
    }
  });
});

describe("underLock on PostgreSQL", () => {
  it("gives the pool back: the work keeps its own connections", async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    try {
      expect(await singleSession(pool)).toBe(false);
      const lock = await pool.connect();
      expect(underLock(pool, lock, false)).toBe(pool);
      lock.release();
    } finally {
      await pool.end();
    }
  });
});
