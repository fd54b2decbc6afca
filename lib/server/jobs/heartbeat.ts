import type pg from "pg";
import { log } from "@/lib/log";

/**
 * A running worker's row in worker_heartbeats, refreshed every `everyMs`; removed when it stops.
 * GET /api/health/ready counts a worker alive while its row is younger than WORKER_ALIVE_SECONDS.
 * Times are UTC, as Prisma writes TIMESTAMP(3) columns.
 */
export const HEARTBEAT_EVERY_MS = 5_000;
export const WORKER_ALIVE_SECONDS = 30;

export interface Heartbeat {
  stop: () => Promise<void>;
}

export async function startHeartbeat(
  pool: pg.Pool,
  workerId: string,
  everyMs = HEARTBEAT_EVERY_MS,
): Promise<Heartbeat> {
  const beat = () =>
    pool.query(
      `INSERT INTO worker_heartbeats (worker_id, started_at, beat_at) VALUES ($1, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC')
       ON CONFLICT (worker_id) DO UPDATE SET beat_at = excluded.beat_at`,
      [workerId],
    );
  await beat();
  // Rows of workers that died without stopping.
  await pool.query("DELETE FROM worker_heartbeats WHERE beat_at < now() AT TIME ZONE 'UTC' - interval '1 day'");
  const timer = setInterval(
    () => void beat().catch((error: unknown) => log.warn("worker heartbeat failed", { workerId, error })),
    everyMs,
  );
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await pool.query("DELETE FROM worker_heartbeats WHERE worker_id = $1", [workerId]).catch(() => undefined);
    },
  };
}
