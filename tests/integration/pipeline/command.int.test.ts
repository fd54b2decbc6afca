import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { FIXTURE_PATHS, writeCorpus } from "@/tests/fixtures/pipeline/generate";
import { redditImportArgs } from "@/tests/support/ideas-import";

/** The commands as an operator runs them: the real analyser, a summary on stdout, clear refusals. */
const localEnv: NodeJS.ProcessEnv = { ...process.env };
for (const k of Object.keys(localEnv)) if (k.startsWith("LLM_")) delete localEnv[k];
const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...localEnv, SECRET_KEY: "s".repeat(40) },
    encoding: "utf8",
    timeout: 240_000,
  });

describe("npm run ideas:import", () => {
  it("imports the Reddit fixture and prints the summary; refuses bad arguments with the usage; removes one post and then the source", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pipeline-cli-"));
    writeCorpus(dir, { postsPerFormat: 400 });
    const source = `cli_${Date.now().toString(36)}`;
    const ok = run("scripts/ideas-import.ts", [
      "--format",
      "reddit",
      "--source",
      source,
      path.join(dir, FIXTURE_PATHS.reddit),
    ]);
    expect(ok.stderr).not.toMatch(/Error/);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/posts read\s+400\n/);
    for (const line of [
      "skipped",
      "deleted",
      "not a need",
      "wrong language",
      "needs found",
      "groups",
      "ideas created",
      "ideas updated",
      "ideas unpublished",
      "time",
      "peak memory",
    ])
      expect(ok.stdout).toContain(line);

    const badFormat = run("scripts/ideas-import.ts", ["--format", "tiktok", "x.json"]);
    expect(badFormat.status).toBe(2);
    expect(badFormat.stderr).toContain("--format must be one of reddit, hn, stackexchange, csv, jsonl.");
    const noMap = run("scripts/ideas-import.ts", ["--format", "csv", "x.csv"]);
    expect(noMap.stderr).toContain("--format csv needs --map columns.json");
    const badRemove = run("scripts/ideas-remove.ts", ["--post", "nocolon"]);
    expect(badRemove.status).toBe(2);
    expect(badRemove.stderr).toContain("--post takes <source>:<id>");

    // A data-removal request for one post, as the operator types it: that post is gone.
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const postOf = `SELECT p.external_id FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id
                     WHERE s.name = $1 AND p.kind = 'need' ORDER BY p.external_id LIMIT 1`;
    const [post] = (await db.query<{ external_id: string }>(postOf, [source])).rows;
    expect(post).toBeDefined();
    const onePost = run("scripts/ideas-remove.ts", ["--post", `${source}:${post!.external_id}`]);
    expect(onePost.status).toBe(0);
    expect(onePost.stdout).toMatch(/^Removed [1-9]\d* post\(s\)\./m);
    const left = await db.query(
      `SELECT 1 FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id WHERE s.name = $1 AND p.external_id = $2`,
      [source, post!.external_id],
    );
    expect(left.rowCount).toBe(0);
    await db.end();

    const removed = run("scripts/ideas-remove.ts", ["--source", source]);
    expect(removed.status).toBe(0);
    expect(removed.stdout).toMatch(/^Removed \d+ post\(s\)\. Ideas rebuilt: \d+, unpublished: \d+\.$/m);
  }, 300_000);

  it("a second process joins an import in progress with --join RUN_ID; both end with the run's summary, and no batch is done twice", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pipeline-join-"));
    // 5,000 posts: three ingest batches of at most 2,000.
    writeCorpus(dir, { postsPerFormat: 5_000 });
    const source = `join_${Date.now().toString(36)}`;
    const first = spawn(process.execPath, redditImportArgs(source, path.join(dir, FIXTURE_PATHS.reddit)), {
      env: { ...localEnv, SECRET_KEY: "s".repeat(40) },
    });
    let firstOut = "";
    first.stdout.setEncoding("utf8").on("data", (t: string) => (firstOut += t));
    const firstDone = new Promise<number | null>((resolve) => first.on("close", resolve));
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      let runId: number | undefined;
      for (let i = 0; i < 600 && !runId; i++) {
        runId = (
          await pool.query<{ id: number }>(
            `SELECT r.id FROM pipeline_runs r JOIN pipeline_sources s ON s.id = r.source_id WHERE s.name = $1`,
            [source],
          )
        ).rows[0]?.id;
        if (!runId) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(runId).toBeDefined();
      const joined = run("scripts/ideas-import.ts", ["--join", String(runId)]);
      expect(joined.stderr).toContain(`Joining run ${runId}.`);
      expect(joined.status).toBe(0);
      expect(await firstDone).toBe(0);
      // Both print the same run's summary (the counts of every worker's batches).
      const summary = (out: string) => out.slice(out.indexOf(`Run ${runId} `), out.indexOf("  time"));
      expect(summary(joined.stdout)).toMatch(/posts read\s+5,000\n/);
      expect(summary(joined.stdout)).toBe(summary(firstOut));
      const batches = (
        await pool.query<{ stage: string; n: number; done: number }>(
          `SELECT stage, count(*)::int AS n, count(*) FILTER (WHERE status = 'done')::int AS done FROM pipeline_batches WHERE run_id = $1 GROUP BY stage ORDER BY stage`,
          [runId],
        )
      ).rows;
      expect(batches.find((b) => b.stage === "ingest")).toEqual({ stage: "ingest", n: 3, done: 3 });
      for (const b of batches) expect(b.done).toBe(b.n);
    } finally {
      first.kill();
      await pool.end();
    }
  }, 300_000);
});
