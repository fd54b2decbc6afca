/**
 * `npm run bench`: server-side timings of hot calls, measured in-process through the real route
 * handlers against a real database. Prints p50 / p95 / mean per benchmark, and per section the
 * server settings it ran with.
 *
 * The run is a list of sections (SECTIONS below), each with its own database and benchmarks; add a
 * section for a new kind of measurement, or a benchmark to a section's list in bench/*.ts.
 * - PostgreSQL: without BENCH_DATABASE_URL, a private cluster (bench/private-cluster.ts: initdb in a
 *   temporary directory, a free port, shared_buffers a quarter of RAM and the rest of the usual
 *   settings), removed at the end; with it, a throw-away database on that server.
 * - Embedded: the in-process PGlite the app starts without DATABASE_URL.
 *
 * Runs with the react-server condition (package.json), as Next runs route handlers: modules marked
 * server-only load.
 *
 * BENCH_ONLY=<regex> runs only the benchmarks whose name matches (a section with none is skipped).
 * BENCH_KEEP_DB=<name> (with BENCH_DATABASE_URL) uses and keeps a database of that name, so the
 * million-idea fill happens once while you iterate.
 */
import pg from "pg";
import type { Benchmark } from "../bench/benchmarks";
import { serverSettings, startPrivateCluster } from "../bench/private-cluster";
import { startEmbeddedPostgres } from "../lib/server/db/embedded";
import { migrate } from "../lib/server/db/migrate";
import { resetEnvCache } from "../lib/env";
import { createTestDatabase, withDatabase, type TestDatabase } from "../tests/support/test-database";

process.env.LOG_LEVEL = "silent";
process.env.APP_ENV ??= "test";

/** The settings printed beside the figures (as the bench database's sessions get them). */
const SHOWN_SETTINGS = [
  "shared_buffers",
  "effective_cache_size",
  "work_mem",
  "maintenance_work_mem",
  "max_parallel_workers",
  "max_parallel_workers_per_gather",
  "max_worker_processes",
  "random_page_cost",
  "jit",
] as const;

interface Section {
  title: string;
  /** A migrated database for the section, with its server's description. */
  database: () => Promise<TestDatabase & { server: string }>;
  benchmarks: () => Promise<Benchmark[]>;
}

async function keptDatabase(server: string, name: string): Promise<TestDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error("BENCH_KEEP_DB must be a plain lower-case database name");
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = withDatabase(server, name);
  await migrate(url);
  return { url, drop: async () => {} };
}

/**
 * Makes `server` the one the test helpers create databases on (TEST_DATABASE_URL) for the
 * section; returns what puts the previous one back, so that later sections (the production build
 * for the browser benchmarks) never reach for a private cluster removed with its section.
 */
function pointTestsAt(server: string): () => void {
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = server;
  return () => {
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
  };
}

/** BENCH_DATABASE_URL's server, else a private cluster that lives as long as the database. */
async function postgresDatabase(): Promise<TestDatabase & { server: string }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const restore = pointTestsAt(given);
    const database = process.env.BENCH_KEEP_DB
      ? await keptDatabase(given, process.env.BENCH_KEEP_DB)
      : await createTestDatabase("ideaforge_bench");
    return {
      ...database,
      server: `BENCH_DATABASE_URL: ${await serverSettings(database.url, SHOWN_SETTINGS)}`,
      drop: async () => void (await database.drop().finally(restore)),
    };
  }
  if (process.env.BENCH_KEEP_DB)
    throw new Error("BENCH_KEEP_DB needs BENCH_DATABASE_URL (a private cluster is removed after the run)");
  const cluster = await startPrivateCluster();
  const restore = pointTestsAt(cluster.url);
  const stop = async () => {
    restore();
    await cluster.stop();
  };
  try {
    const database = await createTestDatabase("ideaforge_bench");
    const server = `private cluster: ${await serverSettings(database.url, SHOWN_SETTINGS)}`;
    return { url: database.url, server, drop: async () => void (await database.drop().finally(stop)) };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function embeddedDatabase(): Promise<TestDatabase & { server: string }> {
  const embedded = await startEmbeddedPostgres({ dataDir: "memory://" });
  try {
    await migrate(embedded.url);
    return {
      url: embedded.url,
      drop: embedded.stop,
      server: `embedded PGlite: ${await serverSettings(embedded.url, ["shared_buffers", "work_mem", "max_parallel_workers_per_gather"])}`,
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

const SECTIONS: Section[] = [
  {
    title: "PostgreSQL",
    database: postgresDatabase,
    benchmarks: async () => (await import("../bench/benchmarks")).POSTGRES_BENCHMARKS,
  },
  {
    title: "Embedded PostgreSQL (PGlite)",
    database: embeddedDatabase,
    benchmarks: async () => (await import("../bench/benchmarks")).EMBEDDED_BENCHMARKS,
  },
];

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Timing {
  p50: number;
  p95: number;
  mean: number;
}
const timings = new Map<string, Timing>();
const cell = (n: number) => n.toFixed(2).padStart(9);

async function timeBenchmark(bench: Benchmark): Promise<void> {
  const run = await bench.setup();
  for (let i = 0; i < Math.min(20, bench.runs); i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < bench.runs; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const t: Timing = {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
  };
  timings.set(bench.name, t);
  console.log(
    `${bench.name.padEnd(40)} ${String(bench.runs).padStart(6)} ${cell(t.p50)} ${cell(t.p95)} ${cell(t.mean)}`,
  );
  const other = bench.compareWith ? timings.get(bench.compareWith) : undefined;
  if (other)
    console.log(
      `  ${bench.compareWith} / this: p50 ${(other.p50 / t.p50).toFixed(2)}x, p95 ${(other.p95 / t.p95).toFixed(2)}x`,
    );
  if (bench.report) console.log(await bench.report());
}

/** The section's database becomes the app's (DATABASE_URL, a fresh pool) while its benchmarks run. */
async function runSection(section: Section): Promise<void> {
  const benchmarks = (await section.benchmarks()).filter((b) => !only || only.test(b.name));
  if (benchmarks.length === 0) return;
  const database = await section.database();
  const { closeDb } = await import("../lib/server/db/client");
  try {
    process.env.DATABASE_URL = database.url;
    resetEnvCache();
    console.log(`\n## ${section.title}\n${database.server}`);
    console.log(
      `${"benchmark".padEnd(40)} ${"runs".padStart(6)} ${"p50 ms".padStart(9)} ${"p95 ms".padStart(9)} ${"mean ms".padStart(9)}`,
    );
    for (const bench of benchmarks) await timeBenchmark(bench);
  } finally {
    await closeDb();
    await database.drop();
  }
}

const load = (await import("node:os"))
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
console.log(`npm run bench on ${(await import("node:os")).cpus().length} cores; load average at the start: ${load}`);
for (const section of SECTIONS) await runSection(section);

// The production build in Chromium: first-load JavaScript per page and Lighthouse scores (bench/browser.ts).
await (await import("../bench/browser")).runBrowserBenchmarks(only);
