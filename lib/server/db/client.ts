import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/** One Prisma client per process (kept on globalThis so dev reloads do not open new pools). */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

/**
 * How long an interactive transaction may wait for a pooled connection: like a plain query, which
 * waits in the same queue without limit, it waits its turn; the bound only keeps a leaked pool from
 * holding a request for ever. With Prisma's default of 2 s a burst of requests answered 500 for the
 * transactions alone (200 parallel requests on a busy 2-core machine: nearly every claim and
 * unclaim, on PostgreSQL as on the embedded database; 10 s still failed some when the burst took
 * 20 to 25 s).
 */
const TRANSACTION_MAX_WAIT_MS = 60_000;

/**
 * How long opening a new connection may take before the query fails: without a bound (pg's
 * default) a request waits as long as the network does when the server is unreachable; with it, the
 * caller answers 503 (database unavailable) and the next request tries again. It bounds only the
 * connection attempt (set on each pg client), not the wait for a free slot in the pool.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long a query may wait for a free connection of a full pool before it fails with 503: a
 * burst against a healthy database queues here while the connections in use finish, so the bound is
 * far longer than CONNECT_TIMEOUT_MS (with 5 s a burst of 200 parallel requests on a 2-core machine
 * answered some 503s with the database up); it only ends a wait that means the server is overloaded
 * or the pool leaked. pg-pool applies its connectionTimeoutMillis to this wait and to opening a
 * connection alike, so the pool gets this value and each client its own shorter connect bound.
 */
export const POOL_SLOT_WAIT_MS = 25_000;

/** A pg client whose connection attempt gives up after CONNECT_TIMEOUT_MS, whatever the pool's wait. */
class ShortConnectClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/**
 * The client of an interactive transaction (the `tx` of `db().$transaction(async (tx) => ...)`):
 * what a step that must run inside its caller's transaction takes.
 */
export type Tx = Prisma.TransactionClient;
/** The process's client or a transaction's: what a read or write that runs alone or inside a transaction takes. */
export type DbClient = PrismaClient | Tx;

export function createPrisma(connectionString: string, max = 10): PrismaClient {
  return prismaOver(createPool(connectionString, max), true);
}

function createPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: POOL_SLOT_WAIT_MS,
    Client: ShortConnectClient,
  });
  // A connection that fails while idle (the server restarting) is dropped by the pool; the next
  // query opens a new one. Without a listener the pool's 'error' event would end the process.
  pool.on("error", () => {});
  return pool;
}

/** A Prisma client over `pool`; with `owns`, its $disconnect ends the pool. */
function prismaOver(pool: pg.Pool, owns: boolean): PrismaClient {
  const adapter = new PrismaPg(pool, { disposeExternalPool: owns });
  return new PrismaClient({ adapter, transactionOptions: { maxWait: TRANSACTION_MAX_WAIT_MS } });
}

export function db(): PrismaClient {
  if (!globalForPrisma.prisma) {
    const pool = createPool(env().DATABASE_URL, 10);
    globalForPrisma.pool = pool;
    globalForPrisma.prisma = prismaOver(pool, false);
  }
  return globalForPrisma.prisma;
}

/**
 * One statement straight on the pool under db(), without Prisma's query engine: for the few hot
 * statements of a request path whose cost is mostly per query (Deep Search's), where the engine's
 * work per call showed in the latency. The rows come as `pg` gives them: int4 and float columns
 * as numbers, bigint and numeric as strings, so callers convert with Number(); pass days as
 * 'YYYY-MM-DD' strings, not Dates (pg sends a Date in the process's local time). Same pool, so the
 * same connection limit and the same errors as db().
 */
export async function queryRows<T>(statement: Prisma.Sql): Promise<T[]> {
  db();
  return (await globalForPrisma.pool!.query(statement.text, statement.values)).rows as T[];
}

/**
 * Closes the process's pool (shutdown). The custom server calls it through its own copy of this
 * module; the client lives on globalThis, so it is the one Next's handlers used.
 */
export async function closeDb(): Promise<void> {
  const { prisma, pool } = globalForPrisma;
  globalForPrisma.prisma = undefined;
  globalForPrisma.pool = undefined;
  await prisma?.$disconnect();
  await pool?.end();
}

/** Socket errors and PostgreSQL's codes for "cannot connect", "connection lost" and "shutting down". */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
  "P1001",
  "P1002",
  "P1017",
  "P2024",
]);
// "timeout expired" is pg's whole message when a connection attempt outlasted CONNECT_TIMEOUT_MS.
const UNAVAILABLE_MESSAGES =
  /connection terminated|server has closed the connection|terminating connection|can't reach database server|server closed the connection|timeout exceeded when trying to connect|connection timeout|^timeout expired$|database system is (starting up|shutting down)|Client has encountered a connection error|the database system is in recovery mode/i;

/**
 * Whether an error means the database cannot be reached right now (down, restarting, unreachable,
 * out of connections) rather than a bug: such a request answers 503 and may be retried. Walks the
 * error's causes (Prisma wraps the driver's error, the adapter wraps the socket's).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const e = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      originalCode?: unknown;
      kind?: unknown;
      errors?: unknown;
    };
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.originalCode === "string" && UNAVAILABLE_CODES.has(e.originalCode)) return true;
    if (e.kind === "DatabaseNotReachable" || e.kind === "SocketTimeout" || e.kind === "ConnectionClosed") return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}
