import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/** One Prisma client per process (kept on globalThis so dev reloads do not open new pools). */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/**
 * How long an interactive transaction may wait for a pooled connection: like a plain query, which
 * waits in the same queue without limit, it waits its turn; the bound only keeps a leaked pool from
 * holding a request for ever. With Prisma's default of 2 s a burst of requests answered 500 for the
 * transactions alone (200 parallel requests on a busy 2-core machine: nearly every claim and
 * unclaim, on PostgreSQL as on the embedded database; 10 s still failed some when the burst took
 * 20 to 25 s).
 */
const TRANSACTION_MAX_WAIT_MS = 60_000;

export function createPrisma(connectionString: string, max = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString, max });
  return new PrismaClient({ adapter, transactionOptions: { maxWait: TRANSACTION_MAX_WAIT_MS } });
}

export function db(): PrismaClient {
  globalForPrisma.prisma ??= createPrisma(env().DATABASE_URL);
  return globalForPrisma.prisma;
}

/**
 * Closes the process's pool (shutdown). The custom server calls it through its own copy of this
 * module; the client lives on globalThis, so it is the one Next's handlers used.
 */
export async function closeDb(): Promise<void> {
  const prisma = globalForPrisma.prisma;
  globalForPrisma.prisma = undefined;
  await prisma?.$disconnect();
}
