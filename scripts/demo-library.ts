/**
 * npm run demo:library -- [--database-url URL | --embedded DIR] [--posts N] [--seed N] [--keep DIR] [--check]
 *                          [--write-snapshot [--snapshot-file FILE]]
 *
 * Generates the demo forum corpus (prisma/seed-data/corpus/) into a temp folder and runs the real
 * idea pipeline over it into a database (migrated first), printing the pipeline's progress, each
 * run's summary, the ideas published, the time and the peak memory. Without --database-url (or
 * DATABASE_URL) it uses the embedded database: in DIR with --embedded, else in memory.
 * --keep DIR keeps the corpus there; --check then compares the groups with the planted needs.
 * --write-snapshot builds the whole corpus into an empty database with the fixed demo key and writes
 * what it holds to prisma/seed-data/library-snapshot.tsv.br, which the first start loads instead of
 * running the pipeline (prisma/seed-data/library-snapshot.ts), and beside it
 * library-snapshot.inputs: the fingerprint of the build's inputs (the content of every file the
 * build imports, the migrations, package-lock.json) and the snapshot's digest. The inputs must not
 * change during the build (it fails if they did). --snapshot-file FILE writes FILE (and its .inputs
 * beside it) instead of the committed file. Run it after any change to the corpus or the pipeline:
 * the library test loads the snapshot only while the inputs' fingerprint matches, builds the library
 * otherwise, and fails until the file matches the build.
 */
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../lib/server/db/embedded";
import { migrate } from "../lib/server/db/migrate";
import { anonymisationKey, callerPath, parseArgs, UsageError } from "../pipeline/command";
import { createProgress } from "../pipeline/progress";
import { groupPurity } from "../prisma/seed-data/corpus/purity";
import { buildDemoLibrary, FIXED_DEMO_KEY } from "../prisma/seed-data/corpus/library";
import {
  dumpLibrary,
  libraryInputsFingerprint,
  pipelineTablesEmpty,
  SNAPSHOT_PATH,
  snapshotDigest,
  writeSnapshot,
  writeSnapshotInputs,
} from "../prisma/seed-data/library-snapshot";

const USAGE =
  "usage: npm run demo:library -- [--database-url URL | --embedded DIR] [--posts N] [--seed N] [--keep DIR] [--check] [--write-snapshot [--snapshot-file FILE]]";

async function main(): Promise<number> {
  const { options } = parseArgs(
    process.argv.slice(2),
    ["check", "help", "write-snapshot"],
    ["database-url", "embedded", "posts", "seed", "keep", "snapshot-file"],
  );
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  if (options.check && typeof options.keep !== "string")
    throw new UsageError("--check needs --keep DIR (it reads the corpus's labels).");
  const snapshot = Boolean(options["write-snapshot"]);
  // The snapshot is the library the first start would build: the whole corpus, its default seed.
  if (snapshot && (options.posts || options.seed))
    throw new UsageError("--write-snapshot builds the whole corpus: leave out --posts and --seed.");
  if (options["snapshot-file"] !== undefined && (!snapshot || typeof options["snapshot-file"] !== "string"))
    throw new UsageError("--snapshot-file FILE goes with --write-snapshot.");
  const snapshotFile =
    typeof options["snapshot-file"] === "string" ? callerPath(options["snapshot-file"]) : SNAPSHOT_PATH;
  // The inputs as this process loaded them: the build must not see them change.
  const inputs = snapshot ? libraryInputsFingerprint() : null;
  const started = Date.now();
  let url = typeof options["database-url"] === "string" ? options["database-url"] : process.env.DATABASE_URL;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  if (!url || typeof options.embedded === "string") {
    embedded = await startEmbeddedPostgres({
      dataDir: typeof options.embedded === "string" ? options.embedded : "memory://",
    });
    url = embedded.url;
    console.log(`Embedded database (${typeof options.embedded === "string" ? options.embedded : "in memory"}).`);
  }
  const pool = new pg.Pool({ connectionString: url, max: 6 });
  try {
    await migrate(url);
    if (snapshot && !(await pipelineTablesEmpty(pool)))
      throw new UsageError("--write-snapshot needs a database without ideas or pipeline rows (or none: in memory).");
    const progress = createProgress();
    const build = await buildDemoLibrary(pool, {
      key: snapshot ? FIXED_DEMO_KEY : demoKey(),
      progress,
      posts: options.posts ? Number(options.posts) : undefined,
      seed: options.seed ? Number(options.seed) : undefined,
      keepDir: typeof options.keep === "string" ? options.keep : undefined,
    });
    console.log(
      `\nDemo library: ${build.ideas.toLocaleString("en-US")} ideas published from ${build.corpus.posts.toLocaleString("en-US")} posts in ${build.corpus.communities} communities` +
        ` (${build.corpus.needsVoiced.toLocaleString("en-US")} planted needs); ${((Date.now() - started) / 1000).toFixed(1)} s in all, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`,
    );
    if (options.check) console.log(await groupPurity(pool, build.corpus.labels));
    if (inputs) {
      if (libraryInputsFingerprint() !== inputs)
        throw new Error("The library's sources changed during the build: run it again on sources that stay put.");
      const text = await dumpLibrary(pool);
      const bytes = writeSnapshot(text, snapshotFile);
      const record = writeSnapshotInputs({ inputs, snapshot: snapshotDigest(text) }, snapshotFile);
      console.log(
        `Snapshot: ${path.relative(process.cwd(), snapshotFile)}, ${(bytes / 1024 / 1024).toFixed(2)} MB (${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB of text), sha256 ${snapshotDigest(text)}; its inputs' fingerprint ${inputs} in ${path.relative(process.cwd(), record)}.`,
      );
    }
    return 0;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

/** The app's anonymisation key when its secret exists; else a fixed key for throw-away demo databases. */
function demoKey(): string {
  try {
    return anonymisationKey();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return FIXED_DEMO_KEY;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
