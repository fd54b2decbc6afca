/**
 * The demo library as the pipeline built it, kept as a file: `npm run demo:library -- --write-snapshot`
 * builds the library from the demo corpus with the real pipeline into a fresh database and dumps the
 * rows the app and later pipeline runs read (ideas, their groups, evidence and quotes, the posts a
 * re-import skips, a removal deletes and a re-publish counts, the sources and runs); the first start
 * loads it with COPY in one transaction instead of running the pipeline again. The file is COPY
 * text, one section per table, every row in a fixed order with ids renumbered: sources and runs in
 * the order the build made them (one after another), the rest by natural keys (a post by source and
 * external id, a group by key, an idea by source key, a quote by idea and position), so the same
 * corpus and pipeline give the same text whatever order the pipeline's workers wrote in. Columns the database fills by itself at load (creation times,
 * random sample keys), what a finished run no longer reads (timings, work batches) and a post's
 * text hash and MinHash signature (the pipeline's own functions of its text: the loader computes
 * them again, as ingest did) stay out; Deep Search's documents are rewritten from the loaded rows.
 * Brotli at its best quality keeps the file near 3 MB (gzip: 6).
 *
 * Beside it, library-snapshot.inputs records what the build was made from: the fingerprint of its
 * inputs' content (every project file the build imports, the migrations and package-lock.json) and
 * the snapshot's own digest. While both still hold, the library test loads the snapshot instead of
 * building the library again: the same sources give the same library.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import type { Pool, PoolClient } from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { signatureOfWords, textHashOfWords } from "../../lib/domain/pipeline/minhash";
import { normalisedWords } from "../../lib/domain/pipeline/text";
import { POST_COLUMNS, POST_TEXT_FEATURE_COLUMNS } from "../../lib/server/pipeline/posts";
import { inputFingerprint } from "../../scripts/lib/input-fingerprint";

export const SNAPSHOT_PATH = fileURLToPath(new URL("./library-snapshot.tsv.br", import.meta.url));
export const REGENERATE_COMMAND = "npm run demo:library -- --write-snapshot";
const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * What the library build reads: the code of `npm run demo:library` (the corpus generator, the
 * pipeline, the loader, the migrator) through its imports, the migrations it applies (read at run
 * time, not imported) and package-lock.json (every package import).
 */
const BUILD_INPUTS = {
  entries: ["scripts/demo-library.ts", "prisma/seed-data/corpus/library.ts"],
  extra: ["prisma/migrations", "package-lock.json"],
};

/** The fingerprint of the library build's inputs as the project's files hold them now (content only). */
export const libraryInputsFingerprint = (root = PROJECT_ROOT) => inputFingerprint({ root, ...BUILD_INPUTS });

/** The record kept beside a snapshot file: library-snapshot.tsv.br gives library-snapshot.inputs. */
export const inputsPathFor = (snapshotFile: string) =>
  path.join(path.dirname(snapshotFile), `${path.basename(snapshotFile).replace(/\.tsv\.br$/, "")}.inputs`);

export interface SnapshotInputs {
  /** libraryInputsFingerprint() when the snapshot was built. */
  inputs: string;
  /** snapshotDigest() of the snapshot's text. */
  snapshot: string;
}

/** One line: "inputs <sha256> snapshot <sha256>". */
export function writeSnapshotInputs(record: SnapshotInputs, snapshotFile = SNAPSHOT_PATH): string {
  const file = inputsPathFor(snapshotFile);
  writeFileSync(file, `inputs ${record.inputs} snapshot ${record.snapshot}\n`);
  return file;
}

/** The record beside the snapshot, or null when there is none or it is not of this form. */
export function readSnapshotInputs(snapshotFile = SNAPSHOT_PATH): SnapshotInputs | null {
  let line: string;
  try {
    line = readFileSync(inputsPathFor(snapshotFile), "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const match = /^inputs ([0-9a-f]{64}) snapshot ([0-9a-f]{64})$/.exec(line);
  return match ? { inputs: match[1]!, snapshot: match[2]! } : null;
}
const HEADER = "# ideaforge demo library snapshot, format 1";

interface TableSpec {
  table: string;
  /** Columns in the file's order; the first is always an integer (no row line starts with '#'). */
  columns: string[];
  /** The SELECT that writes them, ids mapped to their canonical numbers, in canonical order. */
  select: string;
}

/**
 * A group's key as the snapshot writes it. A group named by no phrase takes the key "need:g<id of its
 * first post>", and post ids follow the order parallel ingest wrote in: that id is written as the
 * post's canonical id (the id it has once loaded).
 */
const canonicalKey = (e: string) =>
  `CASE WHEN ${e} ~ '^need:g[0-9]{1,9}$' THEN coalesce('need:g' || (SELECT k.cid FROM snap_posts k WHERE k.id = substring(${e} from 7)::int), ${e}) ELSE ${e} END`;

/** Text orderings use the C collation: the same order on every server. */
const MAPS = [
  `CREATE TEMP TABLE snap_sources ON COMMIT DROP AS
     SELECT id, row_number() OVER (ORDER BY id)::int AS cid FROM pipeline_sources`,
  `CREATE TEMP TABLE snap_runs ON COMMIT DROP AS
     SELECT id, row_number() OVER (ORDER BY id)::int AS cid FROM pipeline_runs`,
  `CREATE TEMP TABLE snap_posts ON COMMIT DROP AS
     SELECT p.id, row_number() OVER (ORDER BY s.cid, p.external_id COLLATE "C")::int AS cid
       FROM pipeline_posts p JOIN snap_sources s ON s.id = p.source_id`,
  `CREATE TEMP TABLE snap_groups ON COMMIT DROP AS
     SELECT id, row_number() OVER (ORDER BY ${canonicalKey("key")} COLLATE "C")::int AS cid FROM pipeline_groups`,
  `CREATE TEMP TABLE snap_ideas ON COMMIT DROP AS
     SELECT id, row_number() OVER (ORDER BY ${canonicalKey("source_key")} COLLATE "C")::int AS cid FROM ideas`,
  `CREATE TEMP TABLE snap_quotes ON COMMIT DROP AS
     SELECT q.id, row_number() OVER (ORDER BY i.cid, q.position)::int AS cid FROM pipeline_quotes q JOIN snap_ideas i ON i.id = q.idea_id`,
];
const MAP_NAMES = ["sources", "runs", "posts", "groups", "ideas", "quotes"];
MAPS.push(...MAP_NAMES.map((m) => `ALTER TABLE snap_${m} ADD PRIMARY KEY (id)`));

/** In load order: every table after the ones it refers to (groups before ideas' evidence, posts after groups). */
const TABLES: TableSpec[] = [
  {
    table: "pipeline_sources",
    columns: ["id", "name", "format", "licence", "attribution"],
    select: `SELECT m.cid, t.name, t.format, t.licence, t.attribution
               FROM pipeline_sources t JOIN snap_sources m ON m.id = t.id ORDER BY 1`,
  },
  {
    // A run's files lived in a temp folder: only their names are kept.
    table: "pipeline_runs",
    columns: ["id", "source_id", "format", "files", "options", "dry_run", "status", "file_batches", "counts"],
    select: `SELECT m.cid, s.cid, t.format, ARRAY(SELECT regexp_replace(f, '^.*/', '') FROM unnest(t.files) WITH ORDINALITY AS x(f, n) ORDER BY n),
                    t.options, t.dry_run, t.status, t.file_batches, t.counts
               FROM pipeline_runs t JOIN snap_runs m ON m.id = t.id JOIN snap_sources s ON s.id = t.source_id ORDER BY 1`,
  },
  {
    table: "ideas",
    columns: [
      "id",
      "source_key",
      "title",
      "description",
      "complaint_summary",
      "analysis",
      "category",
      "overall",
      "demand_score",
      "market_size",
      "simplicity_score",
      "innovation_score",
      "number_developing",
      "published",
    ],
    select: `SELECT m.cid, ${canonicalKey("t.source_key")}, t.title, t.description, t.complaint_summary, t.analysis, t.category, t.overall,
                    t.demand_score, t.market_size, t.simplicity_score, t.innovation_score, t.number_developing, t.published
               FROM ideas t JOIN snap_ideas m ON m.id = t.id ORDER BY 1`,
  },
  {
    table: "pipeline_groups",
    columns: ["id", "key", "idea_id", "key_phrases"],
    select: `SELECT m.cid, ${canonicalKey("t.key")}, i.cid, t.key_phrases
               FROM pipeline_groups t JOIN snap_groups m ON m.id = t.id LEFT JOIN snap_ideas i ON i.id = t.idea_id ORDER BY 1`,
  },
  {
    table: "pipeline_posts",
    columns: ["id", ...POST_COLUMNS, "terms", "duplicate_of_id", "group_id", "stage"],
    select: `SELECT m.cid, s.cid, t.external_id, r.cid, t.community, t.parent_external_id, t.author_hash, t.posted_at, t.month,
                    t.kind, t.skip_reason, t.score, t.comments, t.text, t.terms, d.cid, g.cid, t.stage
               FROM pipeline_posts t JOIN snap_posts m ON m.id = t.id JOIN snap_sources s ON s.id = t.source_id
               LEFT JOIN snap_runs r ON r.id = t.run_id LEFT JOIN snap_posts d ON d.id = t.duplicate_of_id
               LEFT JOIN snap_groups g ON g.id = t.group_id ORDER BY 1`,
  },
  {
    table: "pipeline_evidence",
    columns: [
      "idea_id",
      "group_id",
      "people",
      "need_posts",
      "launch_posts",
      "communities",
      "monthly",
      "first_seen",
      "last_seen",
      "score_inputs",
      "explanation",
    ],
    select: `SELECT i.cid, g.cid, t.people, t.need_posts, t.launch_posts, t.communities, t.monthly, t.first_seen, t.last_seen,
                    t.score_inputs, t.explanation
               FROM pipeline_evidence t JOIN snap_ideas i ON i.id = t.idea_id JOIN snap_groups g ON g.id = t.group_id ORDER BY 1`,
  },
  {
    table: "pipeline_quotes",
    columns: ["id", "idea_id", "post_id", "position", "text", "community", "month"],
    select: `SELECT m.cid, i.cid, p.cid, t.position, t.text, t.community, t.month
               FROM pipeline_quotes t JOIN snap_quotes m ON m.id = t.id JOIN snap_ideas i ON i.id = t.idea_id
               JOIN snap_posts p ON p.id = t.post_id ORDER BY 1`,
  },
];

/** Tables with a serial id: their sequences are set past the loaded ids. */
const SERIAL_TABLES = [
  "pipeline_sources",
  "pipeline_runs",
  "ideas",
  "pipeline_groups",
  "pipeline_posts",
  "pipeline_quotes",
];
/** The search triggers (migration search_table) are off while the rows go in; the documents are written once after. */
const SEARCH_TRIGGER_TABLES = ["ideas", "pipeline_evidence", "pipeline_quotes"];

/**
 * The library in the database as the snapshot's text (uncompressed). Given a pool it reads in a
 * transaction of its own; given a client, inside the client's transaction (its temp tables go with it).
 */
export async function dumpLibrary(db: Pool | PoolClient): Promise<string> {
  if ("release" in db) return dumpIn(db);
  const client = await db.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
    const text = await dumpIn(client);
    await client.query("COMMIT");
    return text;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function dumpIn(client: PoolClient): Promise<string> {
  // Dates and times written the same way whatever the server's or session's settings.
  await client.query(`SET LOCAL TimeZone = 'UTC'`);
  await client.query(`SET LOCAL DateStyle = 'ISO, YMD'`);
  for (const sql of MAPS) await client.query(sql);
  const parts = [HEADER];
  for (const spec of TABLES) {
    const rows = await copyOut(client, `COPY (${spec.select}) TO STDOUT`);
    parts.push(`# ${spec.table} ${spec.columns.join(",")}`, rows.endsWith("\n") ? rows.slice(0, -1) : rows);
  }
  for (const m of MAP_NAMES) await client.query(`DROP TABLE snap_${m}`);
  return parts.filter((p) => p !== "").join("\n") + "\n";
}

/** Rows per table in a snapshot's text. */
export function snapshotRowCounts(text: string): [string, number][] {
  return sections(text).map((s) => [s.table, s.body ? s.body.split("\n").length - 1 : 0]);
}

async function copyOut(client: PoolClient, sql: string): Promise<string> {
  const stream = client.query(copyTo(sql));
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The digest two dumps of the same library share (sha256 of the uncompressed text). */
export const snapshotDigest = (text: string) => createHash("sha256").update(text).digest("hex");

/** Where two snapshots' texts part: the first table whose rows differ, with both row counts; null if equal. */
export function snapshotDifference(expected: string, actual: string): string | null {
  if (expected === actual) return null;
  const a = new Map(sections(expected).map((s) => [s.table, s.body]));
  for (const s of sections(actual)) {
    const before = a.get(s.table) ?? "";
    if (before === s.body) continue;
    const rows = (body: string) => body.split("\n").length - 1;
    const x = before.split("\n");
    const y = s.body.split("\n");
    const at = x.findIndex((line, i) => line !== y[i]);
    return `${s.table}: ${rows(before)} rows committed, ${rows(s.body)} built; first difference at row ${at + 1}:\n  committed ${(x[at] ?? "").slice(0, 300)}\n  built     ${(y[at] ?? "").slice(0, 300)}`;
  }
  return "the header or the set of tables";
}

/** Brotli, best quality (a couple of minutes, once per regeneration; reading takes a fraction of a second). */
export function writeSnapshot(text: string, file = SNAPSHOT_PATH): number {
  const input = Buffer.from(text, "utf8");
  const bytes = brotliCompressSync(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
  writeFileSync(file, bytes);
  return bytes.length;
}

export function readSnapshot(file = SNAPSHOT_PATH): string | null {
  try {
    return brotliDecompressSync(readFileSync(file)).toString("utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

interface Section {
  table: string;
  columns: string[];
  body: string;
}

function sections(text: string): Section[] {
  const lines = text.split("\n");
  if (lines[0] !== HEADER) throw new Error(`Not a library snapshot of this format (first line "${lines[0]}").`);
  const out: Section[] = [];
  let current: { table: string; columns: string[]; rows: string[] } | null = null;
  for (const line of lines.slice(1)) {
    if (line.startsWith("# ")) {
      if (current) out.push({ table: current.table, columns: current.columns, body: current.rows.join("") });
      const [table, columns] = line.slice(2).split(" ");
      current = { table: table!, columns: columns!.split(","), rows: [] };
    } else if (line && current) current.rows.push(`${line}\n`);
  }
  if (current) out.push({ table: current.table, columns: current.columns, body: current.rows.join("") });
  const known = new Map(TABLES.map((t) => [t.table, t.columns.join(",")]));
  for (const s of out)
    if (known.get(s.table) !== s.columns.join(","))
      throw new Error(`The snapshot's ${s.table} columns do not match this code: run ${REGENERATE_COMMAND}.`);
  return out;
}

/** Whether the database holds no library and no pipeline rows at all: the only state a snapshot loads into. */
export async function pipelineTablesEmpty(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ideas) OR EXISTS (SELECT 1 FROM pipeline_sources) OR EXISTS (SELECT 1 FROM pipeline_posts)
         OR EXISTS (SELECT 1 FROM pipeline_groups) AS any`,
  );
  return !rows[0]!.any;
}

export interface SnapshotLoad {
  ideas: number;
  posts: number;
  ms: number;
  /** Of which writing the rows (COPY), Deep Search's documents and building the indexes. */
  copyMs: number;
  searchMs: number;
  indexMs: number;
}

/**
 * Loads the snapshot into a database without library or pipeline rows, in one transaction: the rows
 * with COPY (search triggers off, the tables' indexes other than their keys dropped and built again
 * after), then each idea's search document, the sequences past the loaded ids, and the runs marked
 * finished now. A failure leaves the database as it was, indexes included.
 */
export async function loadSnapshot(pool: Pool, text: string): Promise<SnapshotLoad> {
  const started = Date.now();
  const parts = sections(text);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(`SET LOCAL TimeZone = 'UTC'`);
    const triggers = await client.query<{ table: string; name: string }>(
      `SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND c.relname = ANY($1::text[]) AND t.tgname LIKE '%search%'
          AND c.relnamespace = current_schema()::regnamespace`,
      [SEARCH_TRIGGER_TABLES],
    );
    for (const t of triggers.rows) await client.query(`ALTER TABLE "${t.table}" DISABLE TRIGGER "${t.name}"`);
    const copying = Date.now();
    const indexMs = await withIndexesRebuilt(client, REBUILT_INDEX_TABLES, async () => {
      const checksOff = await skipReferenceChecks(client);
      for (const s of parts) await copyIn(client, s);
      if (checksOff) await client.query(`SET LOCAL session_replication_role = origin`);
    });
    const copyMs = Date.now() - copying - indexMs;
    for (const t of triggers.rows) await client.query(`ALTER TABLE "${t.table}" ENABLE TRIGGER "${t.name}"`);
    const searching = Date.now();
    await client.query(`SELECT idea_search_refresh(ARRAY(SELECT id FROM ideas))`);
    const searchMs = Date.now() - searching;
    await client.query(`UPDATE pipeline_runs SET finished_at = started_at WHERE status IN ('done', 'failed')`);
    for (const table of SERIAL_TABLES)
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST(max(id), 1), max(id) IS NOT NULL) FROM "${table}"`,
      );
    const counts = await client.query<{ ideas: number; posts: number }>(
      `SELECT (SELECT count(*)::int FROM ideas WHERE published) AS ideas, (SELECT count(*)::int FROM pipeline_posts) AS posts`,
    );
    await client.query("COMMIT");
    return { ...counts.rows[0]!, ms: Date.now() - started, copyMs, searchMs, indexMs };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The rows are a dump of one consistent library (every reference resolves; the library test loads
 * it back and dumps it again unchanged), so where the role may (a superuser: the embedded database,
 * a local server's postgres) the foreign-key checks, a lookup per row that doubles the load's time,
 * are skipped for the COPY (session_replication_role replica). Anywhere else they run.
 */
async function skipReferenceChecks(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ rolsuper: boolean }>(
    `SELECT rolsuper FROM pg_roles WHERE rolname = current_user`,
  );
  if (!rows[0]?.rolsuper) return false;
  await client.query(`SET LOCAL session_replication_role = replica`);
  return true;
}

/**
 * The tables whose indexes (other than primary keys and the constraints' own) are dropped while the
 * rows go in and built again once they are all in (before the search documents, whose writing reads
 * them): a build from all the rows sorts them once, where COPY into an indexed table inserts into
 * every index row by row (on the embedded database the posts' four indexes doubled their COPY).
 * Not the search documents' table: it is partitioned, and its index made again on the parent alone
 * would leave the partitions without one.
 */
const REBUILT_INDEX_TABLES = [...SERIAL_TABLES, "pipeline_evidence"];

/** Runs `write` with the tables' droppable indexes (see REBUILT_INDEX_TABLES) dropped, then builds them again; returns the build's time. */
async function withIndexesRebuilt(client: PoolClient, tables: string[], write: () => Promise<void>): Promise<number> {
  const definitions = await dropIndexes(client, tables);
  await write();
  const building = Date.now();
  for (const definition of definitions) await client.query(definition);
  return Date.now() - building;
}

/** Drops the tables' indexes other than primary keys and constraints' own; returns the statements that make them again. */
async function dropIndexes(client: PoolClient, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY($1::text[]) AND t.relkind = 'r' AND t.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
      ORDER BY 1`,
    [tables],
  );
  for (const index of rows) await client.query(`DROP INDEX "${index.name}"`);
  return rows.map((index) => index.definition);
}

/** The posts' columns the file leaves out, computed from each post's text as ingest computes them. */
const TEXT_FEATURES = POST_TEXT_FEATURE_COLUMNS;

function withTextFeatures(section: Section): Section {
  const at = section.columns.indexOf("text");
  const lines = section.body.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]) continue;
    const raw = lines[i]!.split("\t")[at]!;
    if (raw === "\\N") {
      lines[i] += "\t\\N\t\\N";
      continue;
    }
    const words = normalisedWords(copyUnescape(raw));
    lines[i] += `\t${textHashOfWords(words)}\t{${signatureOfWords(words).join(",")}}`;
  }
  return { ...section, columns: [...section.columns, ...TEXT_FEATURES], body: lines.join("\n") };
}

const COPY_ESCAPES: Record<string, string> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };

/** A field of COPY's text format as the text it stands for (COPY TO writes only these escapes). */
export function copyUnescape(field: string): string {
  return field.replace(/\\(.)/g, (_, c: string) => COPY_ESCAPES[c] ?? c);
}

/**
 * A COPY's rows go in messages of about this many characters, whole lines each: the embedded
 * database's server gathers a message piece by piece as the socket delivers it, copying what it
 * has at every piece, so one message of the posts' tens of megabytes was copied hundreds of times.
 */
export const COPY_PIECE_CHARS = 1 << 20;

/** `text` cut after a newline once a piece reaches `size` characters (a line longer than that stays whole). */
export function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    const cut = text.indexOf("\n", Math.min(start + size, text.length) - 1);
    const end = cut === -1 ? text.length : cut + 1;
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

async function copyIn(client: PoolClient, given: Section): Promise<void> {
  if (!given.body) return;
  const section = given.table === "pipeline_posts" ? withTextFeatures(given) : given;
  const stream = client.query(
    copyFrom(`COPY "${section.table}" (${section.columns.map((c) => `"${c}"`).join(", ")}) FROM STDIN`),
  );
  const done = new Promise<void>((resolve, reject) => {
    stream.on("finish", resolve);
    stream.on("error", reject);
  });
  for (const piece of pieces(section.body, COPY_PIECE_CHARS)) stream.write(piece);
  stream.end();
  await done;
}
