/**
 * The idea pipeline end to end (`npm run ideas:import` as a child process, so its peak memory is
 * its own) on a generated Reddit dump of N posts, with the default (local) analyser. Setup runs the
 * import; the timed iteration only checks the ideas it published. The report gives posts per
 * second per stage and the import's peak memory (targets: 5,000 posts/s, under 500 MB at 1,000,000).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Benchmark } from "./benchmarks";
import { writeRedditCorpus } from "./pipeline-corpus";

const rate = (n: number, ms: number) => `${Math.round(n / Math.max(0.001, ms / 1000)).toLocaleString("en-US")}/s`;

export function pipelineAt(posts: number): Benchmark {
  let report = "";
  const source = `bench_${posts}`;
  return {
    name: `pipeline import, ${posts.toLocaleString("en-US")} posts`,
    runs: 1,
    setup: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "pipeline-bench-"));
      const file = path.join(dir, "RS_bench.jsonl");
      try {
        const g = Date.now();
        await writeRedditCorpus(file, posts);
        const generated = Date.now() - g;
        const t = Date.now();
        const child = spawnSync(
          process.execPath,
          ["--import", "tsx", "scripts/ideas-import.ts", "--format", "reddit", "--source", source, file],
          {
            env: { ...process.env, SECRET_KEY: process.env.SECRET_KEY ?? "bench-secret-".repeat(4) },
            encoding: "utf8",
            maxBuffer: 64 * 1024 * 1024,
          },
        );
        const wall = Date.now() - t;
        if (child.status !== 0) throw new Error(`ideas:import failed: ${child.stderr.slice(-2000)}`);
        const peak = /peak memory\s+(\d+) MB/.exec(child.stdout)?.[1] ?? "?";
        const cpu = Number(/used ([\d.]+) s of CPU/.exec(child.stdout)?.[1] ?? NaN);
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        const { rows } = await client.query<{ counts: Record<string, number>; timings: Record<string, number> }>(
          `SELECT r.counts, r.timings FROM pipeline_runs r JOIN pipeline_sources s ON s.id = r.source_id WHERE s.name = $1 ORDER BY r.id DESC LIMIT 1`,
          [source],
        );
        await client.end();
        const { counts: c, timings: tm } = rows[0]!;
        const grouped = (c.needs ?? 0) + (c.launches ?? 0);
        report = [
          `  generated in ${(generated / 1000).toFixed(1)} s; import ${(wall / 1000).toFixed(1)} s end to end: ${rate(c.read!, wall)}, peak memory ${peak} MB`,
          `  the import process used ${cpu.toFixed(1)} s of CPU: ${rate(c.read!, cpu * 1000)} per CPU-second (PostgreSQL's own CPU not counted)`,
          `  ingest (read, detect, anonymise, features, COPY): ${rate(c.read!, tm.ingest_ms!)} over ${c.read} posts`,
          `  group (MinHash, clustering, keys): ${rate(grouped, tm.group_ms!)} over ${grouped} needs and launches; ${c.groups} groups`,
          `  publish: ${((tm.publish_ms ?? 0) / 1000).toFixed(1)} s for ${c.created} ideas created, ${c.updated} updated`,
        ].join("\n");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      return async () => {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        const { rows } = await client.query(`SELECT count(*) AS n FROM pipeline_evidence`);
        await client.end();
        if (Number(rows[0].n) === 0) throw new Error("the import published no idea");
      };
    },
    report: async () => report,
  };
}

/** `npx tsx bench/pipeline.ts 100000`: this benchmark alone, on a throw-away database (BENCH_DATABASE_URL or TEST_DATABASE_URL names the server). */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { createTestDatabase } = await import("../tests/support/test-database");
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const database = await createTestDatabase("ideaforge_bench_pipeline");
  process.env.DATABASE_URL = database.url;
  try {
    const bench = pipelineAt(Number(process.argv[2] ?? 100_000));
    await (
      await bench.setup()
    )();
    console.log(`${bench.name}\n${await bench.report!()}`);
  } finally {
    await database.drop();
  }
}
