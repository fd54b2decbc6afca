import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The body of a MATERIALIZED CTE that makes the statement's own transaction commit without waiting
 * for its WAL to reach the disk (synchronous_commit off for that transaction only; the setting goes
 * back at its end). The statement must read the CTE, or PostgreSQL skips it. What it wrote is
 * visible to every other session as soon as it commits, and its locks and guards work as always;
 * only a crash of the database within about half a second (three wal_writer_delay) may lose it.
 * For writes whose loss in such a crash harms no rule: see each caller.
 */
export const UNFLUSHED_COMMIT = Prisma.sql`SELECT set_config('synchronous_commit', 'off', true) AS unflushed`;
