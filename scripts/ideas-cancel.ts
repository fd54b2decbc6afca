/**
 * npm run ideas:cancel -- RUN
 * Ends an unfinished import as failed ("cancelled by the operator") and removes its queued jobs: no
 * worker takes them again, and a process working on it stops at its next batch. Posts it already
 * stored stay (a later import of the same files skips them); a dry run's are deleted.
 */
import { UsageError, openPool, parseArgs } from "../pipeline/command";
import { failRun, runById } from "../lib/server/pipeline/runs";

const USAGE = "usage: npm run ideas:cancel -- RUN   (the run's number, as npm run ideas:runs lists it)";

async function main(): Promise<number> {
  const { positionals } = parseArgs(process.argv.slice(2), [], []);
  if (positionals.length !== 1 || !/^\d+$/.test(positionals[0]!)) throw new UsageError("Name one run by its number.");
  const runId = Number(positionals[0]);
  const pool = openPool();
  try {
    const run = await runById(pool, runId);
    if (!run) {
      console.error(`No run ${runId}: nothing cancelled (npm run ideas:runs lists them).`);
      return 1;
    }
    if (!(await failRun(pool, runId, "cancelled by the operator"))) {
      console.error(`Run ${runId} has already ended (${run.status}): nothing cancelled.`);
      return 1;
    }
    console.log(`Run ${runId} cancelled: marked failed, its queued jobs removed.`);
    return 0;
  } finally {
    await pool.end();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
