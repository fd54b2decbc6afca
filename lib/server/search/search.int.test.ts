import { describe, expect, it } from "vitest";
import { parseWith } from "@/lib/http/validation";
import { createUser } from "@/tests/support/factories";
import { db } from "@/lib/server/db/client";
import { MAX_RANKED_MATCHES, SEARCH_PARTITIONS, rankedPage } from "./query";
import { SearchQuerySchema } from "./schema";
import { MAX_SEARCH_RESULTS } from "./search";
import { makeIdeas, searchAs, token } from "@/tests/support/search";

const ids = (r: { ideas: { id: number }[] }) => r.ideas.map((i) => i.id);

describe("Deep Search matching and ranking", () => {
  it("stems words ('invoicing' finds 'invoice') and ranks title over summary over quote, ties by AI score", async () => {
    const user = await createUser({ tier: "lifetime" });
    const t = token();
    const [quote, summary, title, tieLow, tieHigh] = await makeIdeas([
      { title: `Other ${t}`, complaintSummary: "My invoices are a mess" },
      { title: `Thing ${t}`, description: "Send an invoice in one click" },
      { title: `Invoice robot ${t}` },
      { title: `Tie ${t}`, description: "invoiced twice", overall: 10 },
      { title: `Tie ${t}`, description: "invoiced twice", overall: 90 },
      { title: `Unrelated ${t}`, description: "payroll" },
    ]);
    // The token keeps other tests' ideas out; the main text alone decides the rank.
    const res = await searchAs(user.id, "lifetime", { main_search_text: "invoicing", title_include: t });
    expect(ids(res)).toEqual([title, tieHigh, summary, tieLow, quote]);
    expect(res.total_results).toBe(5);
    expect(res.search_text).toBe("invoicing");
    expect(res.usage.search).toEqual({ used: 5, remaining: "unlimited", limit: "unlimited" });
    expect(Object.keys(res.ideas[0]!).sort()).toEqual(
      [
        "analysis",
        "category",
        "complaint_summary",
        "demand_score",
        "evidence_summary",
        "id",
        "idea_details",
        "idea_summary",
        "innovation_score",
        "market_size",
        "number_developing",
        "overall",
        "simplicity_score",
      ].sort(),
    );
  });

  it("applies include terms (all must match in that field) and exclude terms (none may match) per field", async () => {
    const user = await createUser({ tier: "lifetime" });
    const t = token();
    const [a, b, c, d] = await makeIdeas([
      { title: `Mobile budget app ${t}`, description: "for families", complaintSummary: "I hate spreadsheets" },
      { title: `Mobile crypto wallet ${t}`, description: "crypto for families" },
      { title: `Budget planner ${t}`, description: "mobile first, for families" },
      { title: `Mobile budget coach ${t}`, description: "for families", complaintSummary: "spreadsheets are slow" },
    ]);
    const search = (extra: Record<string, string>) =>
      searchAs(user.id, "lifetime", { main_search_text: t, ...extra }).then(ids);
    expect(await search({ title_include: "mobile" })).toEqual(expect.arrayContaining([a, b, d]));
    expect((await search({ title_include: "mobile" })).length).toBe(3);
    expect(await search({ title_include: "mobile, budget" })).toEqual(expect.arrayContaining([a, d]));
    expect((await search({ title_include: "mobile,budget" })).length).toBe(2);
    expect(await search({ summary_exclude: "crypto" })).not.toContain(b);
    expect(await search({ summary_include: "mobile" })).toEqual([c]);
    expect(await search({ title_include: "mobile", quote_exclude: "hate, nothing" })).toEqual(
      expect.arrayContaining([b, d]),
    );
    expect((await search({ title_include: "mobile", quote_exclude: "hate" })).length).toBe(2);
    expect(await search({ title_include: " , ,", title_exclude: "" })).toHaveLength(4);
  });

  it("filters by categories and by every score range", async () => {
    const user = await createUser({ tier: "lifetime" });
    const t = token();
    const [tech, health, finance, crowded] = await makeIdeas([
      {
        title: `Tool ${t}`,
        category: "Tech",
        innovationScore: 80,
        demandScore: 20,
        simplicityScore: 60,
        overall: 70,
        numberDeveloping: 0,
      },
      {
        title: `Tool ${t}`,
        category: "Health",
        innovationScore: 30,
        demandScore: 90,
        simplicityScore: 10,
        overall: 40,
        numberDeveloping: 2,
      },
      {
        title: `Tool ${t}`,
        category: "Finance",
        innovationScore: 55,
        demandScore: 55,
        simplicityScore: 55,
        overall: 0,
        numberDeveloping: 1,
      },
      {
        title: `Tool ${t}`,
        category: "Tech",
        innovationScore: 100,
        demandScore: 100,
        simplicityScore: 100,
        overall: 100,
        numberDeveloping: 9,
      },
    ]);
    const search = (extra: Record<string, string>) =>
      searchAs(user.id, "lifetime", { main_search_text: t, ...extra }).then((r) => ids(r).sort((x, y) => x - y));
    const sorted = (...xs: (number | undefined)[]) => (xs as number[]).sort((x, y) => x - y);
    expect(await search({ categories: "Tech,Health" })).toEqual(sorted(tech, health, crowded));
    expect(await search({ categories: "Healthcare" })).toEqual([health]);
    expect(await search({ innovation_score_min: "50", innovation_score_max: "90" })).toEqual(sorted(tech, finance));
    expect(await search({ demand_score_min: "90" })).toEqual(sorted(health, crowded));
    expect(await search({ simplicity_score_max: "10" })).toEqual([health]);
    expect(await search({ overall_min: "0", overall_max: "0" })).toEqual([finance]);
    expect(await search({ number_developing_min: "1", number_developing_max: "" })).toEqual(
      sorted(health, finance, crowded),
    );
    expect(await search({ number_developing_max: "1" })).toEqual(sorted(tech, finance));
  });

  it("filters narrow score ranges exactly at the decile edges, with categories", async () => {
    const user = await createUser({ tier: "lifetime" });
    const t = token();
    const [low, edge, inside, top, otherCategory] = await makeIdeas([
      { title: `Edge ${t}`, demandScore: 69, overall: 80 },
      { title: `Edge ${t}`, demandScore: 70, overall: 80 },
      { title: `Edge ${t}`, demandScore: 85, overall: 89 },
      { title: `Edge ${t}`, demandScore: 100, overall: 90 },
      { title: `Edge ${t}`, demandScore: 85, overall: 85, category: "Finance" },
    ]);
    const search = (extra: Record<string, string>) =>
      searchAs(user.id, "lifetime", { main_search_text: t, ...extra }).then((r) => ids(r).sort((x, y) => x - y));
    expect(await search({ demand_score_min: "70" })).toEqual([edge, inside, top, otherCategory]);
    expect(await search({ demand_score_min: "70", overall_min: "80", overall_max: "89", categories: "Tech" })).toEqual([
      edge,
      inside,
    ]);
    expect(await search({ demand_score_min: "69", demand_score_max: "70" })).toEqual([low, edge]);
    expect(await search({ demand_score_min: "86", demand_score_max: "99" })).toEqual([]);
  });

  it("reads include and exclude terms as words, never as tsquery syntax", async () => {
    const user = await createUser({ tier: "lifetime" });
    const t = token();
    const [quoted, plain] = await makeIdeas([
      { title: `Don't panic ${t}`, description: "a guide for the galaxy" },
      { title: `Calm ${t}`, description: "no guide at all" },
    ]);
    const search = (extra: Record<string, string>) =>
      searchAs(user.id, "lifetime", { main_search_text: t, ...extra }).then(ids);
    for (const hostile of ["' | 'x", "pan:*", "a\\b", "' OR 1=1--"]) {
      expect(await search({ title_include: hostile }), hostile).toEqual([]);
      expect((await search({ summary_exclude: hostile })).sort(), hostile).toEqual([quoted, plain].sort());
    }
    // A term without a word in it (punctuation, emoji) is ignored, like a term of stop words.
    for (const wordless of ["(", "<->", "🚀", "%"])
      expect((await search({ title_include: wordless })).sort(), wordless).toEqual([quoted, plain].sort());
    expect(await search({ summary_include: "galaxy's" })).toEqual([quoted]);
    expect(await search({ title_include: "!panic" })).toEqual([quoted]);
    expect(await search({ title_exclude: "!panic" })).toEqual([plain]);
    expect((await search({ title_exclude: "panic | calm" })).sort()).toEqual([quoted, plain].sort());
    expect(await search({ summary_include: "the, of" })).toHaveLength(2);
    expect(await search({ summary_exclude: "galaxies" })).toEqual([plain]);
    // Typed text never reaches a field's prefixed lexemes or a tag: the parser splits at '#'.
    expect(await search({ summary_include: "title#panic" })).toEqual([]);
    expect((await searchAs(user.id, "lifetime", { main_search_text: `title#panic ${t}` })).ideas).toEqual([]);
    expect((await searchAs(user.id, "lifetime", { main_search_text: `category#tech ${t}` })).ideas).toEqual([]);
  });

  it("handles hostile and odd input without errors: quotes, SQL, wildcards, operators, emoji", async () => {
    const user = await createUser({ tier: "lifetime" });
    const t = token();
    const [idea] = await makeIdeas([{ title: `Escape ${t}` }]);
    const sql = await searchAs(user.id, "lifetime", { main_search_text: "' OR 1=1--", title_include: t });
    expect(sql.ideas).toEqual([]);
    for (const text of [
      `% ${t}`,
      `_ ${t}`,
      `\\ ${t}`,
      `${t} 🚀`,
      `"escape ${t}"`,
      `${t}\u0000`,
      `escape -nothing ${t}`,
    ]) {
      const res = await searchAs(user.id, "lifetime", { main_search_text: text });
      expect(ids(res), text).toEqual([idea]);
    }
    expect((await searchAs(user.id, "lifetime", { main_search_text: "%" })).ideas).toEqual([]);
    expect((await searchAs(user.id, "lifetime", { main_search_text: "the" })).total_results).toBe(0);
    // Only exclusions: nothing the index could look up, so nothing matches (not every idea).
    for (const text of ["-nothing", `-nothing or -${t}`, "the -nothing"])
      expect((await searchAs(user.id, "lifetime", { main_search_text: text })).total_results, text).toBe(0);
    const beyond = await searchAs(user.id, "lifetime", { main_search_text: t, offset: "5000" });
    expect(beyond.ideas).toEqual([]);
    expect(beyond.total_results).toBe(1);
  });

  it("ranks at most a bounded number of matches, so a very broad search costs bounded work", async () => {
    const t = token();
    // At least five ideas, in every partition (each ranks its share of the bound).
    const all: number[] = [];
    const partitionsHolding = async () =>
      Number(
        (
          await db().$queryRaw<
            { n: bigint }[]
          >`SELECT count(DISTINCT tableoid) AS n FROM idea_search WHERE idea_id = ANY(${all})`
        )[0]!.n,
      );
    while (all.length < 5 || (await partitionsHolding()) < SEARCH_PARTITIONS.length) {
      all.push(...(await makeIdeas([{ title: `Broad ${t} ${all.length + 1}`, overall: all.length + 1 }])));
    }
    const query = parseWith(SearchQuerySchema, { main_search_text: t });
    const unbounded = await rankedPage(query, 0, 10);
    expect(unbounded.total).toBe(all.length);
    expect(unbounded.ids).toEqual([...all].reverse().slice(0, 10));
    // A bound of 2: the first match each partition's index scan yields is ranked and counted.
    const bounded = await rankedPage(query, 0, 10, 2);
    expect(bounded.total).toBe(2);
    expect(bounded.ids).toHaveLength(2);
    const shown = bounded.ids;
    expect(all).toEqual(expect.arrayContaining(shown));
    // Ranked among themselves: best AI score first (the rank is equal).
    expect(shown).toEqual([...shown].sort((a, b) => all.indexOf(b) - all.indexOf(a)));
    // The bound never cuts what a search may show.
    expect(MAX_RANKED_MATCHES).toBeGreaterThan(MAX_SEARCH_RESULTS);
  });

  it("searches every partition of idea_search, and only those", async () => {
    const rows = await db().$queryRaw<{ name: string }[]>`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'idea_search'::regclass ORDER BY c.relname`;
    expect(rows.map((r) => r.name)).toEqual([...SEARCH_PARTITIONS]);
  });
});
