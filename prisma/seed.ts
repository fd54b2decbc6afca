/**
 * Seed: at least 10,000 ideas (deterministic, idempotent: keyed by source_key) and, outside
 * production, the demo logins of DESIGN.md with subscriptions and a few projects.
 * Run with `npx prisma db seed`; `npm start` runs it on an empty database.
 */
import { pathToFileURL } from "node:url";
import bcrypt from "bcryptjs";
import type { Prisma, PrismaClient } from "../lib/generated/prisma/client";
import { graceEndsAfter } from "../lib/domain/billing/access";
import { PLANS } from "../lib/domain/billing/plans";
import { createPrisma } from "../lib/server/db/client";
import { generateIdeas } from "./seed-data/ideas";
import { DEMO_INVOICES, DEMO_PROJECTS } from "./seed-data/demo";

export const SEED_IDEA_COUNT = 10_000;
/** The source keys of the seeded library's ideas start with this. */
export const LIBRARY_KEY_PREFIX = "seed-";
export const DEMO_PASSWORD = "DemoPass123!";
export const DEMO_USERNAMES = ["demo_starter", "demo_pro", "demo_lifetime", "demo_grace", "demo_canceled"] as const;
const BATCH = 1000;
const DAY = 24 * 60 * 60 * 1000;

/** Demo data never goes into production unless asked for (SEED_DEMO=1). */
export function shouldSeedDemo(): boolean {
  if (process.env.SEED_DEMO === "1") return true;
  if (process.env.SEED_DEMO === "0") return false;
  return (process.env.APP_ENV ?? process.env.NODE_ENV) !== "production";
}

export async function runSeed(prisma: PrismaClient, { quiet = false }: { quiet?: boolean } = {}) {
  const t0 = Date.now();
  const inserted = await seedIdeas(prisma, quiet);
  const demo = shouldSeedDemo() ? await seedDemoUsers(prisma) : 0;
  if (!quiet) {
    console.log(`Seed done in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${inserted} new ideas, ${demo} new demo users.`);
  }
  return { inserted, demo };
}

async function seedIdeas(prisma: PrismaClient, quiet: boolean): Promise<number> {
  const ideas = generateIdeas(SEED_IDEA_COUNT);
  let inserted = 0;
  for (let i = 0; i < ideas.length; i += BATCH) {
    const { count } = await prisma.idea.createMany({ data: ideas.slice(i, i + BATCH), skipDuplicates: true });
    inserted += count;
    if (!quiet) progress(Math.min(i + BATCH, ideas.length), ideas.length);
  }
  if (!quiet) process.stderr.write("\n");
  return inserted;
}

function progress(done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const bar = "\u2588".repeat(filled) + "\u2591".repeat(width - filled);
  process.stderr.write(`\r  ideas ${bar} ${Math.round((done / total) * 100)}% ${done}/${total}`);
}

type DemoName = (typeof DEMO_USERNAMES)[number];
const DEMO_SUBSCRIPTIONS: Record<DemoName, (now: number) => Prisma.SubscriptionCreateWithoutUserInput> = {
  demo_starter: (now) => ({ tier: "starter", status: "active", currentPeriodEnd: new Date(now + 30 * DAY) }),
  demo_pro: (now) => ({ tier: "pro", status: "active", currentPeriodEnd: new Date(now + 30 * DAY) }),
  demo_lifetime: (now) => ({ tier: "lifetime", status: "active", isLifetime: true, lifetimePurchasedAt: new Date(now - 20 * DAY) }),
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
 * the same library always gives the same picks, whether templates or the pipeline built it.
 */
export async function demoIdeas(prisma: PrismaClient, keyPrefix = LIBRARY_KEY_PREFIX): Promise<number[]> {
  const ideas = await prisma.idea.findMany({
    where: { published: true, sourceKey: { startsWith: keyPrefix } },
    orderBy: { sourceKey: "asc" },
    take: DEMO_PROJECTS.length,
    select: { id: true },
  });
  if (ideas.length < DEMO_PROJECTS.length) throw new Error(`The demo projects need ${DEMO_PROJECTS.length} published ideas; the library holds ${ideas.length}.`);
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
        data: { username, email: `${username}@example.com`, passwordHash, subscription: { create: DEMO_SUBSCRIPTIONS[username](now) } },
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
            completedAt: completed ? new Date(now - 2 * DAY) : null,
            milestones: {
              create: project.milestones.map((title, position) => {
                const done = completed || position < project.done;
                return { title, position, isCompleted: done, completionDate: done ? new Date(now - (5 - position) * DAY) : null };
              }),
            },
            notes: { create: project.notes.map((content) => ({ content })) },
          },
        });
        await tx.ideaClaim.create({ data: { userId: user.id, ideaId: idea.id, projectId: created.id } });
        await tx.idea.update({ where: { id: idea.id }, data: { numberDeveloping: { increment: 1 } } });
        if (completed) {
          await tx.projectCompletion.create({ data: { userId: user.id, projectId: created.id, day: new Date(new Date(now - 2 * DAY).toISOString().slice(0, 10)) } });
        }
      }
    });
    created++;
  }
  return created;
}

async function seedDemoInvoices(tx: Prisma.TransactionClient, username: DemoName, userId: number, sub: { id: number; tier: "starter" | "pro" | "lifetime" }, now: number) {
  const name = username.slice("demo_".length);
  await tx.invoice.createMany({
    data: DEMO_INVOICES[username].map(({ daysAgo, status }, i) => {
      const issuedAt = new Date(now - daysAgo * DAY);
      const number = `IF-${issuedAt.toISOString().slice(0, 10).replaceAll("-", "")}-${name.toUpperCase()}${i + 1}`;
      return { userId, subscriptionId: sub.id, tier: sub.tier, stripeInvoiceId: `in_demo_${name}_${i + 1}`, number, issuedAt, amountCents: PLANS[sub.tier].priceUsd * 100, status };
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
