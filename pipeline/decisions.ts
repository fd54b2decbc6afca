/**
 * Per-record decisions an operator can read and a team can measure (`--decisions FILE.jsonl` of
 * `npm run ideas:import`, and `npm run ideas:eval`): one line per input record, in reading order,
 * `{"source_id", "verdict", "reason"}`. The verdicts come from the same readers, screen, analyser
 * and gates as the ingest stage (pipeline/detect.ts), and a need or launch whose text repeats an
 * earlier one of the same files is a duplicate, as the group stage collapses reposts.
 */
import { createWriteStream, existsSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { textHashOfWords } from "@/lib/domain/pipeline/minhash";
import { normalisedWords } from "@/lib/domain/pipeline/text";
import { detect } from "./detect";
import { loadColumnMap, readSource } from "./sources/index";
import type { Analyser, Detection, ReadOptions, SkipReason, SourceFormat } from "./types";

export const VERDICTS = [
  "need",
  "launch",
  "answer",
  "not_a_need",
  "sensitive",
  "duplicate",
  "bad_line",
  "too_short",
  "wrong_language",
  "bot",
] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface Decision {
  /** The record's own id (a Hacker News id, a Stack Exchange row Id); null for a line that could not be read. */
  source_id: string | null;
  verdict: Verdict;
  reason: string;
}

const SKIP_VERDICTS: Record<SkipReason, { verdict: Verdict; reason: string }> = {
  deleted: { verdict: "not_a_need", reason: "deleted or removed at the source" },
  bot_or_moderator: { verdict: "bot", reason: "bot, moderator or site text" },
  too_short: { verdict: "too_short", reason: "too few words" },
  not_a_need: { verdict: "not_a_need", reason: "no request" },
  duplicate: { verdict: "duplicate", reason: "seen before" },
  wrong_language: { verdict: "wrong_language", reason: "not English" },
  bad_line: { verdict: "bad_line", reason: "unreadable record" },
  sensitive: { verdict: "sensitive", reason: "sensitive topic" },
  answer: { verdict: "answer", reason: "answer to another post" },
};

/**
 * The record's own id: Stack Exchange ids are keyed by site in the pipeline
 * ("beer.stackexchange.com:64"); a decision names the row's Id as the dump has it ("64").
 */
export function ownId(format: SourceFormat, externalId: string): string {
  if (format !== "stackexchange") return externalId;
  const keyed = /:(-?\d+)$/.exec(externalId);
  return keyed ? keyed[1]! : externalId;
}

/** A detection as a verdict and its reason. */
export function verdictOf(detection: Detection): { verdict: Verdict; reason: string } {
  if (detection.kind === "need") return { verdict: "need", reason: detection.why ?? "request" };
  if (detection.kind === "launch") return { verdict: "launch", reason: detection.why ?? "own launch" };
  const base = SKIP_VERDICTS[detection.reason];
  return { verdict: base.verdict, reason: detection.why ?? base.reason };
}

/** The decision on every record of `files`, in reading order. */
export async function* decide(
  format: SourceFormat,
  files: string[],
  options: ReadOptions,
  analyser?: Analyser,
): AsyncGenerator<Decision> {
  const kept = new Map<string, string>();
  for await (const record of readSource(format, files, options)) {
    if (!("post" in record)) {
      const repeated = /^id (\S+) seen before/.exec(record.detail);
      const where = record.line ? ` line ${record.line}` : "";
      yield {
        source_id: repeated ? ownId(format, repeated[1]!) : null,
        verdict: record.skipped === "duplicate" ? "duplicate" : "bad_line",
        reason: `${path.basename(record.file)}${where}: ${record.detail}`.slice(0, 200),
      };
      continue;
    }
    const post = record.post;
    const id = ownId(format, post.externalId);
    if (!(post.createdAt instanceof Date) || Number.isNaN(post.createdAt.getTime())) {
      yield { source_id: id, verdict: "bad_line", reason: "date is not a date" };
      continue;
    }
    const detection = await detect(post, analyser);
    if (detection.kind === "need" || detection.kind === "launch") {
      const hash = textHashOfWords(normalisedWords(`${post.title ?? ""}\n${post.body}`));
      const first = kept.get(hash);
      if (first !== undefined) {
        yield { source_id: id, verdict: "duplicate", reason: `repeats post ${first}` };
        continue;
      }
      kept.set(hash, id);
    }
    yield { source_id: id, ...verdictOf(detection) };
  }
}

/** Writes the decisions as JSON Lines to `file`; returns how many. */
export async function writeDecisions(file: string, decisions: AsyncIterable<Decision>): Promise<number> {
  const out = createWriteStream(file);
  let n = 0;
  try {
    for await (const d of decisions) {
      if (!out.write(`${JSON.stringify(d)}\n`)) await once(out, "drain");
      n++;
    }
  } finally {
    out.end();
    await once(out, "finish").catch(() => {});
  }
  return n;
}

/** The decisions on an import run's files (its format, files and reading options as stored), written to `file`. */
export function writeRunDecisions(
  file: string,
  run: { format: string; files: string[]; options: unknown },
  analyser?: Analyser,
): Promise<number> {
  const o = (run.options ?? {}) as { map?: string; community?: string };
  const options: ReadOptions = { columnMap: o.map ? loadColumnMap(o.map) : undefined, community: o.community };
  return writeDecisions(file, decide(run.format as SourceFormat, run.files, options, analyser));
}

/** Refuses, before any work, a decisions file that cannot be written (its folder missing). */
export function checkDecisionsPath(file: string): string | null {
  const folder = path.dirname(file);
  return existsSync(folder) ? null : `Cannot write the decisions to ${file}: the folder ${folder} does not exist.`;
}
