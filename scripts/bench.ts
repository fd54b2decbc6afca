/**
 * `npm run bench`: server-side timings of hot calls, measured in-process through the real route
 * handlers against a real PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL names
 * a server to create a throw-away database on; else an embedded PostgreSQL).
 * Prints p50 / p95 / mean per benchmark. Add a benchmark to BENCHMARKS in bench/*.ts.
 *
 * BENCH_ONLY=<regex> runs only the benchmarks whose name matches. BENCH_KEEP_DB=<name> uses (and
 * keeps) a database of that name on the server instead of a throw-away one, so the million-idea
 * fill happens once while you iterate.
 */
import pg from "pg";
import { migrate } from "../lib/server/db/migrate";
import { createTestDatabase, withDatabase, type TestDatabase } from "../tests/support/test-database";

process.env.LOG_LEVEL = "silent";
process.env.APP_ENV ??= "test";
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

async function keptDatabase(name: string): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("BENCH_KEEP_DB needs a PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL)");
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

const database = process.env.BENCH_KEEP_DB ? await keptDatabase(process.env.BENCH_KEEP_DB) : await createTestDatabase("ideaforge_bench");
process.env.DATABASE_URL = database.url;

const { BENCHMARKS } = await import("../bench/benchmarks");
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

try {
  console.log(`${"benchmark".padEnd(40)} ${"runs".padStart(6)} ${"p50 ms".padStart(9)} ${"p95 ms".padStart(9)} ${"mean ms".padStart(9)}`);
  for (const bench of BENCHMARKS) {
    if (only && !only.test(bench.name)) continue;
    const run = await bench.setup();
    for (let i = 0; i < Math.min(20, bench.runs); i++) await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < bench.runs; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const t: Timing = { p50: percentile(times, 50), p95: percentile(times, 95), mean: times.reduce((a, b) => a + b, 0) / times.length };
    timings.set(bench.name, t);
    console.log(`${bench.name.padEnd(40)} ${String(bench.runs).padStart(6)} ${cell(t.p50)} ${cell(t.p95)} ${cell(t.mean)}`);
    const other = bench.compareWith ? timings.get(bench.compareWith) : undefined;
    if (other) console.log(`  ${bench.compareWith} / this: p50 ${(other.p50 / t.p50).toFixed(2)}x, p95 ${(other.p95 / t.p95).toFixed(2)}x`);
    if (bench.report) console.log(await bench.report());
  }
} finally {
  const { db } = await import("../lib/server/db/client");
  await db().$disconnect();
  await database.drop();
}
