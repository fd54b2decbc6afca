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

/** The name of a database in its URL. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function onServer<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A copy of the migrated database at `templateUrl`, made by the server (CREATE DATABASE ...
 * TEMPLATE: a file copy, far quicker than migrating again). Nobody may be connected to the
 * template meanwhile. Its name is the template's, `suffix` added, so dropClones finds it.
 */
export async function cloneDatabase(templateUrl: string, suffix: string): Promise<string> {
  const template = databaseName(templateUrl);
  const name = `${template}_${suffix}`;
  await onServer(withDatabase(templateUrl, "postgres"), (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
  );
  return withDatabase(templateUrl, name);
}

/** Drops every copy cloneDatabase made of the template at `templateUrl` (run once their users are gone). */
export async function dropClones(templateUrl: string): Promise<void> {
  const template = databaseName(templateUrl);
  await onServer(withDatabase(templateUrl, "postgres"), async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [`${template}_`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
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
      try {
        await dropWhenIdle(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

const OBJECT_IN_USE = "55006";
const DROP_TRIES = 30;
const DROP_WAIT_MS = 500;

/**
 * Drops the database once nobody is connected. A pool that is already ended may still be closing
 * its last connections, and an idle connection left in a pool closes itself after 10 s: killing
 * either (DROP ... WITH (FORCE)) makes pg raise an uncaught error in the test process, which
 * fails the run. So wait up to 15 s for them, and force the drop only after that.
 */
async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < DROP_TRIES; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, DROP_WAIT_MS));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
