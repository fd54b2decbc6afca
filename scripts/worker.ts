/**
 * `npm run worker`: the job worker alone (graphile-worker), for deployments that run several app
 * instances with WORKER_IN_APP=0. Needs DATABASE_URL (the app's database, migrated by `npm start`
 * or `npm run db:migrate`). On SIGTERM or SIGINT it finishes the job it runs, then exits.
 */
import { env } from "../lib/env";
import { startJobWorker } from "../lib/server/jobs/worker";

async function main() {
  const concurrency = Number(process.env.WORKER_CONCURRENCY ?? 4);
  const worker = await startJobWorker({ connectionString: env().DATABASE_URL, concurrency });
  console.log(`\u2714 Job worker ${worker.workerId} running (${concurrency} at a time). Ctrl+C stops it.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void worker.stop().finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(`\u2716 ${(error as Error).message}`);
  process.exit(1);
});
