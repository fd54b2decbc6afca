import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addIngestJob } from "@/lib/server/pipeline/queue";
import { startRun, upsertSource } from "@/lib/server/pipeline/runs";

/**
 * The operator's errands, as typed: listing and cancelling runs, a refused dump that leaves no
 * run 'ingesting' and no job behind, no import printing another run's retries, skip reasons with
 * their first line, relative paths from where the command was typed, an empty file, and several
 * Stack Exchange sites under one source.
 */
const localEnv: NodeJS.ProcessEnv = { ...process.env, SECRET_KEY: "o".repeat(40), LOG_LEVEL: "info" };
for (const k of Object.keys(localEnv)) if (k.startsWith("LLM_")) delete localEnv[k];
const cli = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...localEnv, ...env },
    encoding: "utf8",
    timeout: 240_000,
  });

const suffix = Date.now().toString(36);
let pool: pg.Pool;
let dir: string;

const post = (id: string, extra: object = {}) =>
  JSON.stringify({
    id,
    subreddit: "homecooks",
    title: `Is there an app that plans a week of dinners from what is in my fridge ${id}?`,
    selftext: "I keep buying food that goes off before I cook it and I would pay for something simple.",
    author: `cook_${id}`,
    created_utc: 1650000000,
    ...extra,
  });

const jobsOf = async (runId: number) =>
  (
    await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key LIKE $1`, [
      `pipeline:${runId}:%`,
    ])
  ).rows[0]!.n;
const runRow = async (runId: number) =>
  (
    await pool.query<{ status: string; failure: string | null }>(
      `SELECT status, counts->>'failure' AS failure FROM pipeline_runs WHERE id = $1`,
      [runId],
    )
  ).rows[0]!;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  dir = mkdtempSync(path.join(tmpdir(), "pipeline-operator-"));
});
afterAll(async () => {
  await pool.end();
});

describe("npm run ideas:runs and ideas:cancel", () => {
  it("lists runs with their status and queued jobs; cancels one, which ends it as failed with its jobs removed", async () => {
    const file = path.join(dir, "waiting.jsonl");
    writeFileSync(file, post("w1") + "\n");
    const sourceId = await upsertSource(pool, `cancel_${suffix}`, "reddit", null);
    const { run } = await startRun(pool, { sourceId, format: "reddit", files: [file], options: {}, dryRun: false });
    await addIngestJob(pool, { run: run.id, file: 0, seq: 0 });

    const listed = cli("scripts/ideas-runs.ts", []);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^Run ${run.id}  ingesting  reddit, source cancel_${suffix} .*1 job\\(s\\) queued`, "m"),
    );

    const cancelled = cli("scripts/ideas-cancel.ts", [String(run.id)]);
    expect(cancelled.stdout).toContain(`Run ${run.id} cancelled: marked failed, its queued jobs removed.`);
    expect(cancelled.status).toBe(0);
    expect(await runRow(run.id)).toEqual({ status: "failed", failure: "cancelled by the operator" });
    expect(await jobsOf(run.id)).toBe(0);
    expect(cli("scripts/ideas-runs.ts", []).stdout).toMatch(
      new RegExp(`^Run ${run.id}  failed \\(cancelled by the operator\\)`, "m"),
    );

    const twice = cli("scripts/ideas-cancel.ts", [String(run.id)]);
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain(`Run ${run.id} has already ended (failed): nothing cancelled.`);
    const missing = cli("scripts/ideas-cancel.ts", ["987654321"]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No run 987654321");
  }, 120_000);
});

describe("a failed import", () => {
  it("a refused dump ends its run as failed and leaves no job for a later import to retry", async () => {
    const file = path.join(dir, "not-reddit.jsonl");
    writeFileSync(file, Array.from({ length: 60 }, (_, i) => `plain words on line ${i}, not json`).join("\n") + "\n");
    const refused = cli("scripts/ideas-import.ts", ["--format", "reddit", "--source", `refused_${suffix}`, file]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("does not look like a Reddit dump");
    const { rows } = await pool.query<{ id: number }>(
      `SELECT r.id FROM pipeline_runs r JOIN pipeline_sources s ON s.id = r.source_id WHERE s.name = $1`,
      [`refused_${suffix}`],
    );
    expect(rows).toHaveLength(1);
    expect(await runRow(rows[0]!.id)).toMatchObject({
      status: "failed",
      failure: expect.stringContaining("does not look like"),
    });
    expect(await jobsOf(rows[0]!.id)).toBe(0);
  }, 120_000);

  it("an import that takes another run's failing job prints none of it; that run ends as failed", async () => {
    // A run left 'ingesting' with a job whose file is gone (the state the old importer left behind).
    const gone = path.join(dir, "gone-away.jsonl");
    const sourceId = await upsertSource(pool, `stale_${suffix}`, "reddit", null);
    const { run: stale } = await startRun(pool, {
      sourceId,
      format: "reddit",
      files: [gone],
      options: {},
      dryRun: false,
    });
    await addIngestJob(pool, { run: stale.id, file: 0, seq: 0 });

    const file = path.join(dir, "fresh.jsonl");
    writeFileSync(file, [post("f1"), post("f2"), post("f3")].join("\n") + "\n");
    const fresh = cli("scripts/ideas-import.ts", ["--format", "reddit", "--source", `fresh_${suffix}`, file]);
    expect(fresh.status).toBe(0);
    const output = fresh.stdout + fresh.stderr;
    expect(output).not.toContain("gone-away.jsonl");
    expect(output).not.toContain("job attempt failed");
    expect(await runRow(stale.id)).toMatchObject({
      status: "failed",
      failure: expect.stringContaining("gone-away.jsonl"),
    });
    expect(await jobsOf(stale.id)).toBe(0);
  }, 120_000);
});

describe("what an import reads and says", () => {
  it("counts each skip reason with its first line, names bad lines' reasons, and reads a relative path from where it was typed", async () => {
    const typedIn = path.join(dir, "typed-here");
    mkdirSync(typedIn);
    const latin1 = Buffer.from(
      post("l1", { title: "Caf\u00e9 planner wanted for a small kitchen team" }) + "\n",
      "latin1",
    );
    writeFileSync(
      path.join(typedIn, "posts.jsonl"),
      Buffer.concat([
        Buffer.from([post("a1"), post("a2"), "{not json", post("a3")].join("\n") + "\n"),
        latin1,
        Buffer.from(
          [post("a4"), post("m1", { created_utc: undefined }), post("a5"), "also not json"].join("\n") + "\n",
        ),
      ]),
    );
    // npm runs the script in the app's folder and says where the command was typed in INIT_CWD.
    const res = cli("scripts/ideas-import.ts", ["--format", "reddit", "--source", `lines_${suffix}`, "posts.jsonl"], {
      INIT_CWD: typedIn,
    });
    expect(res.stderr).not.toMatch(/cannot be read/);
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/posts read\s+9\n/);
    expect(res.stdout).toMatch(/^ {4}bad line {12}4 \(first: line 3\)$/m);
    expect(res.stdout).toMatch(/^ {6}not valid JSON: 2 \(first: line 3\)$/m);
    expect(res.stdout).toMatch(/^ {6}not valid UTF-8: 1 \(first: line 5\)$/m);
    expect(res.stdout).toMatch(/^ {6}missing field "created_utc": 1 \(first: line 7\)$/m);
  }, 120_000);

  it("refuses an empty file by name", () => {
    const empty = path.join(dir, "empty.jsonl");
    writeFileSync(empty, "");
    const res = cli("scripts/ideas-import.ts", ["--format", "reddit", "--source", `empty_${suffix}`, empty]);
    expect(res.status).toBe(2);
    expect(res.stderr).toContain(`${empty} is empty: there is nothing to import.`);
  });

  it("keeps every post of several Stack Exchange sites under one source, though their ids repeat", async () => {
    const row = (id: number, title: string) =>
      `  <row Id="${id}" PostTypeId="1" CreationDate="2021-05-06T07:08:09.000" Score="2" Body="&lt;p&gt;${title} for a small team?&lt;/p&gt;" Title="${title}" OwnerUserId="${id + 40}" />\n`;
    const files = ["beer", "coffee"].map((site) => {
      const file = path.join(dir, `${site}.stackexchange.com`, "Posts.xml");
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        `<?xml version="1.0" encoding="utf-8"?>\n<posts>\n${row(1, `Which app tracks ${site} stock`)}${row(2, `Any tool to log ${site} tastings`)}</posts>\n`,
      );
      return file;
    });
    const source = `sites_${suffix}`;
    const res = cli("scripts/ideas-import.ts", ["--format", "stackexchange", "--source", source, ...files]);
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/posts read\s+4\n/);
    expect(res.stdout).toMatch(/^ {4}duplicate {11}0$/m);
    const { rows } = await pool.query<{ external_id: string }>(
      `SELECT p.external_id FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id WHERE s.name = $1 ORDER BY 1`,
      [source],
    );
    expect(rows.map((r) => r.external_id)).toEqual([
      "beer.stackexchange.com:1",
      "beer.stackexchange.com:2",
      "coffee.stackexchange.com:1",
      "coffee.stackexchange.com:2",
    ]);
  }, 120_000);
});
