import { describe, expect, it } from "vitest";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { Prisma } from "@/lib/generated/prisma/client";
import { SEARCH_SORTS } from "@/lib/domain/search/sort";
import { parseWith } from "@/lib/http/validation";
import { db } from "@/lib/server/db/client";
import { createUser, createUserWithSession } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { RESULTS_PAGE_SIZE as PAGE_SIZE } from "@/lib/domain/search/constants";
import { rankedPage } from "@/lib/server/search/query";
import { SearchQuerySchema } from "@/lib/server/search/schema";
import { makeIdeas, searchAs, token } from "@/tests/support/search";

const ids = (r: { ideas: { id: number }[] }) => r.ideas.map((i) => i.id);

describe("Deep Search sort", () => {
  it("sorts by relevance (the default), AI score, demand or newest, through the route", async () => {
    const { user, token: session } = await createUserWithSession({ tier: "lifetime" });
    const t = token();
    // Alpha has the word twice (best rank); Beta and Gamma tie on rank, so the AI score decides.
    const [alpha, beta, gamma] = await makeIdeas([
      { title: `Alpha ${t} ${t}`, overall: 20, demandScore: 90 },
      { title: `Beta ${t}`, overall: 90, demandScore: 10 },
      { title: `Gamma ${t}`, overall: 50, demandScore: 50 },
    ]);
    const res = await searchGet(
      jsonRequest("GET", `/api/ideas/search?main_search_text=${t}&sort=ai_score`, undefined, { session }),
    );
    expect(res.status).toBe(200);
    expect(ids(await res.json())).toEqual([beta, gamma, alpha]);
    const sorted = async (sort?: string) =>
      ids(await searchAs(user.id, "lifetime", { main_search_text: t, ...(sort ? { sort } : {}) }));
    expect(await sorted()).toEqual([alpha, beta, gamma]);
    expect(await sorted("relevance")).toEqual([alpha, beta, gamma]);
    expect(await sorted("demand")).toEqual([alpha, gamma, beta]);
    expect(await sorted("newest")).toEqual([gamma, beta, alpha]);
  });

  it("refuses an unknown sort with a 400 that names the choices, and charges nothing", async () => {
    const { token: session } = await createUserWithSession({ tier: "pro" });
    const t = token();
    await makeIdeas([{ title: `Odd ${t}` }]);
    for (const sort of ["price", "overall DESC", "AI score", ""]) {
      const res = await searchGet(
        jsonRequest("GET", `/api/ideas/search?main_search_text=${t}&sort=${encodeURIComponent(sort)}`, undefined, {
          session,
        }),
      );
      if (sort === "") {
        expect(res.status, "empty: the default").toBe(200);
        continue;
      }
      expect(res.status, sort).toBe(400);
      expect((await res.json()).error).toBe("sort must be one of relevance, ai_score, demand, trend, newest.");
    }
  });

  it("pages every sort exactly as a plain query over the ideas orders them, with many ties, on every partition", async () => {
    const t = token();
    // The same text everywhere, so the rank ties and the other keys (few distinct values) decide.
    const specs = Array.from({ length: 37 }, (_, i) => ({
      title: `Sorted ${t}`,
      overall: [30, 60, 90][i % 3]!,
      demandScore: [20, 80][(i * 7) % 2]!,
    }));
    const made = await makeIdeas(specs);
    const partitions = await db().$queryRaw<
      { n: bigint }[]
    >`SELECT count(DISTINCT tableoid) AS n FROM idea_search WHERE idea_id = ANY(${made})`;
    expect(Number(partitions[0]!.n), "the ideas lie in more than one partition").toBeGreaterThan(1);
    // The reference: the ideas table itself, no search table or index, each order written out.
    const REFERENCE_ORDER: Record<(typeof SEARCH_SORTS)[number], string> = {
      relevance: "i.overall DESC, i.id",
      ai_score: "i.overall DESC, i.id",
      demand: "i.demand_score DESC, i.overall DESC, i.id",
      trend: "(e.score_inputs #>> '{trend,ratio}')::float8 DESC NULLS LAST, i.demand_score DESC, i.overall DESC, i.id",
      newest: "i.id DESC",
    };
    for (const sort of SEARCH_SORTS) {
      const expected = await db().$queryRaw<{ id: number }[]>`
        SELECT i.id FROM ideas i LEFT JOIN pipeline_evidence e ON e.idea_id = i.id
         WHERE i.id = ANY(${made}) AND i.title ILIKE ${`%${t}%`} ORDER BY ${Prisma.raw(REFERENCE_ORDER[sort])}`;
      const query = parseWith(SearchQuerySchema, { main_search_text: t, sort });
      const pages: number[] = [];
      for (let offset = 0; offset < 40; offset += PAGE_SIZE) {
        const page = await rankedPage(query, offset, PAGE_SIZE);
        expect(page.total).toBe(expected.length);
        pages.push(...page.ids);
      }
      expect(pages, sort).toEqual(expected.map((r) => r.id));
    }
  });

  it("keeps the credits rule: a sorted page costs one credit per newly viewed result", async () => {
    const user = await createUser({ tier: "pro" });
    const t = token();
    await makeIdeas(
      Array.from({ length: 12 }, (_, i) => ({ title: `Paid ${t}`, overall: i * 5, demandScore: 100 - i * 5 })),
    );
    const byScore = await searchAs(user.id, "pro", { main_search_text: t, sort: "ai_score" });
    expect(byScore.usage.search.used).toBe(10);
    const byDemand = await searchAs(user.id, "pro", { main_search_text: t, sort: "demand" });
    // The demand order's first page holds the two ideas the AI score order left for page 2.
    expect(byDemand.usage.search.used).toBe(12);
  });
});
