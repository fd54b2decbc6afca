// Prisma's WebAssembly schema engine (@prisma/schema-engine-wasm) on throw-away PostgreSQL
// databases. Prisma 7's CLI needs the native engine for `migrate dev|diff`, which cannot be
// downloaded offline; the wasm engine does the same work through @prisma/adapter-pg.
// See /work/shared/RECIPES.md, "Prisma 7 offline", for the traps handled here.
//
// Every database this module opens is disposable: an in-memory PGlite by default, or a fresh
// `mig_tool_<random>` database on a PostgreSQL server when `serverUrl` is given. It never
// connects to an application database.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
} from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import * as runtime from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";
import { startEmbeddedPostgres } from "../../lib/server/db/embedded";

export type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";

type ThrowAwayDb = { url: string; dispose(): Promise<void> };
type Rows = Record<string, unknown>[];

/**
 * An empty in-memory PGlite, served on a random loopback port for adapter-pg's `pg` client by the
 * app's own socket server, which asks for a password (a fresh one each time) like the app's database.
 */
async function pgliteDb(): Promise<ThrowAwayDb> {
  // maxConnections > 1: a pg.Pool may open a second connection while the first is checked out.
  const embedded = await startEmbeddedPostgres({ dataDir: "memory://", maxConnections: 10 });
  return { url: embedded.url, dispose: embedded.stop };
}

/** A fresh `mig_tool_<random>` database on the server `serverUrl` points at, dropped on dispose. */
async function serverDb(serverUrl: string): Promise<ThrowAwayDb> {
  const name = `mig_tool_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), dispose: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * Trap 1: adapter-pg 7.10 throws "Unsupported column type" on PostgreSQL's one-byte `"char"` type
 * (OID 18), which the engine's catalog queries select (contype, relkind, ...), and the engine
 * wants those columns typed `Character` (typed as Text it panics: "... as char failed"). `pg`
 * already parses the values as strings, so per query we relabel such fields as text for
 * adapter-pg, then mark them `Character` in its result. `performIO` is adapter-pg's private
 * "run through pg" method; we override it on a per-call child object (Object.create) so that
 * concurrent queries cannot mix up their columns.
 */
type Queryable = {
  performIO(query: SqlQuery): Promise<{ fields: { dataTypeID: number }[] }>;
  queryRaw(query: SqlQuery): Promise<SqlResultSet>;
  startTransaction?(...args: unknown[]): Promise<object>;
};
function patchCharColumns<T extends object>(queryable: T): T {
  const target = queryable as T & Queryable;
  const queryRaw = target.queryRaw;
  target.queryRaw = async (query) => {
    const charColumns: number[] = [];
    const call: Queryable = Object.create(target);
    call.performIO = async (q) => {
      const result = await target.performIO(q);
      result?.fields.forEach((field, i) => {
        if (field.dataTypeID !== 18) return;
        field.dataTypeID = 25; // text
        charColumns.push(i);
      });
      return result;
    };
    const resultSet = await queryRaw.call(call, query);
    for (const i of charColumns) resultSet.columnTypes[i] = ColumnTypeEnum.Character;
    return resultSet;
  };
  // Transactions are separate queryables: patch each one as it starts.
  const startTransaction = target.startTransaction?.bind(target);
  if (startTransaction) target.startTransaction = async (...a) => patchCharColumns(await startTransaction(...a));
  return target;
}

/**
 * adapter-pg on a throw-away database, patched for the engine. Its dispose (which the engine and
 * our close() may both call) runs `beforeDispose` while the database is live, then drops it.
 */
async function connect(db: ThrowAwayDb, beforeDispose: (query: (sql: string) => Promise<Rows>) => Promise<void>) {
  const adapter = patchCharColumns(await new PrismaPg(db.url).connect());
  const pool = adapter.underlyingDriver();
  // adapter-pg's executeScript splits a script on every ";" (even inside comments, string literals
  // and $$ bodies) and runs the pieces one by one. The native engine sends a migration as one
  // simple-protocol query, which PostgreSQL runs as one implicit transaction: do the same.
  // Errors go through adapter-pg's onError, which turns them into DriverAdapterErrors the engine
  // can report (a raw pg error would surface as "External error id#0").
  const onError = (adapter as unknown as { onError(e: unknown): never }).onError.bind(adapter);
  adapter.executeScript = async (script) => void (await pool.query(script).catch(onError));
  const dispose = adapter.dispose.bind(adapter);
  let disposed: Promise<void> | undefined;
  adapter.dispose = () =>
    (disposed ??= beforeDispose(async (sql) => (await pool.query(sql)).rows)
      .finally(dispose)
      .finally(() => db.dispose()));
  return adapter;
}

/** Instantiates the wasm once per process (wasm-bindgen "bundler" output, wired by hand). */
let wasmReady: Promise<void> | undefined;
function loadWasm(): Promise<void> {
  return (wasmReady ??= (async () => {
    // The package exports only its JS files; the .wasm sits next to the glue module. Its own
    // entry does `import * as wasm from "./schema_engine_bg.wasm"`, which Node cannot import.
    const glue = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await readFile(path.join(path.dirname(glue), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": runtime });
    runtime.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })());
}

/** A Rust panic calls this registry's set_message() before the wasm traps with "unreachable". */
const panics = { last: "", set_message: (message: string) => void (panics.last = message) };
(globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY = panics;
export const lastEnginePanic = () => panics.last;

export interface EngineOptions {
  /** Prisma schema files as [path, content]; the path only appears in messages. */
  schemaFiles: [path: string, content: string][];
  /** Use throw-away databases on this PostgreSQL server (any database URL on it), not PGlite. */
  serverUrl?: string;
  /** Called with each shadow database (migrations applied) just before it is thrown away. */
  inspectShadow?: (query: (sql: string) => Promise<Rows>) => Promise<void>;
  /** Receives the engine's JSON log lines. */
  log?: (message: string) => void;
}

export interface EngineHandle {
  engine: SchemaEngine;
  /** Frees the engine, then disposes every connection and database still open. */
  close(): Promise<void>;
}

/**
 * Starts an engine on throw-away databases. The engine connects to its main database as soon as
 * it starts, even when the command (a `diff` from migrations) only uses shadow databases. It
 * disposes each shadow itself, but not the main connection: close() does.
 *
 * Trap 2: adapter-pg's own `connectToShadowDb` keeps the main connection string (its
 * `connectionString` wins over the `database` it sets), so its "shadow" would be the main
 * database. Our factory gives the engine a brand-new throw-away database for every shadow.
 */
export async function startEngine(opts: EngineOptions): Promise<EngineHandle> {
  await loadWasm();
  const newDb = opts.serverUrl ? () => serverDb(opts.serverUrl!) : pgliteDb;
  const open = new Set<SqlDriverAdapter>();
  let main: Promise<ThrowAwayDb> | undefined; // one main database however often the engine connects

  async function openDb(db: ThrowAwayDb, isShadow: boolean): Promise<SqlDriverAdapter> {
    const adapter = await connect(db, async (query) => {
      open.delete(adapter);
      if (isShadow) await opts.inspectShadow?.(query);
    }).catch(async (error) => {
      await db.dispose();
      throw error;
    });
    open.add(adapter);
    return adapter;
  }
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: async () => openDb({ url: (await (main ??= newDb())).url, dispose: async () => {} }, false),
    connectToShadowDb: async () => openDb(await newDb(), true),
  };
  const closeAll = async () => {
    for (const adapter of [...open]) await adapter.dispose().catch(() => {});
    if (main) await (await main).dispose();
  };

  try {
    const bound = bindMigrationAwareSqlAdapterFactory(factory);
    const log = (message: string) => opts.log?.(message);
    const engine = await runtime.SchemaEngine.new({ datamodels: opts.schemaFiles }, log, bound);
    return { engine, close: async () => (engine.free(), await closeAll()) };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
