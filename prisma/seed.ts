/**
 * Seed: the demo library and, outside production, the demo logins (one per plan state) with subscriptions
 * and a few projects. On a database without the library it generates the demo forum corpus
 * (prisma/seed-data/corpus/) and runs the real idea pipeline over it, as `npm run ideas:import`
 * does, with its progress bars: every published idea with its evidence. Outside production, for the
 * whole corpus on a database without pipeline rows, it loads instead the committed snapshot of that
 * same build (prisma/seed-data/library-snapshot.ts; the library test keeps it equal to what the
 * pipeline makes today): seconds instead of minutes.
 * SEED_LIBRARY_POSTS=N builds a smaller corpus with the pipeline (tests). Idempotent: a library already
 * there and demo users already there are left as they are.
 * Run with `npx prisma db seed`; `npm start` runs it on an empty database.
 */
import { pathToFileURL } from "node:url";
import bcrypt from "bcryptjs";
import pg from "pg";
import type { Prisma, PrismaClient } from "../lib/generated/prisma/client";
import { graceEndsAfter } from "../lib/domain/billing/access";
import { PLANS } from "../lib/domain/billing/plans";
import { KEY_PREFIX } from "../lib/domain/pipeline/grouping";
import { createPrisma } from "../lib/server/db/client";
import { createProgress, silentProgress } from "../pipeline/progress";
import { buildDemoLibrary, demoLibraryKey } from "./seed-data/corpus/library";
import { loadSnapshot, pipelineTablesEmpty, readSnapshot } from "./seed-data/library-snapshot";
import { DEMO_INVOICES, DEMO_PROJECTS } from "./seed-data/demo";

/** The source keys of the library's ideas (the pipeline's group keys) start with this. */
export const LIBRARY_KEY_PREFIX = KEY_PREFIX;
export const DEMO_PASSWORD = "DemoPass123!";
export const DEMO_USERNAMES = ["demo_starter", "demo_pro", "demo_lifetime", "demo_grace", "demo_canceled"] as const;
const DAY = 24 * 60 * 60 * 1000;

/** Demo data never goes into production unless asked for (SEED_DEMO=1). */
export function shouldSeedDemo(): boolean {
  if (process.env.SEED_DEMO === "1") return true;
  if (process.env.SEED_DEMO === "0") return false;
  return (process.env.APP_ENV ?? process.env.NODE_ENV) !== "production";
}

export interface SeedOptions {
  quiet?: boolean;
  /** The database the Prisma client talks to (the pipeline has its own pool); default DATABASE_URL. */
  databaseUrl?: string;
  /** Posts in the generated corpus; default SEED_LIBRARY_POSTS, else the full demo corpus. */
  posts?: number;
}

export async function runSeed(
  prisma: PrismaClient,
  { quiet = false, databaseUrl = process.env.DATABASE_URL, posts = seedPosts() }: SeedOptions = {},
) {
  const t0 = Date.now();
  if (!databaseUrl) throw new Error("The seed needs the database's URL (DATABASE_URL).");
  const inserted = await seedLibrary(prisma, databaseUrl, { quiet, posts });
  const demo = shouldSeedDemo() ? await seedDemoUsers(prisma) : 0;
  if (!quiet) {
    console.log(
      `Seed done in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${inserted.toLocaleString("en-US")} ideas published, ${demo} new demo users.`,
    );
  }
  return { inserted, demo };
}

function seedPosts(): number | undefined {
  const value = process.env.SEED_LIBRARY_POSTS;
  if (!value) return undefined;
  const posts = Number(value);
  if (!Number.isInteger(posts) || posts < 1)
    throw new Error(`SEED_LIBRARY_POSTS must be a positive whole number, not "${value}".`);
  return posts;
}

/**
 * Builds the library when the database holds none of its ideas, or finishes a build that was cut
 * short (the next start resumes it: posts already stored are skipped); returns the ideas published.
 */
async function seedLibrary(
  prisma: PrismaClient,
  databaseUrl: string,
  { quiet, posts }: { quiet: boolean; posts?: number },
): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 6 });
  try {
    const unfinished = (await deferredSearchTriggers(pool)).length > 0;
    if (!unfinished && (await prisma.idea.count({ where: { sourceKey: { startsWith: LIBRARY_KEY_PREFIX } } })))
      return 0;
    const progress = quiet ? silentProgress : createProgress();
    const started = Date.now();
    const loaded = await loadLibrarySnapshot(pool, { posts, unfinished });
    if (loaded) {
      progress.line(
        `Demo library: ${loaded.ideas.toLocaleString("en-US")} ideas and ${loaded.posts.toLocaleString("en-US")} pipeline posts loaded from the snapshot in ${(loaded.ms / 1000).toFixed(1)} s (rows ${(loaded.copyMs / 1000).toFixed(1)} s, their indexes ${(loaded.indexMs / 1000).toFixed(1)} s, search documents ${(loaded.searchMs / 1000).toFixed(1)} s).`,
      );
      return loaded.ideas;
    }
    await deferSearch(pool);
    const build = await buildDemoLibrary(pool, { key: demoLibraryKey(), progress, posts });
    const t = Date.now();
    await resumeSearch(pool);
    progress.line(
      `Search documents of ${build.ideas.toLocaleString("en-US")} ideas written in ${((Date.now() - t) / 1000).toFixed(1)} s.`,
    );
    progress.line(
      `Demo library: ${build.ideas.toLocaleString("en-US")} ideas published from ${build.corpus.posts.toLocaleString("en-US")} generated posts in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return build.ideas;
  } finally {
    await pool.end();
  }
}

/**
 * The committed snapshot of the whole corpus's library, loaded when that is what the seed would
 * build: the whole corpus (no SEED_LIBRARY_POSTS), outside production (whose author hashes are its
 * own key's), into a database without pipeline rows (the snapshot's ids start at 1), with no build
 * left unfinished. Null when it does not apply or the file is missing: the pipeline builds it.
 */
async function loadLibrarySnapshot(pool: pg.Pool, { posts, unfinished }: { posts?: number; unfinished: boolean }) {
  if (posts !== undefined || unfinished || isProduction()) return null;
  if (!(await pipelineTablesEmpty(pool))) return null;
  const text = readSnapshot();
  return text ? loadSnapshot(pool, text) : null;
}

const isProduction = () => (process.env.APP_ENV ?? process.env.NODE_ENV) === "production";

/**
 * The search triggers of migration search_table: they rewrite an idea's search document at every
 * write of the idea, its evidence or its quotes, so a library build wrote each document three times
 * per idea and per run, and on the embedded database that was two thirds of the publish stage.
 * While the library is built they are off and the documents are written once at the end
 * (idea_search_refresh, the triggers' own function). Triggers left off mean a build that did not
 * finish: the next seed resumes it (`libraryBuildUnfinished`), and only a finished build turns them
 * back on.
 */
const SEARCH_TRIGGER_TABLES = ["ideas", "pipeline_evidence", "pipeline_quotes"];

async function searchTriggers(
  pool: pg.Pool | pg.PoolClient,
): Promise<{ table: string; name: string; enabled: boolean }[]> {
  const { rows } = await pool.query<{ table: string; name: string; enabled: boolean }>(
    `SELECT c.relname AS table, t.tgname AS name, t.tgenabled <> 'D' AS enabled
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND c.relname = ANY($1::text[]) AND t.tgname LIKE '%search%' AND c.relnamespace = current_schema()::regnamespace
      ORDER BY 1, 2`,
    [SEARCH_TRIGGER_TABLES],
  );
  return rows;
}

async function deferredSearchTriggers(pool: pg.Pool | pg.PoolClient) {
  return (await searchTriggers(pool)).filter((t) => !t.enabled);
}

async function deferSearch(pool: pg.Pool): Promise<void> {
  for (const t of await searchTriggers(pool))
    if (t.enabled) await pool.query(`ALTER TABLE "${t.table}" DISABLE TRIGGER "${t.name}"`);
}

async function resumeSearch(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    for (const t of await deferredSearchTriggers(client))
      await client.query(`ALTER TABLE "${t.table}" ENABLE TRIGGER "${t.name}"`);
    await client.query(`SELECT idea_search_refresh(ARRAY(SELECT id FROM ideas))`);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Whether a library build was cut short (its search triggers are still off): the seed must run again. */
export async function libraryBuildUnfinished(databaseUrl: string): Promise<boolean> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    return (await deferredSearchTriggers(pool)).length > 0;
  } finally {
    await pool.end();
  }
}

type DemoName = (typeof DEMO_USERNAMES)[number];
const DEMO_SUBSCRIPTIONS: Record<DemoName, (now: number) => Prisma.SubscriptionCreateWithoutUserInput> = {
  demo_starter: (now) => ({ tier: "starter", status: "active", currentPeriodEnd: new Date(now + 30 * DAY) }),
  demo_pro: (now) => ({ tier: "pro", status: "active", currentPeriodEnd: new Date(now + 30 * DAY) }),
  demo_lifetime: (now) => ({
    tier: "lifetime",
    status: "active",
    isLifetime: true,
    lifetimePurchasedAt: new Date(now - 20 * DAY),
  }),
  // Its renewal payment failed 2 days ago: 12 days of access left, and an unpaid invoice to retry.
  demo_grace: (now) => ({
    tier: "pro",
    status: "grace_period",
    currentPeriodEnd: new Date(now + 28 * DAY),
    graceEndsAt: graceEndsAfter(new Date(now - 2 * DAY)),
    stripeCustomerId: "cus_demo_grace",
    stripeSubscriptionId: "sub_demo_grace",
  }),
  demo_canceled: (now) => ({ tier: "starter", status: "canceled", currentPeriodEnd: new Date(now - 10 * DAY) }),
};

/**
 * The ideas the demo projects are built on: the library's first published ideas in source-key
 * order (only the library's own keys, by their prefix: ideas others added are never picked), so
 * the same library always gives the same picks.
 */
export async function demoIdeas(prisma: PrismaClient, keyPrefix = LIBRARY_KEY_PREFIX): Promise<number[]> {
  const ideas = await prisma.idea.findMany({
    where: { published: true, sourceKey: { startsWith: keyPrefix } },
    orderBy: { sourceKey: "asc" },
    take: DEMO_PROJECTS.length,
    select: { id: true },
  });
  if (ideas.length < DEMO_PROJECTS.length)
    throw new Error(
      `The demo projects need ${DEMO_PROJECTS.length} published ideas; the library holds ${ideas.length}.`,
    );
  return ideas.map((i) => i.id);
}

async function seedDemoUsers(prisma: PrismaClient): Promise<number> {
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 12);
  const ideaIds = await demoIdeas(prisma);
  const now = Date.now();
  let created = 0;
  for (const [index, username] of DEMO_USERNAMES.entries()) {
    const exists = await prisma.user.findFirst({ where: { username }, select: { id: true } });
    if (exists) continue;
    await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          username,
          email: `${username}@example.com`,
          passwordHash,
          subscription: { create: DEMO_SUBSCRIPTIONS[username](now) },
        },
        include: { subscription: true },
      });
      await seedDemoInvoices(tx, username, user.id, user.subscription!, now);
      if (username === "demo_canceled") return;
      const projects = DEMO_PROJECTS.slice(index * 2, index * 2 + 3);
      for (const [p, project] of projects.entries()) {
        const idea = await tx.idea.findUniqueOrThrow({ where: { id: ideaIds[index * 2 + p]! } });
        const completed = p === 2 && username !== "demo_grace";
        const created = await tx.project.create({
          data: {
            userId: user.id,
            ideaId: idea.id,
            title: idea.title,
            description: idea.description,
            status: completed ? "completed" : "active",
            // Started two weeks ago; its milestones done a day apart from the next day on (a demo
            // project has at most 8), all before a completed one was completed, two days ago.
            createdAt: new Date(now - 14 * DAY),
            completedAt: completed ? new Date(now - 2 * DAY) : null,
            milestones: {
              create: project.milestones.map((title, position) => {
                const done = completed || position < project.done;
                return {
                  title,
                  position,
                  isCompleted: done,
                  completionDate: done ? new Date(now - (13 - position) * DAY) : null,
                };
              }),
            },
            notes: { create: project.notes.map((content) => ({ content })) },
          },
        });
        await tx.ideaClaim.create({ data: { userId: user.id, ideaId: idea.id, projectId: created.id } });
        await tx.idea.update({ where: { id: idea.id }, data: { numberDeveloping: { increment: 1 } } });
        if (completed) {
          await tx.projectCompletion.create({
            data: {
              userId: user.id,
              projectId: created.id,
              day: new Date(new Date(now - 2 * DAY).toISOString().slice(0, 10)),
            },
          });
        }
      }
    });
    created++;
  }
  return created;
}

async function seedDemoInvoices(
  tx: Prisma.TransactionClient,
  username: DemoName,
  userId: number,
  sub: { id: number; tier: "starter" | "pro" | "lifetime" },
  now: number,
) {
  const name = username.slice("demo_".length);
  await tx.invoice.createMany({
    data: DEMO_INVOICES[username].map(({ daysAgo, status }, i) => {
      const issuedAt = new Date(now - daysAgo * DAY);
      const number = `IF-${issuedAt.toISOString().slice(0, 10).replaceAll("-", "")}-${name.toUpperCase()}${i + 1}`;
      return {
        userId,
        subscriptionId: sub.id,
        tier: sub.tier,
        stripeInvoiceId: `in_demo_${name}_${i + 1}`,
        number,
        issuedAt,
        amountCents: PLANS[sub.tier].priceUsd * 100,
        status,
      };
    }),
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is required to seed (npm start seeds the embedded database by itself).");
    process.exit(1);
  }
  const prisma = createPrisma(url, 4);
  runSeed(prisma)
    .then(() => prisma.$disconnect())
    .catch(async (error) => {
      console.error(error);
      await prisma.$disconnect();
      process.exit(1);
    });
}
