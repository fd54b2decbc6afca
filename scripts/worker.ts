/**
 * `npm run worker`: the job worker alone (graphile-worker), for deployments that run several app
 * instances with WORKER_IN_APP=0: the emails, and the idea pipeline's jobs (an import in progress,
 * one this machine helps with; pipeline/run.ts), when the app's secret (the authors' hash key) is
 * there. Needs DATABASE_URL (the app's database, migrated by `npm start` or `npm run db:migrate`).
 * On SIGTERM or SIGINT it finishes the jobs it runs, then exits.
 */
import { loggedPool } from "../lib/server/db/pool";
import { env } from "../lib/env";
import { startJobWorker } from "../lib/server/jobs/worker";
import { createAnalyser } from "../pipeline/analysers/index";
import { anonymisationKey, UsageError } from "../pipeline/command";
import { defaultThreadCount } from "../pipeline/ingest-threads";
import type { PipelineJobs } from "../pipeline/jobs";
import { silentProgress } from "../pipeline/progress";
import { startPipelineWorker } from "../pipeline/run";

async function main() {
  const concurrency = Number(process.env.WORKER_CONCURRENCY ?? 4);
  const worker = await startJobWorker({ connectionString: env().DATABASE_URL, concurrency });
  console.log(`\u2714 Job worker ${worker.workerId} running (${concurrency} at a time). Ctrl+C stops it.`);
  const pipeline = await startPipeline();
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void Promise.all([worker.stop(), pipeline?.stop()]).finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** The pipeline's job pool, or null (with the reason) when this machine cannot hash authors. */
async function startPipeline(): Promise<PipelineJobs | null> {
  let key: string;
  try {
    key = anonymisationKey();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.log(`  Pipeline jobs not taken here: ${error.message}`);
    return null;
  }
  const url = env().DATABASE_URL;
  const analyser = createAnalyser();
  const pool = loggedPool(url, 6, "pipeline");
  const jobs = await startPipelineWorker(
    pool,
    {
      analyser,
      key,
      progress: { ...silentProgress, line: (text) => console.log(`  ${text}`) },
      threads: analyser.name === "local" ? defaultThreadCount() : undefined,
    },
    url,
  );
  console.log(`\u2714 Pipeline jobs taken too (${jobs.workerId}).`);
  return {
    ...jobs,
    stop: async () => {
      await jobs.stop();
      await pool.end();
    },
  };
}

main().catch((error) => {
  console.error(`\u2716 ${(error as Error).message}`);
  process.exit(1);
});
