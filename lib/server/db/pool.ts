import pg from "pg";
import { log } from "@/lib/log";

/**
 * A pg pool for long-running work (job workers, the pipeline): a connection that fails, idle in the
 * pool or checked out (the database restarting, a failover), is logged under `label` and dropped;
 * the next query opens a new one. Without these listeners pg's 'error' event ends the process.
 */
export function loggedPool(connectionString: string, max: number, label: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on("error", (error) => log.warn(`${label} connection failed`, { error }));
  pool.on("connect", (client) => client.on("error", (error) => log.warn(`${label} connection failed`, { error })));
  return pool;
}
