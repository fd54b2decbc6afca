/**
 * Builds the demo library: writes the demo corpus into a temp folder and runs the real pipeline
 * over it (pipeline/run.ts, the same code as `npm run ideas:import`), one run per dump format,
 * Reddit last. The earlier runs only store their posts; the last one groups the whole library and
 * publishes every group, so each idea is grouped and written once, from all the evidence.
 */
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Pool } from "pg";
import { createAnalyser } from "@/pipeline/analysers/index";
import { anonymisationKey, UsageError } from "@/pipeline/command";
import type { Progress } from "@/pipeline/progress";
import { work } from "@/pipeline/run";
import { summaryLines } from "@/pipeline/summary";
import type { SourceFormat } from "@/pipeline/types";
import { abandonOtherRuns, runById, startRun, upsertSource } from "@/lib/server/pipeline/runs";
import { writeDemoCorpus, type CorpusOptions, type CorpusStats } from "./generate";

/** Source names of the demo corpus (ideas:remove --source NAME removes one). */
export const DEMO_SOURCES: Record<"reddit" | "hn" | "stackexchange", string> = {
  hn: "demo-hn",
  stackexchange: "demo-stackexchange",
  reddit: "demo-reddit",
};
const ORDER = ["hn", "stackexchange", "reddit"] as const;

/**
 * The fixed author-hash key of throw-away databases and of the committed library snapshot
 * (prisma/seed-data/library-snapshot.ts): the snapshot's author hashes are this key's.
 */
export const FIXED_DEMO_KEY = createHmac("sha256", "ideaforge demo library")
  .update("idea pipeline: author hash")
  .digest("hex");

/** The app's anonymisation key when its secret exists; else the fixed key (throw-away and first-start databases). */
export function demoLibraryKey(): string {
  try {
    return anonymisationKey();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return FIXED_DEMO_KEY;
  }
}

export interface LibraryBuild {
  corpus: CorpusStats;
  ideas: number;
  ms: number;
}

export async function buildDemoLibrary(
  pool: Pool,
  options: CorpusOptions & { key: string; progress: Progress; keepDir?: string },
): Promise<LibraryBuild> {
  const started = Date.now();
  const dir = options.keepDir ?? mkdtempSync(path.join(tmpdir(), "ideaforge-demo-corpus-"));
  try {
    options.progress.line(`Writing the demo corpus to ${dir} ...`);
    const corpus = await writeDemoCorpus(dir, options);
    options.progress.line(
      `Demo corpus: ${corpus.posts.toLocaleString("en-US")} posts in ${corpus.communities} communities over 36 months, ${corpus.needsVoiced.toLocaleString("en-US")} needs voiced by ${(100 * corpus.needShare).toFixed(1)}% of the posts (${(corpus.ms / 1000).toFixed(1)} s).`,
    );
    const analyser = createAnalyser();
    const formats = ORDER.filter((format) => corpus.files[format].length);
    for (const [i, format] of formats.entries()) {
      const files = corpus.files[format];
      const last = i === formats.length - 1;
      const sourceId = await upsertSource(pool, DEMO_SOURCES[format], format, null);
      await abandonOtherRuns(pool, sourceId, files);
      const { run } = await startRun(pool, {
        sourceId,
        format: format as SourceFormat,
        files,
        // The earlier sources only store their posts: the last run groups every post of the library
        // and publishes every group.
        options: last ? {} : { ingestOnly: true },
        dryRun: false,
      });
      const t = Date.now();
      const cpu = process.cpuUsage();
      options.progress.line(
        `Run ${run.id}: ${format}, ${files.length} file(s)${last ? "" : ", stored now, grouped and published with the last run"}.`,
      );
      await work(pool, run.id, { analyser, key: options.key, progress: options.progress });
      const done = (await runById(pool, run.id))!;
      const timings = (
        await pool.query<{ timings: Record<string, number> }>(`SELECT timings FROM pipeline_runs WHERE id = $1`, [
          run.id,
        ])
      ).rows[0]!.timings;
      const used = process.cpuUsage(cpu);
      options.progress.line(
        summaryLines(
          done,
          timings,
          process.resourceUsage().maxRSS * 1024,
          Date.now() - t,
          (used.user + used.system) / 1000,
        ).join("\n"),
      );
    }
    const ideas = Number(
      (await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ideas WHERE published`)).rows[0]!.n,
    );
    return { corpus, ideas, ms: Date.now() - started };
  } finally {
    if (!options.keepDir) rmSync(dir, { recursive: true, force: true });
  }
}
