import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { hasActiveSubscription } from "@/lib/domain/billing/access";
import { DEMO_PASSWORD, DEMO_USERNAMES, SEED_IDEA_COUNT, demoIdeas, runSeed } from "./seed";
import { IDEA_CATEGORIES } from "./seed-data/ideas";

describe("seed", () => {
  it("loads 10,000 ideas over all 13 categories and the demo logins, and adds nothing the second time", async () => {
    const first = await runSeed(db(), { quiet: true });
    expect(first.inserted).toBe(SEED_IDEA_COUNT);
    expect(first.demo).toBe(DEMO_USERNAMES.length);

    const second = await runSeed(db(), { quiet: true });
    expect(second).toEqual({ inserted: 0, demo: 0 });

    const seeded = await db().idea.count({ where: { sourceKey: { startsWith: "seed-" } } });
    expect(seeded).toBe(SEED_IDEA_COUNT);
    const categories = await db().idea.groupBy({ by: ["category"], where: { sourceKey: { startsWith: "seed-" } }, _count: true });
    expect(categories.map((c) => c.category).sort()).toEqual([...IDEA_CATEGORIES].sort());
  });

  it("gives every demo login the password and the plan state DESIGN.md names", async () => {
    const users = await db().user.findMany({ where: { username: { in: [...DEMO_USERNAMES] } }, include: { subscription: true, projects: true } });
    const byName = Object.fromEntries(users.map((u) => [u.username, u]));
    for (const name of DEMO_USERNAMES) expect(await bcrypt.compare(DEMO_PASSWORD, byName[name]!.passwordHash!)).toBe(true);
    expect(byName.demo_starter!.subscription).toMatchObject({ tier: "starter", status: "active" });
    expect(byName.demo_pro!.subscription).toMatchObject({ tier: "pro", status: "active" });
    expect(byName.demo_lifetime!.subscription).toMatchObject({ tier: "lifetime", isLifetime: true });
    expect(byName.demo_grace!.subscription).toMatchObject({ status: "grace_period", stripeSubscriptionId: "sub_demo_grace" });
    expect(byName.demo_grace!.subscription!.graceEndsAt!.getTime()).toBeGreaterThan(Date.now());
    expect(byName.demo_canceled!.subscription).toMatchObject({ status: "canceled" });
    expect(hasActiveSubscription(byName.demo_grace!.subscription)).toBe(true);
    expect(hasActiveSubscription(byName.demo_canceled!.subscription)).toBe(false);
    expect(byName.demo_starter!.projects.length).toBeGreaterThan(0);
  });

  it("gives every demo subscriber invoices for its plan, demo_grace's newest the unpaid one", async () => {
    for (const username of DEMO_USERNAMES) {
      const invoices = await db().invoice.findMany({ where: { user: { username } }, include: { subscription: true }, orderBy: { issuedAt: "desc" } });
      expect(invoices.length, username).toBeGreaterThan(0);
      for (const invoice of invoices) expect(invoice, username).toMatchObject({ tier: invoice.subscription!.tier, currency: "usd", stripePdfUrl: null });
    }
    const grace = await db().invoice.findMany({ where: { user: { username: "demo_grace" } }, orderBy: { issuedAt: "desc" } });
    expect(grace.map((i) => i.status)).toEqual(["open", "paid", "paid"]);
  });

  it("builds the demo projects on the library's first ideas in source-key order, never on ideas others added", async () => {
    await db().idea.create({ data: { sourceKey: "aaa-not-the-library", title: "Not the library", description: "d", complaintSummary: "c", analysis: "a", category: "Work" } });
    const starter = await db().project.findMany({ where: { user: { username: "demo_starter" } }, include: { idea: { select: { sourceKey: true } } }, orderBy: { id: "asc" } });
    expect(starter.map((p) => p.idea?.sourceKey)).toEqual(["seed-000001", "seed-000002", "seed-000003"]);
    expect(await demoIdeas(db())).toEqual((await db().idea.findMany({ where: { sourceKey: { in: Array.from({ length: 10 }, (_, i) => `seed-${String(i + 1).padStart(6, "0")}`) } }, orderBy: { sourceKey: "asc" }, select: { id: true } })).map((i) => i.id));
    await db().idea.delete({ where: { sourceKey: "aaa-not-the-library" } });
  });

  it("keeps number_developing equal to the real number of claims", async () => {
    const mismatches = await db().$queryRaw<{ id: number }[]>`
      SELECT i.id FROM ideas i LEFT JOIN idea_claims c ON c.idea_id = i.id
      WHERE i.source_key LIKE 'seed-%'
      GROUP BY i.id HAVING i.number_developing <> count(c.id)`;
    expect(mismatches).toEqual([]);
    const claimed = await db().idea.count({ where: { sourceKey: { startsWith: "seed-" }, numberDeveloping: { gt: 0 } } });
    expect(claimed).toBeGreaterThan(0);
  });
});
