/**
 * Drills: the app killed with SIGKILL in the middle of batch saves, and `npm run ideas:import`
 * killed in the middle of a pipeline run. After a restart every batch is in the database whole or
 * not at all (acknowledged ones whole), the app serves again, and the pipeline run resumes and
 * ends with what an uninterrupted run of the same files makes.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { prepareDatabase } from "../load/app";
import { checkBatches } from "../load/invariants";
import { check, crowd, loggedInProbe, sleep, withCluster, type DrillResult } from "./drill";

export function batchCrashDrill(): Promise<DrillResult> {
  return withCluster("app-killed-during-batch-saves", async (env) => {
    const app = await env.startApp();
    // Big batches (30 new notes each) sent back to back, so many are in flight at the kill.
    const users = await crowd(env, app, 30, { notesPerBatch: 30 });
    await users.logIn();
    // The users stop when the app is killed (a few calls at most meet the closed port).
    const load = users.run(Date.now() + 15_000, 50);
    await sleep(14_800);
    const inFlightBefore = users.ledger.batches.filter((b) => !b.acknowledged).length;
    await app.kill();
    await load;
    const restarted = await env.startApp();
    const probe = await loggedInProbe(env, restarted);
    const serving = (await probe.call("probe", "GET", "/api/projects/")).status;
    const batches = await checkBatches(env.databaseUrl, users.ledger);
    return [
      check(
        "the app was killed with batches in flight",
        inFlightBefore > 0 && users.ledger.batches.length > 0,
        `${users.ledger.batches.length} batches sent, ${inFlightBefore} unanswered at the kill (${users.recorder.total()} calls answered before it: ${users.recorder
          .summary(1)
          .map(
            (c) =>
              `${c.name} ${Object.entries(c.statuses)
                .map(([k, v]) => `${k}×${v}`)
                .join(" ")}`,
          )
          .join("; ")})`,
      ),
      batches,
      check("after a restart the app serves again", serving === 200, `GET /api/projects/ answered ${serving}`),
    ];
  });
}

const POSTS = 8_000;
/** The drill's own runs: the seed's library build has runs of its own (the demo sources). */
const DRILL_RUNS = `pipeline_runs WHERE source_id = (SELECT id FROM pipeline_sources WHERE name = 'drill')`;

export function pipelineCrashDrill(): Promise<DrillResult> {
  return withCluster("import-killed-during-pipeline-run", async (env) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "ideaforge-corpus-"));
    try {
      await command(["tests/fixtures/pipeline/generate.ts", dir, "--posts", String(POSTS)], {});
      const file = path.join(dir, "reddit.jsonl");
      const importArgs = ["scripts/ideas-import.ts", "--format", "reddit", "--source", "drill", file];

      // The same files imported without interruption, on a second database of the cluster: the reference.
      const admin = new pg.Client({ connectionString: env.cluster.url });
      await admin.connect();
      await admin.query("CREATE DATABASE reference");
      await admin.end();
      const reference = env.cluster.databaseUrl("reference");
      await prepareDatabase(reference);
      await command(importArgs, { DATABASE_URL: reference });

      // Killed once its run has done part of its batches, then the same command again.
      const killed = await command(importArgs, { DATABASE_URL: env.databaseUrl }, async (child) => {
        const deadline = Date.now() + 120_000;
        while (Date.now() < deadline) {
          const [row] = await env
            .query<{ done: string }>(
              `SELECT count(*) AS done FROM pipeline_batches b JOIN pipeline_runs r ON r.id = b.run_id JOIN pipeline_sources s ON s.id = r.source_id
                WHERE s.name = 'drill' AND b.status = 'done'`,
            )
            .catch(() => [{ done: "0" }]);
          if (Number(row!.done) >= 1) break;
          await sleep(100);
        }
        child.kill("SIGKILL");
      });
      const [interrupted] = await env.query<{ status: string; done: string; total: string }>(
        "SELECT r.status, (SELECT count(*) FROM pipeline_batches b WHERE b.run_id = r.id AND b.status = 'done') AS done, (SELECT count(*) FROM pipeline_batches b WHERE b.run_id = r.id) AS total FROM pipeline_runs r ORDER BY id DESC LIMIT 1",
      );
      const resumed = await command(importArgs, { DATABASE_URL: env.databaseUrl });
      const summary = async (query: (sql: string) => Promise<Record<string, unknown>[]>) => {
        const [row] = await query(
          `SELECT (SELECT count(*) FROM ${DRILL_RUNS}) AS runs, (SELECT string_agg(status::text, ',') FROM ${DRILL_RUNS}) AS status,
                  (SELECT count(*) FROM pipeline_posts) AS posts, (SELECT count(DISTINCT external_id) FROM pipeline_posts) AS distinct_posts,
                  (SELECT count(*) FROM pipeline_groups) AS groups, (SELECT count(*) FROM ideas) AS ideas`,
        );
        return row!;
      };
      const got = await summary((sql) => env.query(sql));
      const want = await summary(async (sql) => {
        const c = new pg.Client({ connectionString: reference });
        await c.connect();
        try {
          return (await c.query(sql)).rows;
        } finally {
          await c.end();
        }
      });
      const same = ["posts", "distinct_posts", "groups", "ideas"].every((k) => String(got[k]) === String(want[k]));
      return [
        check(
          "the import was killed in the middle of its run",
          killed.signal === "SIGKILL" && interrupted?.status !== "done",
          `killed with ${killed.signal} while the run was ${interrupted?.status}, ${interrupted?.done} of ${interrupted?.total} batches done`,
        ),
        check(
          "the same command resumes the run and finishes it",
          resumed.code === 0 &&
            /Resuming run/.test(resumed.output) &&
            got.status === "done" &&
            String(got.runs) === "1",
          `exit ${resumed.code}; ${/Resuming run/.test(resumed.output) ? "said it resumed" : "did not say it resumed"}; runs: ${got.runs} (${got.status})`,
        ),
        check(
          "the result equals an uninterrupted run's",
          same,
          `posts ${got.posts}/${want.posts}, distinct ${got.distinct_posts}/${want.distinct_posts}, groups ${got.groups}/${want.groups}, ideas ${got.ideas}/${want.ideas} (resumed/reference)`,
        ),
      ];
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

function command(
  args: string[],
  env: Record<string, string>,
  whileRunning?: (child: ReturnType<typeof spawn>) => Promise<void>,
): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      // The import hashes authors with the app's secret: a drill's own when none is set.
      env: { ...process.env, SECRET_KEY: process.env.SECRET_KEY ?? "fault-drill-secret-".repeat(3), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    child.on("exit", (code, signal) => resolve({ code, signal, output }));
    void whileRunning?.(child);
  });
}
