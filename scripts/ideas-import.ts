/**
 * npm run ideas:import -- --format reddit|hn|stackexchange|csv|jsonl [--map columns.json] [--source NAME]
 *                         [--community NAME] [--dry-run] [--decisions FILE.jsonl] FILE...
 * npm run ideas:import -- --join [RUN_ID]     another worker for an import in progress (any machine
 *                                             that reaches the database and the files)
 * Reads the dumps, keeps the posts that voice a need, groups and scores them and publishes ideas
 * (pipeline/run.ts). Prints progress per stage and a summary; a dry run also prints the would-be ideas.
 */
import { statSync } from "node:fs";
import { createAnalyser } from "../pipeline/analysers/index";
import { UsageError, anonymisationKey, callerPath, openPool, parseArgs } from "../pipeline/command";
import { defaultThreadCount } from "../pipeline/ingest-threads";
import { createProgress } from "../pipeline/progress";
import { work, type DryRunIdea } from "../pipeline/run";
import { summaryLines } from "../pipeline/summary";
import { SourceError } from "../pipeline/sources/index";
import { checkDecisionsPath, writeRunDecisions } from "../pipeline/decisions";
import type { SourceFormat } from "../pipeline/types";
import { firstLines, latestOpenRun, runById, startRun, upsertSource } from "../lib/server/pipeline/runs";

const FORMATS: SourceFormat[] = ["reddit", "hn", "stackexchange", "csv", "jsonl"];
const USAGE =
  "usage: npm run ideas:import -- --format reddit|hn|stackexchange|csv|jsonl [--map columns.json] [--source NAME] [--community NAME] [--dry-run] [--decisions FILE.jsonl] FILE...\n       npm run ideas:import -- --join [RUN_ID]";

async function main(): Promise<number> {
  const { options, positionals } = parseArgs(
    process.argv.slice(2),
    ["dry-run", "join", "help"],
    ["format", "map", "source", "community", "decisions"],
  );
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  // --decisions FILE.jsonl: one line per input record with its verdict (pipeline/decisions.ts).
  const decisions = typeof options.decisions === "string" ? callerPath(options.decisions) : null;
  const unwritable = decisions && checkDecisionsPath(decisions);
  if (unwritable) throw new UsageError(unwritable);
  const started = Date.now();
  const pool = openPool();
  const progress = createProgress();
  try {
    let runId: number;
    if (options.join) {
      const named = positionals[0] ? Number(positionals[0]) : await latestOpenRun(pool);
      if (!named || !Number.isSafeInteger(named)) throw new UsageError("No import in progress to join.");
      runId = named;
      progress.line(`Joining run ${runId}.`);
    } else {
      const format = options.format as SourceFormat;
      if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")}.`);
      if (!positionals.length) throw new UsageError("Name at least one FILE.");
      if ((format === "csv" || format === "jsonl") && !options.map)
        throw new UsageError(
          `--format ${format} needs --map columns.json (which column holds the id, community, title, body, author, date and score).`,
        );
      const files = positionals.map(callerPath);
      refuseEmptyFiles(files);
      const source = typeof options.source === "string" ? options.source : format;
      const sourceId = await upsertSource(pool, source, format, null);
      const map = typeof options.map === "string" ? callerPath(options.map) : undefined;
      const { run, resumed } = await startRun(pool, {
        sourceId,
        format,
        files,
        options: { map, community: options.community },
        dryRun: Boolean(options["dry-run"]),
      });
      runId = run.id;
      progress.line(
        resumed
          ? `Resuming run ${runId} (posts already done are skipped).`
          : `Run ${runId}: ${files.length} file(s), source ${source}.`,
      );
    }
    const report: DryRunIdea[] = [];
    const analyser = createAnalyser();
    // The local analyser is pure: it analyses on threads, one per core; an LLM's calls are I/O and stay here.
    const threads = analyser.name === "local" ? defaultThreadCount() : undefined;
    await work(pool, runId, {
      analyser,
      key: anonymisationKey(),
      progress,
      threads,
      report: (idea) => report.push(idea),
    });
    const run = (await runById(pool, runId))!;
    const timings = (
      await pool.query<{ timings: Record<string, number> }>(`SELECT timings FROM pipeline_runs WHERE id = $1`, [runId])
    ).rows[0]!.timings;
    console.log(
      summaryLines(
        run,
        timings,
        process.resourceUsage().maxRSS * 1024,
        Date.now() - started,
        (process.cpuUsage().user + process.cpuUsage().system) / 1000,
        await firstLines(pool, runId),
      ).join("\n"),
    );
    if (run.dryRun) printReport(report);
    if (decisions) {
      const n = await writeRunDecisions(decisions, run, analyser);
      console.log(`Decisions on ${n.toLocaleString("en-US")} record(s) written to ${decisions}.`);
    }
    return run.status === "failed" ? 1 : 0;
  } finally {
    await pool.end();
  }
}

/** An empty file is refused by name before any run starts (a compressed file holding nothing is refused by its reader). */
function refuseEmptyFiles(files: string[]): void {
  for (const file of files) {
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      continue; // the reader says why it cannot be read
    }
    if (size === 0) throw new SourceError(`${file} is empty: there is nothing to import.`);
  }
}

function printReport(ideas: DryRunIdea[]): void {
  console.log(`\nWould-be ideas (${ideas.length}), best first:`);
  for (const idea of [...ideas].sort((a, b) => b.overall - a.overall || (a.key < b.key ? -1 : 1))) {
    console.log(
      `\n- ${idea.title} [${idea.category}] AI ${idea.overall}, demand ${idea.demandScore}, innovation ${idea.innovationScore}, simplicity ${idea.simplicityScore}, market $${idea.marketSize}M`,
    );
    console.log(`  ${idea.explanation}`);
    console.log(`  communities: ${idea.communities.map((c) => `${c.name} (${c.posts})`).join(", ")}`);
    for (const q of idea.quotes) console.log(`  "${q}"`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof SourceError) {
      console.error(`${error.message}\n${error instanceof UsageError ? USAGE : ""}`.trim());
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
