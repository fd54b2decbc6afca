import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loggedPool } from "./pool";

const url = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end().catch(() => {})));
});

describe("a worker's pool when the database drops its connections", () => {
  it("keeps the process up when an idle connection is ended, and answers on a new one", async () => {
    const pool = loggedPool(url, 2, "test worker");
    pools.push(pool);
    const { rows } = await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const idlePid = rows[0]!.pid;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Ended by the server while idle in the pool: pg emits 'error' on the pool, which would end
    // the process (an uncaught error fails this test) without a listener.
    await admin.query("SELECT pg_terminate_backend($1)", [idlePid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    expect(again.rows[0]!.pid).not.toBe(idlePid);
  });

  it("keeps the process up when a checked-out connection is ended", async () => {
    const pool = loggedPool(url, 2, "test worker");
    pools.push(pool);
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(client.query("SELECT 1")).rejects.toThrow();
    client.release(true);
    const again = await pool.query<{ one: number }>("SELECT 1 AS one");
    expect(again.rows[0]!.one).toBe(1);
  });
});
