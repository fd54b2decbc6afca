import pg from "pg";
import { startEmbeddedPostgres } from "../../lib/server/db/embedded";
import { migrate } from "../../lib/server/db/migrate";

/**
 * A fresh, migrated database for one test run: a new database on the server named by
 * TEST_DATABASE_URL (or DATABASE_URL), else an in-memory embedded PostgreSQL.
 */
export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!server) {
    const embedded = await startEmbeddedPostgres({ dataDir: "memory://" });
    await migrate(embedded.url);
    return { url: embedded.url, drop: embedded.stop };
  }
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = withDatabase(server, name);
  await migrate(url);
  return {
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
