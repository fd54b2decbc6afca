import pg from "pg";
import { GET as ideaGet } from "@/app/api/ideas/[id]/route";
import { explain, monthBefore, scoreGroup, type EvidenceCounts } from "@/lib/domain/pipeline/scoring";
import { createSession } from "@/lib/server/auth/sessions";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import type { Benchmark } from "./benchmarks";
import { fillIdeas } from "./fill-ideas";

/**
 * The idea details dialog's one request (GET /api/ideas/{id}: the idea, its evidence and its quotes,
 * behind the check that the user was shown it), at a library size, for ideas that have evidence.
 * Target: p95 under 30 ms at 100,000 ideas.
 */

/** Every EVIDENCE_EVERY-th idea of the library gets evidence as the pipeline stores it. */
const EVIDENCE_EVERY = 5;
const MONTHS = 30;
const WINDOW_END = "2025-06";
const QUOTES = 3;
/** Ideas the bench user was shown (idea_views) and reads in turn. */
const READ = 2000;

/** score_inputs and the sentence of a real scoring run (the bench varies the trend ratio per idea). */
function scoreTemplate() {
  const perMonth = Array.from({ length: MONTHS }, (_, i) => 2 + (i % 5));
  const months = perMonth.map((mentions, i) => ({
    month: monthBefore(WINDOW_END, MONTHS - 1 - i),
    mentions,
    rate: mentions / 1000,
  }));
  const needPosts = perMonth.reduce((a, b) => a + b, 0);
  const counts: EvidenceCounts = {
    people: 40,
    communities: 3,
    needPosts,
    launchPosts: 2,
    engagement: needPosts * 9,
    monthly: months,
    firstSeen: months[0]!.month,
    lastSeen: WINDOW_END,
    windowEnd: WINDOW_END,
  };
  const inputs = scoreGroup(counts).inputs;
  return {
    inputs: JSON.stringify(inputs),
    explanation: explain(inputs),
    monthly: JSON.stringify(months.map(({ month, mentions }) => ({ month, mentions, total: 1000 }))),
    needPosts,
  };
}

/** Gives evidence (a group, pipeline_evidence, need posts and quotes) to every EVIDENCE_EVERY-th idea that has none, set-based. */
export async function fillEvidence(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const t = scoreTemplate();
    await client.query("BEGIN");
    const source = await client.query<{ id: number }>(
      "INSERT INTO pipeline_sources (name, format) VALUES ('bench', 'jsonl') ON CONFLICT (name) DO UPDATE SET format = EXCLUDED.format RETURNING id",
    );
    await client.query(
      `INSERT INTO pipeline_groups (key, idea_id, key_phrases)
       SELECT 'bench_' || i.id, i.id, '{}' FROM ideas i
        WHERE i.id % ${EVIDENCE_EVERY} = 0 AND NOT EXISTS (SELECT 1 FROM pipeline_groups g WHERE g.idea_id = i.id)`,
    );
    await client.query(
      `INSERT INTO pipeline_evidence (idea_id, group_id, people, need_posts, launch_posts, communities, monthly, first_seen, last_seen, score_inputs, explanation)
       SELECT g.idea_id, g.id, 20 + g.idea_id % 50, $1, g.idea_id % 4,
              jsonb_build_array(jsonb_build_object('name', 'community_' || g.idea_id % 80, 'posts', 60), jsonb_build_object('name', 'community_' || (g.idea_id + 7) % 80, 'posts', 40)),
              $2::jsonb, DATE '${monthBefore(WINDOW_END, MONTHS - 1)}-01', DATE '${WINDOW_END}-01',
              jsonb_set($3::jsonb, '{trend,ratio}', to_jsonb(0.5 + (g.idea_id % 20) / 10.0)), $4
         FROM pipeline_groups g
        WHERE g.key LIKE 'bench\\_%' AND NOT EXISTS (SELECT 1 FROM pipeline_evidence e WHERE e.idea_id = g.idea_id)`,
      [t.needPosts, t.monthly, t.inputs, t.explanation],
    );
    await client.query(
      `INSERT INTO pipeline_posts (source_id, external_id, run_id, community, author_hash, posted_at, month, kind, text, group_id)
       SELECT $1, g.key || '_' || n, 0, 'community_' || g.idea_id % 80, md5(g.key || n), TIMESTAMP '2025-03-10' - n * INTERVAL '31 days',
              DATE '2025-03-01' - n * INTERVAL '1 month', 'need', i.complaint_summary, g.id
         FROM pipeline_groups g JOIN ideas i ON i.id = g.idea_id CROSS JOIN generate_series(0, ${QUOTES - 1}) AS n
        WHERE g.key LIKE 'bench\\_%' AND NOT EXISTS (SELECT 1 FROM pipeline_quotes q WHERE q.idea_id = g.idea_id)`,
      [source.rows[0]!.id],
    );
    // One statement: the search triggers rebuild each idea's document once.
    await client.query(
      `INSERT INTO pipeline_quotes (idea_id, post_id, position, text, community, month)
       SELECT g.idea_id, p.id, row_number() OVER (PARTITION BY g.id ORDER BY p.id) - 1, 'Paraphrased: ' || p.text, p.community, p.month
         FROM pipeline_posts p JOIN pipeline_groups g ON g.id = p.group_id
        WHERE g.key LIKE 'bench\\_%' AND NOT EXISTS (SELECT 1 FROM pipeline_quotes q WHERE q.post_id = p.id)`,
    );
    await client.query("COMMIT");
    for (const table of ["pipeline_evidence", "pipeline_quotes", "pipeline_posts", "idea_search"])
      await client.query(`VACUUM ANALYZE ${table}`);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

export function detailsAt(total: number): Benchmark {
  return {
    name: `idea details, ${total.toLocaleString("en-US")} ideas`,
    runs: 500,
    setup: async () => {
      await fillIdeas(total);
      await fillEvidence();
      const user = await createUser({ username: uniqueName("bench"), tier: "lifetime", currentPeriodEnd: null });
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      const shown = await client.query<{ idea_id: number }>(
        `INSERT INTO idea_views (user_id, kind, idea_id, day)
         SELECT $1, 'search', idea_id, CURRENT_DATE FROM pipeline_evidence ORDER BY random() LIMIT ${READ} RETURNING idea_id`,
        [user.id],
      );
      await client.query("VACUUM ANALYZE idea_views");
      await client.end();
      const ids = shown.rows.map((r) => r.idea_id);
      const { token } = await createSession(user.id);
      let n = 0;
      return async () => {
        const id = ids[n++ % ids.length]!;
        const res = await ideaGet(jsonRequest("GET", `/api/ideas/${id}`, undefined, { session: token }), {
          params: Promise.resolve({ id: String(id) }),
        });
        if (res.status !== 200) throw new Error(`idea details answered ${res.status}`);
        const body = (await res.json()) as { evidence: { quotes: unknown[] } | null };
        if (!body.evidence || body.evidence.quotes.length !== QUOTES)
          throw new Error("idea details came without its evidence");
      };
    },
  };
}
