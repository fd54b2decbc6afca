import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasActiveSubscription } from "@/lib/domain/billing/access";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrisma } from "@/lib/server/db/client";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/server/db/embedded";
import { migrate } from "@/lib/server/db/migrate";
import { DEMO_PASSWORD, DEMO_USERNAMES, LIBRARY_KEY_PREFIX, demoIdeas, libraryBuildUnfinished, runSeed } from "./seed";

/**
 * The seed as the first `npm start` runs it: an empty embedded database (PGlite), migrated, then
 * the demo library built by the real idea pipeline over the generated corpus (a small slice of it
 * here: the full corpus takes minutes), then the demo logins and their projects.
 */
const POSTS = 12_000;

let embedded: EmbeddedPostgres;
let prisma: PrismaClient;
let first: { inserted: number; demo: number };
const db = () => prisma;
const searchRows = async () =>
  Number((await db().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM idea_search`)[0]!.n);
const disabledSearchTriggers = async () =>
  Number(
    (
      await db().$queryRaw<
        { n: bigint }[]
      >`SELECT count(*) AS n FROM pg_trigger WHERE tgname LIKE '%search%' AND NOT tgisinternal AND tgenabled = 'D'`
    )[0]!.n,
  );

beforeAll(async () => {
  embedded = await startEmbeddedPostgres({ dataDir: "memory://" });
  await migrate(embedded.url);
  prisma = createPrisma(embedded.url, 4);
  first = await runSeed(prisma, { quiet: true, databaseUrl: embedded.url, posts: POSTS });
}, 600_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await embedded?.stop();
});

describe("seed on an empty embedded database", () => {
  it("publishes the pipeline's ideas, each with its evidence, and the demo logins; adds nothing the second time", async () => {
    const published = await db().idea.count({ where: { published: true } });
    expect(first.inserted).toBe(published);
    expect(published).toBeGreaterThan(50);
    expect(await db().idea.count({ where: { sourceKey: { not: { startsWith: LIBRARY_KEY_PREFIX } } } })).toBe(0);
    expect(first.demo).toBe(DEMO_USERNAMES.length);

    const short = await db().$queryRaw<{ id: number }[]>`
      SELECT i.id FROM ideas i LEFT JOIN pipeline_evidence e ON e.idea_id = i.id
       WHERE i.published AND NOT (coalesce(e.people, 0) >= 3 AND jsonb_array_length(e.communities) >= 1 AND jsonb_array_length(e.monthly) >= 1
             AND (SELECT count(*) FROM pipeline_quotes q WHERE q.idea_id = i.id) >= 2)`;
    expect(short).toEqual([]);
    const categories = await db().idea.groupBy({ by: ["category"], where: { published: true }, _count: true });
    expect(categories.length).toBeGreaterThan(1);

    // One run per dump format; the earlier ones only store their posts, the last groups the whole
    // library and publishes every group: each idea is written once.
    const runs = await db().$queryRaw<
      {
        format: string;
        status: string;
        groups: string | null;
        created: string | null;
        unpublished: string | null;
        read: string;
      }[]
    >`
      SELECT format, status::text, counts->>'groups' AS groups, counts->>'created' AS created,
             counts->>'unpublished' AS unpublished, counts->>'read' AS read FROM pipeline_runs ORDER BY id`;
    expect(runs.map((r) => [r.format, r.status, r.groups === null, r.created === null])).toEqual([
      ["hn", "done", true, true],
      ["stackexchange", "done", true, true],
      ["reddit", "done", false, false],
    ]);
    expect(runs.every((r) => Number(r.read) > 0)).toBe(true);
    // A group named like another published one is created, then taken out (unpublishSameTitles).
    expect(Number(runs[2]!.created) - Number(runs[2]!.unpublished ?? 0)).toBe(published);

    // Deep Search finds every published idea: the search documents are written, the triggers are on.
    expect(await searchRows()).toBe(published);
    expect(await libraryBuildUnfinished(embedded.url)).toBe(false);

    const second = await runSeed(db(), { quiet: true, databaseUrl: embedded.url, posts: POSTS });
    expect(second).toEqual({ inserted: 0, demo: 0 });
    expect(await db().idea.count({ where: { published: true } })).toBe(published);
  });

  it("finishes a library build cut short on the next seed: the search documents written, the search triggers on again", async () => {
    const published = await db().idea.count({ where: { published: true } });
    // A start killed mid-build leaves the search triggers off and documents missing.
    await db().$executeRawUnsafe(`ALTER TABLE ideas DISABLE TRIGGER ideas_search_inserted`);
    await db().$executeRawUnsafe(`DELETE FROM idea_search`);
    expect(await libraryBuildUnfinished(embedded.url)).toBe(true);
    const resumed = await runSeed(db(), { quiet: true, databaseUrl: embedded.url, posts: POSTS });
    expect(resumed).toEqual({ inserted: published, demo: 0 });
    expect(await db().idea.count({ where: { published: true } })).toBe(published);
    expect(await searchRows()).toBe(published);
    expect(await disabledSearchTriggers()).toBe(0);
    expect(await libraryBuildUnfinished(embedded.url)).toBe(false);
  }, 300_000);

  it("gives every demo login the password and its plan state: starter, pro, lifetime, in grace, canceled", async () => {
    const users = await db().user.findMany({
      where: { username: { in: [...DEMO_USERNAMES] } },
      include: { subscription: true, projects: true },
    });
    const byName = Object.fromEntries(users.map((u) => [u.username, u]));
    for (const name of DEMO_USERNAMES)
      expect(await bcrypt.compare(DEMO_PASSWORD, byName[name]!.passwordHash!)).toBe(true);
    expect(byName.demo_starter!.subscription).toMatchObject({ tier: "starter", status: "active" });
    expect(byName.demo_pro!.subscription).toMatchObject({ tier: "pro", status: "active" });
    expect(byName.demo_lifetime!.subscription).toMatchObject({ tier: "lifetime", isLifetime: true });
    expect(byName.demo_grace!.subscription).toMatchObject({
      status: "grace_period",
      stripeSubscriptionId: "sub_demo_grace",
    });
    expect(byName.demo_grace!.subscription!.graceEndsAt!.getTime()).toBeGreaterThan(Date.now());
    expect(byName.demo_canceled!.subscription).toMatchObject({ status: "canceled" });
    expect(hasActiveSubscription(byName.demo_grace!.subscription)).toBe(true);
    expect(hasActiveSubscription(byName.demo_canceled!.subscription)).toBe(false);
    expect(byName.demo_starter!.projects.length).toBeGreaterThan(0);
  });

  it("gives every demo subscriber invoices for its plan, demo_grace's newest the unpaid one", async () => {
    for (const username of DEMO_USERNAMES) {
      const invoices = await db().invoice.findMany({
        where: { user: { username } },
        include: { subscription: true },
        orderBy: { issuedAt: "desc" },
      });
      expect(invoices.length, username).toBeGreaterThan(0);
      for (const invoice of invoices)
        expect(invoice, username).toMatchObject({
          tier: invoice.subscription!.tier,
          currency: "usd",
          stripePdfUrl: null,
        });
    }
    const grace = await db().invoice.findMany({
      where: { user: { username: "demo_grace" } },
      orderBy: { issuedAt: "desc" },
    });
    expect(grace.map((i) => i.status)).toEqual(["open", "paid", "paid"]);
  });

  it("builds the demo projects on the library's first ideas in source-key order, never on ideas others added", async () => {
    const library = await db().idea.findMany({
      where: { published: true, sourceKey: { startsWith: LIBRARY_KEY_PREFIX } },
      orderBy: { sourceKey: "asc" },
      take: 10,
      select: { id: true, sourceKey: true },
    });
    await db().idea.create({
      data: {
        sourceKey: "aaa-not-the-library",
        title: "Not the library",
        description: "d",
        complaintSummary: "c",
        analysis: "a",
        category: "Work",
      },
    });
    const starter = await db().project.findMany({
      where: { user: { username: "demo_starter" } },
      include: { idea: { select: { sourceKey: true } } },
      orderBy: { id: "asc" },
    });
    expect(starter.map((p) => p.idea?.sourceKey)).toEqual(library.slice(0, 3).map((i) => i.sourceKey));
    expect(await demoIdeas(db())).toEqual(library.map((i) => i.id));
    await db().idea.delete({ where: { sourceKey: "aaa-not-the-library" } });
  });

  it("dates every demo project in order: started before any milestone was done, every milestone done by its completion", async () => {
    const projects = await db().project.findMany({ include: { milestones: true } });
    expect(projects.some((p) => p.completedAt)).toBe(true);
    for (const p of projects) {
      for (const m of p.milestones.filter((m) => m.completionDate)) {
        expect(m.completionDate!.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
        if (p.completedAt) expect(m.completionDate!.getTime()).toBeLessThanOrEqual(p.completedAt.getTime());
      }
      if (p.completedAt) expect(p.completedAt.getTime()).toBeGreaterThan(p.createdAt.getTime());
    }
  });

  it("keeps number_developing equal to the real number of claims", async () => {
    const mismatches = await db().$queryRaw<{ id: number }[]>`
      SELECT i.id FROM ideas i LEFT JOIN idea_claims c ON c.idea_id = i.id
      GROUP BY i.id HAVING i.number_developing <> count(c.id)`;
    expect(mismatches).toEqual([]);
    expect(await db().idea.count({ where: { numberDeveloping: { gt: 0 } } })).toBeGreaterThan(0);
  });
});
