import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as shuffle } from "@/app/api/ideas/route";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { sharedRun } from "@/lib/domain/pipeline/overlap";
import { db } from "@/lib/server/db/client";
import { resetEnvCache } from "@/lib/env";
import { FIXTURE_PATHS, writeCorpus, type FixtureLabel } from "@/tests/fixtures/pipeline/generate";
import { leaks } from "@/tests/fixtures/pipeline/pii-check";
import { createUserWithSession } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

/**
 * The "done when": `npm run ideas:import -- --format reddit <fixture>` on a fresh database
 * (the real command, the default local analyser) prints the summary, and its ideas show on the
 * Idea Board and in Deep Search with their scores. Also, on what it stored: no planted personal
 * data, no quote sharing 5 words with its post; the same input and seed give
 * byte-identical ideas in a second fresh database, and a claimed idea keeps its id and its claim
 * through a re-run and through ideas:remove.
 */
const localEnv: NodeJS.ProcessEnv = { ...process.env };
for (const k of Object.keys(localEnv)) if (k.startsWith("LLM_")) delete localEnv[k];
const cli = (databaseUrl: string, script: string, args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...localEnv, DATABASE_URL: databaseUrl, SECRET_KEY: "fresh-import-secret-".repeat(3) },
    encoding: "utf8",
    timeout: 240_000,
  });

interface IdeaRow {
  id: number;
  source_key: string;
  title: string;
  category: string;
  overall: number;
  demand_score: number;
  innovation_score: number;
  simplicity_score: number;
  market_size: number;
  published: boolean;
}

let fresh: TestDatabase;
let sharedDatabase: string | undefined;
let twin: TestDatabase;
let pool: pg.Pool;
let dirs: string[];
let imported: ReturnType<typeof spawnSync> & { stdout: string; stderr: string };
const read = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;

beforeAll(async () => {
  [fresh, twin] = await Promise.all([
    createTestDatabase("ideaforge_pipeline_fresh"),
    createTestDatabase("ideaforge_pipeline_twin"),
  ]);
  // The route handlers below read this file's fresh database, not the run's shared one.
  sharedDatabase = process.env.DATABASE_URL;
  process.env.DATABASE_URL = fresh.url;
  resetEnvCache();
  pool = new pg.Pool({ connectionString: fresh.url, max: 3 });
  // Two copies of the fixture written from the same seed, in separate folders.
  dirs = [0, 1].map(() => {
    const dir = mkdtempSync(path.join(tmpdir(), "pipeline-fresh-"));
    writeCorpus(dir, { postsPerFormat: 400 });
    return dir;
  });
  imported = cli(fresh.url, "scripts/ideas-import.ts", [
    "--format",
    "reddit",
    path.join(dirs[0]!, FIXTURE_PATHS.reddit),
  ]) as typeof imported;
}, 300_000);

afterAll(async () => {
  await pool?.end();
  // Back to the run's database, with no client left on the one dropped here (in case this
  // process runs another test file).
  await db().$disconnect();
  delete (globalThis as { prisma?: unknown }).prisma;
  process.env.DATABASE_URL = sharedDatabase;
  resetEnvCache();
  await Promise.all([fresh?.drop(), twin?.drop()]);
});

describe("ideas:import on a fresh database", () => {
  it("prints the summary with every count, skip reason, time and peak memory", async () => {
    expect(imported.stderr).not.toMatch(/Error/);
    expect(imported.status).toBe(0);
    const out = imported.stdout;
    expect(out).toMatch(/^Run \d+ \(reddit, source reddit\): done$/m);
    expect(out).toMatch(/^ {2}posts read\s+400$/m);
    for (const reason of [
      "deleted",
      "bot or moderator",
      "too short",
      "not a need",
      "duplicate",
      "wrong language",
      "bad line",
    ])
      expect(out).toMatch(new RegExp(`^ {4}${reason}\\s+\\d+(?: \\(first: line [\\d,]+\\))?$`, "m"));
    const created = Number(/^ {2}ideas created\s+(\d+)$/m.exec(out)?.[1]);
    expect(created).toBeGreaterThan(3);
    expect(out).toMatch(/^ {2}ideas updated\s+0 \(unchanged 0\)$/m);
    expect(out).toMatch(/^ {2}ideas unpublished\s+0$/m);
    expect(out).toMatch(/^ {2}time\s+[\d.]+ s \(ingest [\d.]+ s, group [\d.]+ s, publish [\d.]+ s\)/m);
    expect(out).toMatch(/^ {2}peak memory\s+\d+ MB$/m);
    // The fresh database held no idea before: every idea in it is one the import created.
    expect(await read(`SELECT count(*)::int AS n FROM ideas WHERE published`)).toEqual([{ n: created }]);
  });

  it("its ideas show on the Idea Board and in Deep Search, with their scores", async () => {
    const ideas = (await read(
      `SELECT id, source_key, title, category, overall, demand_score, innovation_score, simplicity_score, market_size, published FROM ideas ORDER BY id`,
    )) as IdeaRow[];
    expect(ideas.length).toBeGreaterThan(3);
    const evidence = await read(`SELECT idea_id, explanation FROM pipeline_evidence ORDER BY idea_id`);
    expect(evidence.map((e) => e.idea_id)).toEqual(ideas.map((i) => i.id));
    for (const e of evidence)
      expect(e.explanation).toMatch(/^\d+ (people|person) in \d+ communit(y|ies) over \d+ months?/);

    const { token: session } = await createUserWithSession({ tier: "lifetime" });
    const drawn = new Map<number, Record<string, unknown>>();
    for (let i = 0; i < 20; i++) {
      const res = await shuffle(jsonRequest("GET", "/api/ideas?count=8", undefined, { session }));
      if (res.status !== 200) break;
      const page = (await res.json()).ideas as Record<string, unknown>[];
      if (!page.length) break;
      for (const idea of page) drawn.set(idea.id as number, idea);
    }
    for (const idea of ideas) {
      expect(drawn.get(idea.id), idea.title).toMatchObject({
        idea_summary: idea.title,
        overall: idea.overall,
        demand_score: idea.demand_score,
        innovation_score: idea.innovation_score,
        simplicity_score: idea.simplicity_score,
      });
    }

    for (const idea of ideas.slice(0, 3)) {
      // Deep Search answers 429 to searches less than 500 ms apart.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const res = await searchGet(
        jsonRequest(
          "GET",
          `/api/ideas/search?main_search_text=${encodeURIComponent(idea.title.replace(/[^\p{L}\p{N} ]/gu, " "))}`,
          undefined,
          { session },
        ),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      const found = (await res.json()).ideas.find((i: { id: number }) => i.id === idea.id);
      expect(found, idea.title).toMatchObject({
        overall: idea.overall,
        demand_score: idea.demand_score,
        market_size: idea.market_size,
      });
    }
  }, 120_000);

  it("stores no planted personal data in any idea, quote, explanation or kept post, and no quote sharing 5 words with its post", async () => {
    const labels = readFileSync(path.join(dirs[0]!, "labels.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as FixtureLabel)
      .filter((l) => l.format === "reddit");
    const planted = labels.flatMap((l) => l.pii);
    expect(planted.length).toBeGreaterThan(50);
    const ideas = await read(`SELECT title, description, complaint_summary, analysis FROM ideas`);
    const evidence = await read(`SELECT explanation, communities::text, score_inputs::text FROM pipeline_evidence`);
    const quotes = await read(
      `SELECT q.text, p.text AS post FROM pipeline_quotes q JOIN pipeline_posts p ON p.id = q.post_id`,
    );
    const posts = await read(`SELECT text FROM pipeline_posts WHERE text IS NOT NULL`);
    expect(quotes.length).toBeGreaterThan(ideas.length);
    const stored = [
      ...ideas.flatMap((i) => Object.values(i)),
      ...evidence.flatMap((e) => Object.values(e)),
      ...quotes.map((q) => q.text),
      ...posts.map((p) => p.text),
    ].join("\n");
    expect(leaks(stored, planted)).toEqual([]);
    // The check can fail: the dump itself holds the planted data.
    expect(leaks(readFileSync(path.join(dirs[0]!, FIXTURE_PATHS.reddit), "utf8"), planted).length).toBeGreaterThan(
      planted.length * 0.9,
    );
    for (const q of quotes) expect(sharedRun(q.text, [q.post]), q.text).toBeNull();
  });

  it("the same input and seed give byte-identical ideas, evidence and quotes in another fresh database", async () => {
    const again = cli(twin.url, "scripts/ideas-import.ts", [
      "--format",
      "reddit",
      path.join(dirs[1]!, FIXTURE_PATHS.reddit),
    ]);
    expect(again.status).toBe(0);
    // Everything a user can see of the ideas, and their internal evidence, without ids and clocks.
    const snapshot = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(
          `SELECT i.source_key, i.title, i.description, i.complaint_summary, i.analysis, i.category, i.overall, i.demand_score, i.market_size,
                  i.simplicity_score, i.innovation_score, e.people, e.need_posts, e.launch_posts, e.communities, e.monthly, e.first_seen::text,
                  e.last_seen::text, e.score_inputs, e.explanation,
                  (SELECT json_agg(json_build_object('text', q.text, 'community', q.community, 'month', q.month::text) ORDER BY q.position) FROM pipeline_quotes q WHERE q.idea_id = i.id) AS quotes
             FROM ideas i JOIN pipeline_evidence e ON e.idea_id = i.id ORDER BY i.source_key`,
        );
        return JSON.stringify(rows);
      } finally {
        await client.end();
      }
    };
    const [a, b] = [await snapshot(fresh.url), await snapshot(twin.url)];
    expect(a.length).toBeGreaterThan(1000);
    expect(b).toBe(a);
  }, 300_000);

  it("a claimed idea keeps its id and claim through a re-run and through ideas:remove, which unpublishes it", async () => {
    const [idea] = (await read(
      `SELECT i.id, i.source_key FROM ideas i ORDER BY i.overall DESC, i.id LIMIT 1`,
    )) as IdeaRow[];
    const user = (await read(`SELECT id FROM users ORDER BY id LIMIT 1`))[0]!;
    await read(`INSERT INTO idea_claims (user_id, idea_id) VALUES ($1, $2)`, [user.id, idea!.id]);

    const rerun = cli(fresh.url, "scripts/ideas-import.ts", [
      "--format",
      "reddit",
      path.join(dirs[0]!, FIXTURE_PATHS.reddit),
    ]);
    expect(rerun.status).toBe(0);
    expect(rerun.stdout).toMatch(/^ {2}ideas created\s+0$/m);
    expect(await read(`SELECT id FROM ideas WHERE source_key = $1`, [idea!.source_key])).toEqual([{ id: idea!.id }]);

    const removed = cli(fresh.url, "scripts/ideas-remove.ts", ["--source", "reddit"]);
    expect(removed.status).toBe(0);
    expect(removed.stdout).toMatch(/^Removed \d+ post\(s\)\. Ideas rebuilt: 0, unpublished: \d+\.$/m);
    expect(await read(`SELECT count(*)::int AS n FROM pipeline_posts`)).toEqual([{ n: 0 }]);
    expect(await read(`SELECT count(*)::int AS n FROM pipeline_quotes`)).toEqual([{ n: 0 }]);
    expect(await read(`SELECT count(*)::int AS n FROM pipeline_evidence`)).toEqual([{ n: 0 }]);
    expect(await read(`SELECT count(*)::int AS n FROM ideas WHERE published`)).toEqual([{ n: 0 }]);
    // Unpublished, not deleted: the claimed idea is still there under its id, with its claim.
    expect(await read(`SELECT id, published FROM ideas WHERE source_key = $1`, [idea!.source_key])).toEqual([
      { id: idea!.id, published: false },
    ]);
    expect(await read(`SELECT count(*)::int AS n FROM idea_claims WHERE idea_id = $1`, [idea!.id])).toEqual([{ n: 1 }]);
  }, 300_000);
});
