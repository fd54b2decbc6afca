import { createHash, randomUUID } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { installJobQueue } from "../jobs/schema";

/**
 * Applies prisma/migrations/<name>/migration.sql in order and records them in `_prisma_migrations`
 * exactly as `prisma migrate deploy` does (same table, sha256 checksums), so the official CLI can
 * take over on a machine that has the native engine. Needs no engine binary: works offline.
 */
const LOCK_KEY = 727_073_691; // arbitrary, constant: one migrator at a time per database

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = path.resolve("prisma/migrations")): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * Returns the names of the migrations it applied. Fails on an edited or failed migration. Then
 * installs or upgrades the job queue's own schema (graphile_worker), which the app writes jobs to.
 */
export async function migrate(connectionString: string, dir?: string): Promise<string[]> {
  const done = await migratePrisma(connectionString, dir);
  await installJobQueue(connectionString);
  return done;
}

async function migratePrisma(connectionString: string, dir?: string): Promise<string[]> {
  const migrations = await readMigrations(dir);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`);
    const applied = new Map(rows.filter((r) => !r.rolled_back_at).map((r) => [r.migration_name, r]));
    const done: string[] = [];
    for (const m of migrations) {
      const row = applied.get(m.name);
      if (row?.finished_at) {
        if (row.checksum !== m.checksum)
          throw new Error(`Migration ${m.name} was edited after it was applied (checksum differs).`);
        continue;
      }
      if (row) throw new Error(`Migration ${m.name} failed earlier; fix the database, then mark it rolled back.`);
      await applyOne(client, m);
      done.push(m.name);
    }
    return done;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

async function applyOne(client: pg.Client, m: MigrationFile): Promise<void> {
  const id = randomUUID();
  await client.query("BEGIN");
  try {
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
      [id, m.checksum, m.name],
    );
    await client.query(m.sql);
    await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [
      id,
    ]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`);
  }
}
