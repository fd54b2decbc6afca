import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "../support/factories";

/** Rules that must never break are constraints in PostgreSQL, not only checks in code. */
async function anIdea() {
  return db().idea.create({
    data: { sourceKey: uniqueName("idea"), title: "t", description: "d", complaintSummary: "c", analysis: "a", category: "Tech", simplicityScore: 50 },
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
    await expect(db().dailyUsage.create({ data: { userId: user.id, day: new Date("2026-11-21"), searchUsed: -1 } })).rejects.toThrow();
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
    await expect(db().stripeEvent.create({ data: { id, type: "invoice.paid", eventCreated: new Date() } })).rejects.toThrow();
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
        data: { sourceKey: uniqueName("bad"), title: "t", description: "d", complaintSummary: "c", analysis: "a", category: "Tech", simplicityScore: 101 },
      }),
    ).rejects.toThrow();
  });

  it("fills the search document from the idea's text (weighted by field, and once more per field with a prefix) and its filter tags", async () => {
    const idea = await db().idea.create({
      data: { sourceKey: uniqueName("fts"), title: "Scheduling for dentists", description: "Booking reminders", complaintSummary: "Patients forget appointments", analysis: "a", category: "Health", simplicityScore: 40 },
    });
    const matches = async (query: string) =>
      (await db().$queryRaw<{ id: number }[]>`SELECT id FROM ideas WHERE id = ${idea.id} AND search_document @@ ${query}::tsquery`).length === 1;
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
});
