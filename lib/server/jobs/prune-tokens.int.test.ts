import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrisma } from "@/lib/server/db/client";
import { createUser } from "@/tests/support/factories";
import { until } from "@/tests/support/mail-jobs";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { PRUNE_TOKENS_TASK, pruneExpiredTokens } from "./prune-tokens";
import { startJobWorker } from "./worker";

/**
 * Expired two-factor challenges and used or expired email-change links leave their tables; a
 * challenge or link that can still be used stays. A database of its own, so the worker started
 * here picks up no job another test file queued.
 */
let database: TestDatabase;
let prisma: PrismaClient;
let userId: number;

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
const ahead = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

beforeAll(async () => {
  database = await createTestDatabase("ideaforge_prune_tokens");
  prisma = createPrisma(database.url, 2);
  userId = (await createUser({}, prisma)).id;
});
afterAll(async () => {
  await prisma?.$disconnect();
  await database?.drop();
});

const challenge = (tokenHash: string, expiresAt: Date) =>
  prisma.twoFactorChallenge.create({ data: { tokenHash, userId, expiresAt } });
const emailLink = (tokenHash: string, expiresAt: Date, usedAt: Date | null = null) =>
  prisma.emailChangeToken.create({ data: { tokenHash, userId, newEmail: "new@example.test", expiresAt, usedAt } });

const left = async () => ({
  challenges: (await prisma.twoFactorChallenge.findMany({ orderBy: { tokenHash: "asc" } })).map((c) => c.tokenHash),
  links: (await prisma.emailChangeToken.findMany({ orderBy: { tokenHash: "asc" } })).map((t) => t.tokenHash),
});
const query = (text: string, values?: unknown[]) =>
  prisma.$executeRawUnsafe(text, ...(values ?? [])).then((n) => ({ rowCount: n }));

describe("pruning expired tokens", () => {
  it("removes expired two-factor challenges and used or expired email-change links, and keeps the usable ones", async () => {
    await challenge("challenge expired", ago(1));
    await challenge("challenge expired long ago", ago(60 * 24));
    await challenge("challenge pending", ahead(5));
    await emailLink("link expired", ago(1));
    await emailLink("link used", ahead(30), ago(5));
    await emailLink("link used, then expired", ago(10), ago(40));
    await emailLink("link pending", ahead(30));

    expect(await pruneExpiredTokens(query)).toEqual({ twoFactorChallenges: 2, emailChangeTokens: 3 });
    expect(await left()).toEqual({ challenges: ["challenge pending"], links: ["link pending"] });
    // Nothing more to do: a second run removes nothing.
    expect(await pruneExpiredTokens(query)).toEqual({ twoFactorChallenges: 0, emailChangeTokens: 0 });
  });

  it("is a job of the worker, which schedules it in its crontab", async () => {
    await challenge("challenge expired, for the worker", ago(2));
    await emailLink("link used, for the worker", ahead(30), ago(1));
    const worker = await startJobWorker({ connectionString: database.url, pollIntervalMs: 200, heartbeatMs: 1_000 });
    try {
      // The worker registers its hourly line once it has started (its cron runs beside the job loop,
      // so on a busy machine the line lands a moment after startJobWorker returns).
      const known = await until("the worker to register its prune-tokens crontab line", async () => {
        const rows = await prisma.$queryRaw<unknown[]>`
          SELECT 1 FROM graphile_worker._private_known_crontabs WHERE identifier = ${PRUNE_TOKENS_TASK}`;
        return rows.length ? rows : null;
      });
      expect(known).toHaveLength(1);
      // Queued as the crontab queues it, the job runs on the worker and completes.
      await prisma.$executeRaw`SELECT graphile_worker.add_job(${PRUNE_TOKENS_TASK}, '{}'::json, job_key := 'prune-tokens-now')`;
      await until(
        "the prune job to finish",
        async () =>
          (await prisma.$queryRaw<unknown[]>`SELECT 1 FROM graphile_worker.jobs WHERE key = 'prune-tokens-now'`)
            .length === 0,
      );
      expect(await left()).toEqual({ challenges: ["challenge pending"], links: ["link pending"] });
    } finally {
      await worker.stop();
    }
  });
});
