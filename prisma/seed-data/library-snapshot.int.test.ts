import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as shuffle } from "@/app/api/ideas/route";
import { GET as ideaGet } from "@/app/api/ideas/[id]/route";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { resetEnvCache } from "@/lib/env";
import { closeDb, createPrisma } from "@/lib/server/db/client";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/server/db/embedded";
import { migrate } from "@/lib/server/db/migrate";
import { createUserWithSession } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import { createAnalyser } from "@/pipeline/analysers/index";
import { removePosts } from "@/pipeline/remove";
import { DEMO_USERNAMES, libraryBuildUnfinished, runSeed } from "../seed";
import { dumpLibrary, readSnapshot, snapshotRowCounts } from "./library-snapshot";

/**
 * The first `npm start`: an empty embedded database (PGlite), migrated, seeded with the whole
 * corpus asked for (no SEED_LIBRARY_POSTS). The seed loads the committed snapshot of the library
 * instead of running the pipeline; the app's board, Deep Search and details dialog then serve it,
 * and the loaded rows dump back to the very snapshot (ids, order and values as committed).
 */
const snapshot = readSnapshot();
let embedded: EmbeddedPostgres;
let prisma: PrismaClient;
let pool: pg.Pool;
let seeded: { inserted: number; demo: number };
let seedMs = 0;
let sharedDatabase: string | undefined;
let postsSetting: string | undefined;
/** Every index of the migrated database before the seed (the load drops some and builds them again). */
let migratedIndexes: string[];

beforeAll(async () => {
  embedded = await startEmbeddedPostgres({ dataDir: "memory://" });
  await migrate(embedded.url);
  // The route handlers below read this database, not the run's shared one.
  sharedDatabase = process.env.DATABASE_URL;
  postsSetting = process.env.SEED_LIBRARY_POSTS;
  delete process.env.SEED_LIBRARY_POSTS;
  process.env.DATABASE_URL = embedded.url;
  resetEnvCache();
  await closeDb();
  prisma = createPrisma(embedded.url, 4);
  pool = new pg.Pool({ connectionString: embedded.url, max: 2 });
  migratedIndexes = await indexDefinitions();
  const t = Date.now();
  seeded = await runSeed(prisma, { quiet: true, databaseUrl: embedded.url });
  seedMs = Date.now() - t;
}, 300_000);

afterAll(async () => {
  await closeDb();
  await prisma?.$disconnect();
  await pool?.end();
  process.env.DATABASE_URL = sharedDatabase;
  if (postsSetting !== undefined) process.env.SEED_LIBRARY_POSTS = postsSetting;
  resetEnvCache();
  await embedded?.stop();
});

const indexDefinitions = async () =>
  (
    await pool.query<{ definition: string }>(
      `SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`,
    )
  ).rows.map((r) => r.definition);

const count = async (table: string) =>
  Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n);

describe("the first start's seed on an empty database, with the whole corpus asked for", () => {
  it("loads the committed snapshot: every row of it, the search documents, the triggers on, the sequences past its ids", async () => {
    expect(snapshot, "prisma/seed-data/library-snapshot.tsv.br is missing").not.toBeNull();
    console.log(`seed from the snapshot, embedded database: ${(seedMs / 1000).toFixed(1)} s`);
    const published = await prisma.idea.count({ where: { published: true } });
    expect(seeded).toEqual({ inserted: published, demo: DEMO_USERNAMES.length });
    expect(published).toBeGreaterThan(1_000);
    for (const [table, rows] of snapshotRowCounts(snapshot!)) expect(await count(table), table).toBe(rows);
    expect(await count("idea_search")).toBe(published);
    expect(await libraryBuildUnfinished(embedded.url)).toBe(false);
    // The indexes the load dropped while the rows went in are all built again, as the migrations made them.
    expect(await indexDefinitions()).toEqual(migratedIndexes);
    // The runs as the pipeline left them: finished, the earlier ones only storing their posts.
    const runs = await pool.query(
      `SELECT format, status::text AS status, finished_at IS NOT NULL AS finished FROM pipeline_runs ORDER BY id`,
    );
    expect(runs.rows).toEqual([
      { format: "hn", status: "done", finished: true },
      { format: "stackexchange", status: "done", finished: true },
      { format: "reddit", status: "done", finished: true },
    ]);
    // New rows take ids after the loaded ones.
    const source = await pool.query<{ id: number }>(
      `INSERT INTO pipeline_sources (name, format) VALUES ('after-the-snapshot', 'reddit') RETURNING id`,
    );
    expect(source.rows[0]!.id).toBeGreaterThan(3);
    await pool.query(`DELETE FROM pipeline_sources WHERE name = 'after-the-snapshot'`);

    // A second start adds nothing.
    expect(await runSeed(prisma, { quiet: true, databaseUrl: embedded.url })).toEqual({ inserted: 0, demo: 0 });
  });

  it("dumps back to the very snapshot: ids, order and values as committed", async () => {
    const demoClaims = await count("idea_claims");
    // The demo projects add their claims to number_developing: take them out for the comparison.
    const text = await dumpWithoutDemoClaims(demoClaims);
    expect(text === snapshot).toBe(true);
  }, 120_000);

  it("serves it: the board deals cards with evidence, Deep Search finds a founder's query, the details show evidence and quotes", async () => {
    const { token: session } = await createUserWithSession({ tier: "lifetime" });
    const res = await shuffle(jsonRequest("GET", "/api/ideas?count=8", undefined, { session }));
    expect(res.status, await res.clone().text()).toBe(200);
    const cards = (await res.json()).ideas as { id: number; evidence_summary: { mentions: number } | null }[];
    expect(cards).toHaveLength(8);
    for (const card of cards) expect(card.evidence_summary?.mentions).toBeGreaterThanOrEqual(3);

    const details = await ideaGet(jsonRequest("GET", `/api/ideas/${cards[0]!.id}`, undefined, { session }), {
      params: Promise.resolve({ id: String(cards[0]!.id) }),
    });
    expect(details.status, await details.clone().text()).toBe(200);
    const idea = (await details.json()) as { evidence: { people: number; quotes: unknown[] } | null };
    expect(idea.evidence?.people).toBeGreaterThanOrEqual(3);
    expect(idea.evidence?.quotes.length).toBeGreaterThanOrEqual(2);

    const search = await searchGet(
      jsonRequest("GET", `/api/ideas/search?main_search_text=landlord`, undefined, { session }),
    );
    expect(search.status, await search.clone().text()).toBe(200);
    const found = (await search.json()).ideas as { idea_summary: string; description: string }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((i) => /landlord|tenan|letting|rental/i.test(`${i.idea_summary} ${i.description}`))).toBe(true);
  }, 120_000);

  it("keeps what the pipeline reads after it: removing a quoted post takes its quote, leaves a tombstone and rebuilds its idea", async () => {
    const { rows } = await pool.query<{ source: string; external_id: string }>(
      `SELECT s.name AS source, p.external_id
         FROM pipeline_quotes q JOIN pipeline_posts p ON p.id = q.post_id JOIN pipeline_sources s ON s.id = p.source_id
        ORDER BY q.id LIMIT 1`,
    );
    const target = rows[0]!;
    const removed = await removePosts(pool, createAnalyser(), {
      post: { source: target.source, externalId: target.external_id },
    });
    expect(removed.posts).toBeGreaterThanOrEqual(1);
    // The idea that showed the quote is written again from the posts left (or unpublished).
    expect(
      (removed.ideas.updated ?? 0) + (removed.ideas.unpublished ?? 0),
      JSON.stringify(removed),
    ).toBeGreaterThanOrEqual(1);
    const left = await pool.query(
      `SELECT 1 FROM pipeline_quotes q JOIN pipeline_posts p ON p.id = q.post_id WHERE p.external_id = $1`,
      [target.external_id],
    );
    expect(left.rows).toEqual([]);
    const tombstone = await pool.query(`SELECT 1 FROM pipeline_tombstones WHERE external_id = $1`, [
      target.external_id,
    ]);
    expect(tombstone.rows).toHaveLength(1);
  }, 120_000);
});

/** The dump of the loaded library with number_developing as the pipeline wrote it (before the demo projects' claims). */
async function dumpWithoutDemoClaims(claims: number): Promise<string> {
  expect(claims).toBeGreaterThan(0);
  const client = await pool.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
    await client.query(
      `UPDATE ideas i SET number_developing = i.number_developing - c.n
         FROM (SELECT idea_id, count(*)::int AS n FROM idea_claims GROUP BY idea_id) c WHERE c.idea_id = i.id`,
    );
    const text = await dumpLibrary(client);
    await client.query("ROLLBACK");
    return text;
  } finally {
    client.release();
  }
}
