import { describe, expect, it } from "vitest";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { db } from "@/lib/server/db/client";
import { createUser, createUserWithSession } from "@/tests/support/factories";
import { addEvidence, risingFixture, type EvidenceFixture } from "@/tests/support/idea-evidence";
import { jsonRequest } from "@/tests/support/requests";
import { makeIdeas, searchAs, token } from "@/tests/support/search";

const ids = (r: { ideas: { id: number }[] }) => r.ideas.map((i) => i.id);

/** A steady need: the same mentions every month, so its last quarter is about the year before. */
function steadyFixture(tag: string): EvidenceFixture {
  return {
    people: 12,
    launchPosts: 0,
    communities: [{ name: `steady_${tag}`, posts: 90 }],
    perMonth: Array.from({ length: 30 }, () => 3),
    quotes: [
      { text: `The same chore every single week (${tag} steady one).`, community: `steady_${tag}`, month: "2025-04" },
      { text: `Nobody has fixed this for years (${tag} steady two).`, community: `steady_${tag}`, month: "2025-01" },
    ],
  };
}

/** Three ideas sharing a token in their titles: one with rising evidence, one steady, one without any. */
async function ideasWithEvidence() {
  const t = token();
  const quoteWord = token();
  const [rising, steady, bare] = await makeIdeas([
    { title: `Ledger ${t}`, complaintSummary: "Retyping invoices" },
    { title: `Chores ${t}`, complaintSummary: "Weekly chores" },
    { title: `Plain ${t}`, complaintSummary: "No evidence here" },
  ]);
  const fixture = risingFixture(t);
  fixture.quotes[1]!.text = `Receipts scanned twice, ${quoteWord} everywhere.`;
  await addEvidence(db(), rising!, fixture);
  await addEvidence(db(), steady!, steadyFixture(t));
  return { t, quoteWord, rising: rising!, steady: steady!, bare: bare! };
}

describe("Deep Search over the evidence", () => {
  it("searches the evidence quotes in the quote field and the main text", async () => {
    const user = await createUser({ tier: "lifetime" });
    const { t, quoteWord, rising } = await ideasWithEvidence();
    expect(ids(await searchAs(user.id, "lifetime", { main_search_text: t, quote_include: quoteWord }))).toEqual([
      rising,
    ]);
    expect(ids(await searchAs(user.id, "lifetime", { main_search_text: quoteWord }))).toEqual([rising]);
    expect(ids(await searchAs(user.id, "lifetime", { main_search_text: t, quote_exclude: quoteWord }))).not.toContain(
      rising,
    );
    // Not a title or description word: the title and summary fields do not find it.
    expect(ids(await searchAs(user.id, "lifetime", { main_search_text: t, title_include: quoteWord }))).toEqual([]);
  });

  it("follows the quotes as they change: a removed quote is no longer found", async () => {
    const user = await createUser({ tier: "lifetime" });
    const { quoteWord, rising } = await ideasWithEvidence();
    await db().pipelineQuote.deleteMany({ where: { ideaId: rising, text: { contains: quoteWord } } });
    expect((await searchAs(user.id, "lifetime", { main_search_text: quoteWord })).total_results).toBe(0);
  });

  it("sorts by trend: rising first, then steady, ideas without evidence last", async () => {
    const { token: session } = await createUserWithSession({ tier: "lifetime" });
    const { t, rising, steady, bare } = await ideasWithEvidence();
    const res = await searchGet(
      jsonRequest("GET", `/api/ideas/search?main_search_text=${t}&sort=trend`, undefined, { session }),
    );
    expect(res.status).toBe(200);
    expect(ids(await res.json())).toEqual([rising, steady, bare]);
  });

  it("keeps only rising ideas with rising_only=true, and refuses other values with a 400", async () => {
    const { user, token: session } = await createUserWithSession({ tier: "lifetime" });
    const { t, rising, steady, bare } = await ideasWithEvidence();
    const res = await searchGet(
      jsonRequest("GET", `/api/ideas/search?main_search_text=${t}&rising_only=true`, undefined, { session }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(ids(body)).toEqual([rising]);
    expect(body.total_results).toBe(1);
    expect(new Set(ids(await searchAs(user.id, "lifetime", { main_search_text: t, rising_only: "false" })))).toEqual(
      new Set([rising, steady, bare]),
    );
    for (const value of ["yes", "1", "TRUE"]) {
      const bad = await searchGet(
        jsonRequest("GET", `/api/ideas/search?main_search_text=${t}&rising_only=${value}`, undefined, { session }),
      );
      expect(bad.status, value).toBe(400);
      expect((await bad.json()).error).toBe("rising_only must be true or false.");
    }
  });
});
