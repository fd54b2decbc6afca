import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/server/db/client";
import { WORKER_ALIVE_SECONDS } from "@/lib/server/jobs/heartbeat";
import { PIPELINE_HEARTBEAT_PREFIX } from "@/lib/server/pipeline/queue";

/**
 * GET /api/health/ready: the database answers (within READY_TIMEOUT_MS), every migration in
 * prisma/migrations is applied, and a job worker beat in the last WORKER_ALIVE_SECONDS (an email
 * worker: a pool that runs only the idea pipeline's jobs, in an import, does not count). One
 * statement per call, so it can be polled every second; the folder is read once, and once every
 * migration was seen applied that stays true for the life of the process.
 */
export interface Readiness {
  ready: boolean;
  checks: { database: boolean; migrations: boolean; worker: boolean };
}

export const READY_TIMEOUT_MS = 2_000;

let expected: Promise<string[]> | null = null;
let migrationsSeenApplied = false;

const migrationNames = async (dir: string) =>
  (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);

interface Row {
  missing: number;
  worker: boolean;
}

export async function readiness(migrationsDir = path.resolve("prisma/migrations")): Promise<Readiness> {
  expected ??= migrationNames(migrationsDir);
  // Once all were seen applied, nothing is left to look for.
  const names = migrationsSeenApplied ? [] : await expected;
  const query = db().$queryRaw<Row[]>`
    SELECT (SELECT count(*)::int FROM unnest(${names}::text[]) AS m(name)
             WHERE NOT EXISTS (
               SELECT 1 FROM "_prisma_migrations" p WHERE p.migration_name = m.name AND p.finished_at IS NOT NULL AND p.rolled_back_at IS NULL)) AS missing,
           EXISTS (SELECT 1 FROM worker_heartbeats WHERE beat_at > now() AT TIME ZONE 'UTC' - make_interval(secs => ${WORKER_ALIVE_SECONDS})
                    AND worker_id NOT LIKE ${PIPELINE_HEARTBEAT_PREFIX + "%"}) AS worker`;
  try {
    const [row] = await withTimeout(query, READY_TIMEOUT_MS);
    migrationsSeenApplied ||= row!.missing === 0;
    const checks = { database: true, migrations: row!.missing === 0, worker: row!.worker };
    return { ready: checks.migrations && checks.worker, checks };
  } catch {
    // The statement failed: the database is down, or a table it reads is not there yet.
    const answers = await withTimeout(db().$queryRaw`SELECT 1`, READY_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    return { ready: false, checks: { database: answers, migrations: false, worker: false } };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timed out")), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Tests: forget what was read and seen. */
export function resetReadinessCache(): void {
  expected = null;
  migrationsSeenApplied = false;
}
