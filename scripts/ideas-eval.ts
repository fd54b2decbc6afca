/**
 * npm run ideas:eval -- --labels labels.tsv --format reddit|hn|stackexchange|csv|jsonl [--map columns.json]
 *                       [--source NAME] [--community NAME] [--errors] FILE...
 * Runs the need detection of an import (readers, screen, the analyser, the gates: pipeline/decisions.ts)
 * over the files, without a database, and prints precision, recall and F1 of the verdict "need"
 * against the labelled ids, per file and overall. --source keeps the labels rows of that source
 * (a labels file's `source` column; Stack Exchange ids repeat across sites). --errors lists the ids
 * of false positives and false negatives. Relative paths are read from the directory the command
 * was typed in.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createAnalyser } from "../pipeline/analysers/index";

import { callerPath, parseArgs, UsageError } from "../pipeline/command";
import { decide, type Decision } from "../pipeline/decisions";
import { LabelsError, parseLabels, score, scoreLine } from "../pipeline/eval";
import { loadColumnMap, SourceError } from "../pipeline/sources/index";
import type { SourceFormat } from "../pipeline/types";

const FORMATS: SourceFormat[] = ["reddit", "hn", "stackexchange", "csv", "jsonl"];
const USAGE =
  "usage: npm run ideas:eval -- --labels labels.tsv --format reddit|hn|stackexchange|csv|jsonl [--map columns.json] [--source NAME] [--community NAME] [--errors] FILE...";

async function main(): Promise<number> {
  const { options, positionals } = parseArgs(
    process.argv.slice(2),
    ["errors", "help"],
    ["labels", "format", "map", "source", "community"],
  );
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const format = options.format as SourceFormat;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")}.`);
  if (typeof options.labels !== "string") throw new UsageError("--labels labels.tsv is required.");
  if (!positionals.length) throw new UsageError("Name at least one FILE.");
  if ((format === "csv" || format === "jsonl") && typeof options.map !== "string")
    throw new UsageError(`--format ${format} needs --map columns.json.`);
  const source = typeof options.source === "string" ? options.source : format;
  const labels = parseLabels(readFileSync(callerPath(options.labels), "utf8"), source);
  const readOptions = {
    columnMap: typeof options.map === "string" ? loadColumnMap(callerPath(options.map)) : undefined,
    community: typeof options.community === "string" ? options.community : undefined,
  };
  const analyser = createAnalyser();
  const all: Decision[] = [];
  const lines: string[] = [];
  for (const file of positionals.map((f) => callerPath(f))) {
    const decisions: Decision[] = [];
    for await (const d of decide(format, [file], readOptions, analyser))
      if (d.source_id && labels.has(d.source_id)) decisions.push(d);
    all.push(...decisions);
    if (positionals.length > 1) lines.push(scoreLine(path.basename(file), score(decisions, labels)));
  }
  const overall = score(all, labels);
  lines.push(scoreLine(`overall (${source})`, overall));
  console.log(lines.join("\n"));
  if (overall.found < labels.size) console.log(`${labels.size - overall.found} labelled id(s) not found in the files.`);
  if (options.errors) {
    console.log(`false positives: ${overall.falsePositives.join(" ") || "-"}`);
    console.log(`false negatives: ${overall.falseNegatives.join(" ") || "-"}`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof SourceError || error instanceof LabelsError) {
      console.error(`${error.message}\n${error instanceof UsageError ? USAGE : ""}`.trim());
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
