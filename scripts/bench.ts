/**
 * `npm run bench`: server-side timings of hot calls, measured in-process through the real route
 * handlers against a real PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL names
 * a server to create a throw-away database on; else an embedded PostgreSQL).
 * Prints p50 / p95 / mean per benchmark. Add a benchmark to BENCHMARKS in bench/*.ts.
 */
import { createTestDatabase } from "../tests/support/test-database";

process.env.LOG_LEVEL = "silent";
process.env.APP_ENV ??= "test";
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

const database = await createTestDatabase("ideaforge_bench");
process.env.DATABASE_URL = database.url;

const { BENCHMARKS } = await import("../bench/benchmarks");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

try {
  console.log(`${"benchmark".padEnd(36)} ${"runs".padStart(6)} ${"p50 ms".padStart(9)} ${"p95 ms".padStart(9)} ${"mean ms".padStart(9)}`);
  for (const bench of BENCHMARKS) {
    const run = await bench.setup();
    for (let i = 0; i < Math.min(20, bench.runs); i++) await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < bench.runs; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(`${bench.name.padEnd(36)} ${String(bench.runs).padStart(6)} ${percentile(times, 50).toFixed(2).padStart(9)} ${percentile(times, 95).toFixed(2).padStart(9)} ${mean.toFixed(2).padStart(9)}`);
  }
} finally {
  const { db } = await import("../lib/server/db/client");
  await db().$disconnect();
  await database.drop();
}
