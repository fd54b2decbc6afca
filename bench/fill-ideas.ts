import pg from "pg";
import { generateIdeas } from "./template-ideas/ideas";

/**
 * Tops the ideas table of the bench database up to `total` rows with the seed's realistic
 * generator (varied words, as real search needs: a table of one repeated sentence would make every
 * word match every row). Batches of 20,000 ideas, each batch its own generator seed, one INSERT of
 * arrays per batch (the trigger of migration search_table fills idea_search). For large fills the
 * search index is dropped first and built once at the end (on every partition), which is several
 * times faster than keeping it up to date row by row.
 */
const BATCH = 20_000;
/** The search index as migration search_table names it. */
const SEARCH_INDEX = "idea_search_search_document_idx";

export async function fillIdeas(total: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const have = Number((await client.query<{ n: string }>("SELECT count(*) AS n FROM ideas")).rows[0]!.n);
    if (have >= total) return;
    const rebuildIndex = total - have > 100_000;
    if (rebuildIndex) await client.query(`DROP INDEX IF EXISTS ${SEARCH_INDEX}`);
    const started = Date.now();
    for (let from = have; from < total; from += BATCH) {
      await insertBatch(client, from, Math.min(BATCH, total - from));
      process.stderr.write(
        `\r  filling ideas: ${Math.min(from + BATCH, total).toLocaleString("en-US")} / ${total.toLocaleString("en-US")}`,
      );
    }
    if (rebuildIndex) {
      await client.query("SET maintenance_work_mem = '1GB'");
      await client.query(`CREATE INDEX ${SEARCH_INDEX} ON idea_search USING GIN (search_document)`);
    }
    for (const table of ["ideas", "idea_search"]) await client.query(`VACUUM ANALYZE ${table}`);
    process.stderr.write(` (${Math.round((Date.now() - started) / 1000)} s)\n`);
  } finally {
    await client.end();
  }
}

async function insertBatch(client: pg.Client, from: number, count: number) {
  const ideas = generateIdeas(count, 1_000 + Math.floor(from / BATCH));
  const column = <T>(pick: (idea: (typeof ideas)[number]) => T) => ideas.map(pick);
  await client.query(
    `INSERT INTO ideas (source_key, title, description, complaint_summary, analysis, category, overall, demand_score, market_size, simplicity_score, innovation_score, number_developing)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::"IdeaCategory"[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[], $12::int[])`,
    [
      ideas.map((_, i) => `bench-${from + i}`),
      column((i) => i.title),
      column((i) => i.description),
      column((i) => i.complaintSummary),
      column((i) => i.analysis),
      column((i) => i.category),
      column((i) => i.overall),
      column((i) => i.demandScore),
      column((i) => i.marketSize),
      column((i) => i.simplicityScore),
      column((i) => i.innovationScore),
      ideas.map((_, i) => (from + i) % 7),
    ],
  );
}
