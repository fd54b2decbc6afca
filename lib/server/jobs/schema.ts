import { runMigrations } from "graphile-worker";
import { jobLogger } from "./logger";

/**
 * The job library's schema (graphile_worker): installed and upgraded by graphile-worker itself,
 * after the app's migrations (lib/server/db/migrate.ts), so the app can add jobs in its own
 * transactions before any worker has started.
 *
 * Named prepared statements are off for every job-queue connection: the embedded database serves
 * all connections from one PostgreSQL session, where a statement name prepared by one connection
 * already exists for the next ("prepared statement get_job/graphile_worker already exists").
 */
export const JOB_QUEUE_OPTIONS = { noPreparedStatements: true, logger: jobLogger } as const;

export async function installJobQueue(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, ...JOB_QUEUE_OPTIONS });
}
