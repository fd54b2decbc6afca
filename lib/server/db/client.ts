import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/** One Prisma client per process (kept on globalThis so dev reloads do not open new pools). */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export function createPrisma(connectionString: string, max = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString, max });
  return new PrismaClient({ adapter });
}

export function db(): PrismaClient {
  globalForPrisma.prisma ??= createPrisma(env().DATABASE_URL);
  return globalForPrisma.prisma;
}
