import pg from "pg";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { parseWith } from "@/lib/http/validation";
import { createSession } from "@/lib/server/auth/sessions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SEARCH_PARTITIONS, pageOf, partitionAnswer, partitionSql, type PartitionRow } from "@/lib/server/search/query";
import type { SearchQuery } from "@/lib/server/search/schema";
import { SearchQuerySchema } from "@/lib/server/search/schema";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import type { Benchmark } from "./benchmarks";
import { fillIdeas } from "./fill-ideas";

/**
 * Deep Search of the shape: a two-word query, one include and one exclude term, two
 * categories and two score ranges, first page with the total count. Eight such searches in turn,
 * through the real route handler (session, validation, 500 ms spacing, credits, views) and, as
 * the baseline, the very same search SQL run directly with `pg`, the same way: each partition's
 * statement on its own connection at once, merged, then the page's ideas (the API reads them beside
 * the credit charge).
 */
type Params = Record<string, string>;

const QUERIES: Params[] = [
  {
    main_search_text: "small business",
    title_include: "app",
    summary_exclude: "subscription",
    categories: "Tech,Finance",
    demand_score_min: "60",
    overall_min: "50",
  },
  {
    main_search_text: "mobile app",
    summary_include: "team",
    quote_exclude: "spreadsheet",
    categories: "Work,Tech",
    innovation_score_min: "40",
    simplicity_score_min: "30",
  },
  {
    main_search_text: "parents teachers",
    title_include: "students",
    summary_exclude: "subscription",
    categories: "Education,Community",
    demand_score_min: "50",
    overall_min: "40",
  },
  {
    main_search_text: "booking local",
    title_include: "booking",
    quote_exclude: "email",
    categories: "Travel,Food",
    overall_min: "30",
    simplicity_score_max: "80",
  },
  {
    main_search_text: "invoice freelance",
    summary_include: "invoices",
    title_exclude: "mobile",
    categories: "Finance,Work",
    demand_score_min: "20",
    innovation_score_max: "90",
  },
  {
    main_search_text: "landlords rent",
    title_include: "landlords",
    summary_exclude: "app",
    categories: "Property,Finance",
    overall_min: "45",
    demand_score_max: "95",
  },
  {
    main_search_text: "patients clinic",
    quote_include: "patients",
    title_exclude: "app",
    categories: "Health,Tech",
    simplicity_score_min: "20",
    overall_min: "35",
  },
  {
    main_search_text: "energy waste",
    title_include: "waste",
    quote_exclude: "subscription",
    categories: "Green,Community",
    innovation_score_min: "30",
    demand_score_min: "25",
  },
];

/** Enough users that one user's searches are always more than 500 ms apart (the spacing). */
const USERS = 200;

const queryString = (params: Params) => new URLSearchParams(params).toString();

function apiAt(total: number): Benchmark {
  return {
    name: `search API, ${total.toLocaleString("en-US")} ideas`,
    runs: 400,
    setup: async () => {
      await fillIdeas(total);
      const tokens: string[] = [];
      for (let i = 0; i < USERS; i++) {
        const user = await createUser({ username: uniqueName("bench"), tier: "lifetime", currentPeriodEnd: null });
        tokens.push((await createSession(user.id)).token);
      }
      let n = 0;
      return async () => {
        const params = QUERIES[n % QUERIES.length]!;
        const res = await searchGet(
          jsonRequest("GET", `/api/ideas/search/?${queryString(params)}`, undefined, { session: tokens[n++ % USERS] }),
        );
        if (res.status !== 200) throw new Error(`search answered ${res.status}: ${await res.text()}`);
        const body = (await res.json()) as { ideas: unknown[]; total_results: number };
        if (body.ideas.length > 10 || body.total_results < body.ideas.length)
          throw new Error("search answered an impossible page");
      };
    },
  };
}

const queryOf = (params: Params): SearchQuery => parseWith(SearchQuerySchema, params);

const pgQuery = (client: pg.Client, sql: Prisma.Sql) => client.query(sql.text, sql.values);

/** What rankedPage runs for these parameters (first page, 10 results): every partition at once, one client each. */
async function firstPage(clients: pg.Client[], params: Params, limit = 10) {
  const q = queryOf(params);
  const answers = await Promise.all(
    SEARCH_PARTITIONS.map(async (p, i) =>
      partitionAnswer((await pgQuery(clients[i]!, partitionSql(p, q, limit))).rows as PartitionRow[]),
    ),
  );
  return pageOf(answers, q, 0, limit);
}

/** What ideasByIds reads for the page (the API runs it beside the credit charge). */
const PAGE_IDEAS = `SELECT i.id, i.title, i.description, i.complaint_summary, i.analysis, i.category, i.overall, i.demand_score, i.market_size,
  i.simplicity_score, i.innovation_score, i.number_developing, e.need_posts AS ev_mentions, e.launch_posts AS ev_launch_posts,
  (e.score_inputs #>> '{trend,ratio}')::float8 AS ev_trend_ratio
  FROM ideas i LEFT JOIN pipeline_evidence e ON e.idea_id = i.id WHERE i.id = ANY($1::int[])`;

function sqlAt(total: number): Benchmark {
  const clients: pg.Client[] = [];
  const slowest = { ms: 0, params: QUERIES[0]! };
  const perQuery: number[][] = QUERIES.map(() => []);
  return {
    name: `search SQL direct, ${total.toLocaleString("en-US")} ideas`,
    runs: 400,
    compareWith: `search API, ${total.toLocaleString("en-US")} ideas`,
    setup: async () => {
      await fillIdeas(total);
      for (const _ of SEARCH_PARTITIONS) {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        clients.push(client);
      }
      const c = clients[0]!;
      let n = 0;
      return async () => {
        const index = n++ % QUERIES.length;
        const params = QUERIES[index]!;
        const t0 = performance.now();
        const { ids } = await firstPage(clients, params);
        const page = ids.length ? (await c.query(PAGE_IDEAS, [ids])).rows : [];
        const ms = performance.now() - t0;
        perQuery[index]!.push(ms);
        if (ms > slowest.ms) Object.assign(slowest, { ms, params });
        if (page.length !== ids.length) throw new Error("the page statement missed ideas of the ranking");
      };
    },
    report: async () => {
      const c = clients[0]!;
      try {
        const totals: number[] = [];
        for (const p of QUERIES) totals.push((await firstPage(clients, p, 0)).total);
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
        const q = queryOf(slowest.params);
        const plans: string[] = [];
        for (const p of SEARCH_PARTITIONS) {
          const statement = partitionSql(p, q, 10);
          const plan = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
          plans.push(`  ${p}:`, ...plan.rows.map((r: Record<string, string>) => `    ${r["QUERY PLAN"]}`));
        }
        return [
          `  matches per query: ${totals.join(", ")}`,
          `  median ms per query: ${perQuery.map((xs) => median(xs).toFixed(1)).join(", ")}`,
          `  slowest run ${slowest.ms.toFixed(1)} ms: ${queryString(slowest.params)}`,
          "  its plans (run again, one partition after the other):",
          ...plans,
        ].join("\n");
      } finally {
        await Promise.all(clients.map((client) => client.end()));
      }
    },
  };
}

export const searchBenchmarksAt = (total: number): Benchmark[] => [apiAt(total), sqlAt(total)];
