import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "../support/factories";

/** Rules that must never break are constraints in PostgreSQL, not only checks in code. */
async function anIdea() {
  return db().idea.create({
    data: {
      sourceKey: uniqueName("idea"),
      title: "t",
      description: "d",
      complaintSummary: "c",
      analysis: "a",
      category: "Tech",
      simplicityScore: 50,
    },
  });
}

describe("database constraints", () => {
  it("keeps usernames unique regardless of case", async () => {
    const name = uniqueName("Casey");
    await createUser({ username: name });
    await expect(createUser({ username: name.toUpperCase(), email: `${uniqueName()}@example.test` })).rejects.toThrow();
  });

  it("keeps emails unique regardless of case", async () => {
    const email = `${uniqueName("mail")}@example.test`;
    await createUser({ email });
    await expect(createUser({ email: email.toUpperCase() })).rejects.toThrow();
  });

  it("allows one usage row per user and day", async () => {
    const user = await createUser();
    const day = new Date("2026-11-22");
    await db().dailyUsage.create({ data: { userId: user.id, day } });
    await expect(db().dailyUsage.create({ data: { userId: user.id, day } })).rejects.toThrow();
  });

  it("never lets a usage counter go negative", async () => {
    const user = await createUser();
    await expect(
      db().dailyUsage.create({ data: { userId: user.id, day: new Date("2026-11-21"), searchUsed: -1 } }),
    ).rejects.toThrow();
  });

  it("allows one project completion per user and day", async () => {
    const user = await createUser();
    const [a, b] = await Promise.all([1, 2].map(() => db().project.create({ data: { userId: user.id, title: "p" } })));
    const day = new Date("2026-11-22");
    await db().projectCompletion.create({ data: { userId: user.id, projectId: a!.id, day } });
    await expect(db().projectCompletion.create({ data: { userId: user.id, projectId: b!.id, day } })).rejects.toThrow();
  });

  it("applies a Stripe event id once", async () => {
    const id = uniqueName("evt");
    await db().stripeEvent.create({ data: { id, type: "invoice.paid", eventCreated: new Date() } });
    await expect(
      db().stripeEvent.create({ data: { id, type: "invoice.paid", eventCreated: new Date() } }),
    ).rejects.toThrow();
  });

  it("allows one claim per user and idea", async () => {
    const user = await createUser();
    const idea = await anIdea();
    await db().ideaClaim.create({ data: { userId: user.id, ideaId: idea.id } });
    await expect(db().ideaClaim.create({ data: { userId: user.id, ideaId: idea.id } })).rejects.toThrow();
  });

  it("rejects scores outside the spec's ranges", async () => {
    await expect(
      db().idea.create({
        data: {
          sourceKey: uniqueName("bad"),
          title: "t",
          description: "d",
          complaintSummary: "c",
          analysis: "a",
          category: "Tech",
          simplicityScore: 101,
        },
      }),
    ).rejects.toThrow();
  });

  it("fills the idea's search document (in idea_search) from its text (weighted by field, and once more per field with a prefix) and its filter tags", async () => {
    const idea = await db().idea.create({
      data: {
        sourceKey: uniqueName("fts"),
        title: "Scheduling for dentists",
        description: "Booking reminders",
        complaintSummary: "Patients forget appointments",
        analysis: "a",
        category: "Health",
        simplicityScore: 40,
      },
    });
    const matches = async (query: string) =>
      (
        await db().$queryRaw<
          { id: number }[]
        >`SELECT idea_id AS id FROM idea_search WHERE idea_id = ${idea.id} AND search_document @@ ${query}::tsquery`
      ).length === 1;
    expect(await matches("'appoint':C & 'remind':B & 'dentist':A")).toBe(true);
    expect(await matches("'dentist':B")).toBe(false);
    expect(await matches("'title#dentist' & 'summary#remind' & 'quote#patient' & 'quote#appoint'")).toBe(true);
    expect(await matches("'summary#dentist'")).toBe(false);
    expect(await matches("'category#health' & 'simplicity#4' & 'overall#5' & 'demand#0' & 'innovation#0'")).toBe(true);
    expect(await matches("'category#tech'")).toBe(false);
    await db().idea.update({ where: { id: idea.id }, data: { title: "Billing for plumbers", category: "Tech" } });
    expect(await matches("'plumber':A & 'category#tech' & 'title#plumber'")).toBe(true);
    expect(await matches("'dentist'")).toBe(false);
    expect(await matches("'title#dentist'")).toBe(false);
  });

  it("keeps idea_search in step with the ideas: insert, claim count, scores, text, delete (its foreign key)", async () => {
    const make = (n: number) =>
      db().idea.create({
        data: {
          sourceKey: uniqueName("shard"),
          title: `Shard test ${n}`,
          description: "d",
          complaintSummary: "c",
          analysis: "a",
          category: "Tech",
          overall: 40 + n,
        },
      });
    const [a, b] = [await make(1), await make(2)];
    const rowOf = async (id: number) => {
      const rows = await db().$queryRaw<
        { partition: string; overall: number; number_developing: number; demand_score: number; doc: string }[]
      >`
        SELECT tableoid::regclass::text AS partition, overall, number_developing, demand_score, search_document::text AS doc FROM idea_search WHERE idea_id = ${id}`;
      return rows;
    };
    // One row each, in a partition of idea_search.
    for (const idea of [a, b]) {
      const rows = await rowOf(idea.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.partition).toMatch(/^idea_search_p\d$/);
      expect(rows[0]!.overall).toBe(idea.overall);
    }
    await db().idea.update({ where: { id: a.id }, data: { numberDeveloping: { increment: 3 } } });
    expect((await rowOf(a.id))[0]!.number_developing).toBe(3);
    await db().idea.update({ where: { id: a.id }, data: { overall: 99, demandScore: 77 } });
    expect(await rowOf(a.id)).toMatchObject([{ overall: 99, demand_score: 77, number_developing: 3 }]);
    expect((await rowOf(a.id))[0]!.doc).toContain("'overall#9'");
    await db().idea.update({ where: { id: a.id }, data: { title: "Renamed plumbing idea" } });
    expect((await rowOf(a.id))[0]!.doc).toContain("'title#plumb'");
    expect((await rowOf(a.id))[0]!.doc).not.toContain("'title#shard'");
    await db().idea.delete({ where: { id: a.id } });
    expect(await rowOf(a.id)).toEqual([]);
    expect(await rowOf(b.id)).toHaveLength(1);
  });

  it("empties idea_search when the ideas are truncated (its foreign key makes TRUNCATE cascade to it)", async () => {
    await anIdea();
    const searchRows = async (client: Prisma.TransactionClient = db()) =>
      Number((await client.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM idea_search`)[0]!.n);
    const before = await searchRows();
    expect(before).toBeGreaterThan(0);
    // In a transaction that is rolled back, so the other tests keep their ideas.
    const rollBack = new Error("roll back");
    await expect(
      db().$transaction(async (tx) => {
        await tx.$executeRawUnsafe("TRUNCATE ideas CASCADE");
        expect(await searchRows(tx)).toBe(0);
        throw rollBack;
      }),
    ).rejects.toBe(rollBack);
    expect(await searchRows()).toBe(before);
  });
});
