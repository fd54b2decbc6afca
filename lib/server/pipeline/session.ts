import type { Pool, PoolClient, QueryResult } from "pg";

/**
 * Work done while a connection holds a lock in an open transaction, on a database that is one
 * session (the embedded PGlite, served one connection at a time until its transaction ends).
 *
 * The pipeline takes a run's or a batch's lock in one connection's transaction and does the work
 * through the pool's other connections, so that on PostgreSQL a crash releases the lock and the
 * work's own transactions stay short. On one session the other connections wait for the lock's
 * transaction to end, and it waits for them: the run stalls. There, `underLock` gives the work a
 * pool that is the lock's own connection: its statements run inside the lock's transaction, and a
 * transaction of its own (BEGIN ... COMMIT or ROLLBACK) becomes a savepoint of it, so a failed one
 * still undoes only itself. On PostgreSQL it gives the pool back unchanged.
 */
export async function singleSession(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query<{ version: string }>(`SELECT version()`);
  return rows[0]!.version.includes("PGlite");
}

export function underLock(pool: Pool, lock: PoolClient, single: boolean): Pool {
  if (!single) return pool;
  const run = (...args: unknown[]) => (lock.query as (...a: unknown[]) => Promise<QueryResult>).apply(lock, args);
  let depth = 0;
  const send = (text: unknown, ...rest: unknown[]) => {
    const statement = typeof text === "string" ? text.trim().toUpperCase() : "";
    // Savepoint names by depth: the work enters and leaves its transactions one at a time, so the
    // innermost open one is always the last named.
    if (statement.startsWith("BEGIN")) return run(`SAVEPOINT pipeline_nested_${++depth}`);
    if (statement === "COMMIT" && depth) return run(`RELEASE SAVEPOINT pipeline_nested_${depth--}`);
    if (statement === "ROLLBACK" && depth) {
      const name = `pipeline_nested_${depth--}`;
      return run(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`);
    }
    return run(text, ...rest);
  };
  // One connection answers one statement at a time: statements the work sends together (a
  // Promise.all of reads) are queued here, in order, instead of on the pg client (deprecated there).
  // A query object with its own stream (COPY) is handed over at once: its caller uses it directly.
  let queue: Promise<unknown> = Promise.resolve();
  const query = ((text: unknown, ...rest: unknown[]) => {
    if (typeof text === "object" && text !== null && "submit" in text) return send(text, ...rest);
    const result = queue.then(() => send(text, ...rest));
    queue = result.catch(() => {});
    return result;
  }) as Pool["query"];
  const client = { query, release: () => {} } as unknown as PoolClient;
  return { query, connect: async () => client } as unknown as Pool;
}
