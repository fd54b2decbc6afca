/**
 * The app for the e2e suite: a fresh database, then the same start script users run
 * (migrations, seed, build when sources changed, next start). The database is dropped at the end.
 */
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import pg from "pg";
import { keepEmbeddedPassword } from "../lib/server/db/embedded-password";

const target = process.env.E2E_DATABASE_URL!;
const server = process.env.E2E_SERVER;
const env: NodeJS.ProcessEnv = { ...process.env };
const databaseName = new URL(target).pathname.slice(1);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (server) {
  await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${databaseName}"`);
  env.DATABASE_URL = target;
} else {
  delete env.DATABASE_URL; // start.ts serves the embedded database on EMBEDDED_PG_PORT
  env.DATA_DIR = ".data/e2e";
  await rm(".data/e2e", { recursive: true, force: true });
  // The password E2E_DATABASE_URL carries, kept where start.ts reads the embedded database's password.
  const password = decodeURIComponent(new URL(target).password);
  if (password) keepEmbeddedPassword(".data/e2e/pglite", password);
}

const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { stdio: "inherit", env });

async function cleanUpAndExit(code: number) {
  if (server) await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => undefined);
  process.exit(code);
}

child.on("exit", (code) => void cleanUpAndExit(code ?? 0));
for (const sig of ["SIGTERM", "SIGINT"] as const) process.on(sig, () => child.kill(sig));
