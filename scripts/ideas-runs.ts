/**
 * npm run ideas:runs [-- --limit N]
 * Lists the imports, newest first: id, status (with why a failed one failed), source, format, files,
 * batches done and jobs still queued. `npm run ideas:cancel RUN` ends one.
 */
import { UsageError, openPool, parseArgs } from "../pipeline/command";
import { listRuns, type RunListRow } from "../lib/server/pipeline/runs";

const USAGE = "usage: npm run ideas:runs [-- --limit N]";

export function runLines(runs: RunListRow[]): string[] {
  if (!runs.length) return ["No import has run yet."];
  return runs.map((r) => {
    const when = r.startedAt.toISOString().slice(0, 16).replace("T", " ");
    const status = r.status === "failed" && r.failure ? `failed (${r.failure})` : r.status;
    const files = r.files.length === 1 ? r.files[0]! : `${r.files.length} files`;
    const work = `${r.batchesDone} batch(es) done${r.queuedJobs ? `, ${r.queuedJobs} job(s) queued` : ""}`;
    return `Run ${r.id}  ${status}  ${r.format}, source ${r.source}${r.dryRun ? ", dry run" : ""}  started ${when} UTC  ${work}  ${files}`;
  });
}

async function main(): Promise<void> {
  const { options, positionals } = parseArgs(process.argv.slice(2), ["help"], ["limit"]);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length) throw new UsageError(`Unexpected argument ${positionals[0]}.`);
  const limit = options.limit === undefined ? 20 : Number(options.limit);
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new UsageError("--limit takes a whole number of runs, 1 or more.");
  const pool = openPool();
  try {
    console.log(runLines(await listRuns(pool, limit)).join("\n"));
  } finally {
    await pool.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
