import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrisma } from "@/lib/server/db/client";
import { unpublishSameTitles } from "@/lib/server/pipeline/ideas";
import { createUser } from "@/tests/support/factories";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

/**
 * A founder never meets two published ideas under one title: once a run has published, the ideas
 * of groups the grouping kept apart but the describer named alike keep one of them. A database of
 * its own: the sweep reads every published idea.
 */
let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase("ideaforge_same_title");
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

let seq = 0;

/** A published idea with its group and evidence of `needPosts` need posts. */
async function publishedIdea(title: string, needPosts: number): Promise<number> {
  const key = `same_title_${++seq}`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO ideas (source_key, title, description, complaint_summary, analysis, category, overall, demand_score, market_size, simplicity_score, innovation_score, published)
     VALUES ($1, $2, 'd', 'c', 'a', 'Travel', 50, 50, 1000000, 50, 50, true) RETURNING id`,
    [key, title],
  );
  const ideaId = rows[0]!.id;
  const group = await pool.query<{ id: number }>(
    `INSERT INTO pipeline_groups (key, idea_id, key_phrases) VALUES ($1, $2, '{}') RETURNING id`,
    [key, ideaId],
  );
  await pool.query(
    `INSERT INTO pipeline_evidence (idea_id, group_id, people, need_posts, launch_posts, communities, monthly, first_seen, last_seen, score_inputs, explanation, updated_at)
     VALUES ($1, $2, $3, $3, 0, '[]', '[]', '2026-01-01', '2026-02-01', '{}', 'e', now())`,
    [ideaId, group.rows[0]!.id, needPosts],
  );
  return ideaId;
}

async function published(ids: number[]): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT i.id FROM ideas i WHERE i.id = ANY($1::int[]) AND i.published
        AND EXISTS (SELECT 1 FROM pipeline_evidence e WHERE e.idea_id = i.id) ORDER BY i.id`,
    [ids],
  );
  return rows.map((r) => r.id);
}

describe("two groups named alike", () => {
  it("keep the title on the idea with the most need posts; the other goes out with its evidence", async () => {
    const small = await publishedIdea("Booking ferry crossings for a van", 4);
    const large = await publishedIdea("booking ferry crossings for a van", 9);
    const other = await publishedIdea("Booking ferry crossings for foot passengers", 3);

    expect(await unpublishSameTitles(pool)).toBe(1);
    expect(await published([small, large, other])).toEqual([large, other]);
    // The idea row and its group stay: a later run that names it apart publishes it again.
    const { rows } = await pool.query(`SELECT 1 FROM pipeline_groups WHERE idea_id = $1`, [small]);
    expect(rows).toHaveLength(1);
    expect(await unpublishSameTitles(pool)).toBe(0);
  });

  it("keep it on the idea a founder has claimed, whatever the evidence", async () => {
    const claimed = await publishedIdea("Pricing sourdough for a market stall", 3);
    const larger = await publishedIdea("Pricing sourdough for a market stall", 12);
    const prisma = createPrisma(database.url, 1);
    try {
      const user = await createUser({}, prisma);
      await prisma.ideaClaim.create({ data: { userId: user.id, ideaId: claimed } });
    } finally {
      await prisma.$disconnect();
    }

    expect(await unpublishSameTitles(pool)).toBe(1);
    expect(await published([claimed, larger])).toEqual([claimed]);
  });
});
