import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as shuffle } from "@/app/api/ideas/route";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { sharedRun } from "@/lib/domain/pipeline/overlap";
import { runById, startRun, upsertSource } from "@/lib/server/pipeline/runs";
import { loadTotals } from "@/lib/server/pipeline/evidence";
import { publishGroup } from "@/pipeline/publish";
import { removePosts } from "@/pipeline/remove";
import { silentProgress } from "@/pipeline/progress";
import { createLocalAnalyser } from "@/pipeline/analysers/local";
import type { Analyser } from "@/pipeline/types";
import { SimulatedCrash, work, type DryRunIdea } from "@/pipeline/run";
import { FIXTURE_PATHS, writeCorpus, type FixtureLabel } from "@/tests/fixtures/pipeline/generate";
import { createUserWithSession } from "@/tests/support/factories";
import { testAnalyser } from "@/tests/support/pipeline-analyser";
import { jsonRequest } from "@/tests/support/requests";

/** The pipeline end to end on the labelled fixture, against the real database and route handlers. */
const KEY = "k".repeat(64);
let pool: pg.Pool;
let dir: string;
let labels: FixtureLabel[];
const suffix = Date.now().toString(36);

async function importFile(
  format: "reddit" | "hn",
  source: string,
  opts: {
    dryRun?: boolean;
    workers?: number;
    crashAfterBatches?: number;
    report?: (i: DryRunIdea) => void;
    analyser?: Analyser;
    threads?: number;
  } = {},
) {
  const sourceId = await upsertSource(pool, source, format, null);
  const { run } = await startRun(pool, {
    sourceId,
    format,
    files: [path.join(dir, FIXTURE_PATHS[format])],
    options: { batchSize: 50 },
    dryRun: Boolean(opts.dryRun),
  });
  const deps = {
    analyser: opts.analyser ?? testAnalyser,
    key: KEY,
    progress: silentProgress,
    report: opts.report,
    threads: opts.threads,
  };
  if (opts.crashAfterBatches !== undefined)
    await expect(work(pool, run.id, { ...deps, crashAfterBatches: opts.crashAfterBatches })).rejects.toThrow(
      SimulatedCrash,
    );
  const workers = Array.from({ length: opts.workers ?? 1 }, (_, i) =>
    work(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 }), run.id, { ...deps, worker: `w${i}` }),
  );
  await Promise.all(workers);
  return (await runById(pool, run.id))!;
}

const ideaRows = async (source: string) =>
  (
    await pool.query<{
      id: number;
      title: string;
      description: string;
      complaint_summary: string;
      analysis: string;
      overall: number;
      demand_score: number;
      published: boolean;
      explanation: string | null;
    }>(
      `SELECT DISTINCT i.id, i.title, i.description, i.complaint_summary, i.analysis, i.overall, i.demand_score, i.published, e.explanation
       FROM ideas i JOIN pipeline_groups g ON g.idea_id = i.id LEFT JOIN pipeline_evidence e ON e.idea_id = i.id
       JOIN pipeline_posts p ON p.group_id = g.id JOIN pipeline_sources s ON s.id = p.source_id WHERE s.name = $1 ORDER BY i.id`,
      [source],
    )
  ).rows;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 6 });
  await pool.query("TRUNCATE pipeline_sources, pipeline_groups CASCADE");
  dir = mkdtempSync(path.join(tmpdir(), "pipeline-int-"));
  writeCorpus(dir, { postsPerFormat: 600 });
  labels = readFileSync(path.join(dir, "labels.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as FixtureLabel);
}, 120_000);

afterAll(async () => {
  await pool.end();
});

describe("ideas:import end to end", () => {
  const source = `reddit_${suffix}`;

  it("imports a Reddit dump: ideas with scores and evidence, on the board and in Deep Search", async () => {
    const run = await importFile("reddit", source);
    const c = run.counts as Record<string, number>;
    expect(run.status).toBe("done");
    expect(c.read).toBe(600);
    expect(c.needs).toBeGreaterThan(150);
    // An idea another test file's import published under the same group key is updated, not
    // created (the run's database is shared): the run's ideas are the created and updated ones.
    expect(c.created! + c.updated!).toBeGreaterThan(8);
    const ideas = await ideaRows(source);
    expect(ideas.length).toBe(c.created! + c.updated! + c.unchanged!);
    for (const idea of ideas) {
      expect(idea.published).toBe(true);
      expect(idea.explanation).toMatch(/^\d+ (people|person) in \d+ communit(y|ies) over \d+ months?, /);
    }
    // The publish floor: every idea published stands on 3 people or more and on 2 quotes or
    // more that passed the gate.
    const published = (
      await pool.query<{ people: number; quotes: number }>(
        `SELECT e.people, (SELECT count(*)::int FROM pipeline_quotes q WHERE q.idea_id = e.idea_id) AS quotes FROM pipeline_evidence e WHERE e.idea_id = ANY($1::int[])`,
        [ideas.map((i) => i.id)],
      )
    ).rows;
    expect(published).toHaveLength(ideas.length);
    expect(published.filter((e) => e.people < 3 || e.quotes < 2)).toEqual([]);
    // Quotes: paraphrases that share no 5-word run with their post.
    const quotes = (
      await pool.query<{ text: string; post: string }>(
        `SELECT q.text, p.text AS post FROM pipeline_quotes q JOIN pipeline_posts p ON p.id = q.post_id`,
      )
    ).rows;
    expect(quotes.length).toBeGreaterThan(ideas.length);
    for (const q of quotes) expect(sharedRun(q.text, [q.post])).toBeNull();
    // No planted personal data in anything stored for users or kept internally.
    const stored = [
      ...ideas.flatMap((i) => [i.title, i.description, i.complaint_summary, i.analysis, i.explanation ?? ""]),
      ...quotes.map((q) => q.text),
      ...(await pool.query<{ text: string }>(`SELECT text FROM pipeline_posts WHERE text IS NOT NULL`)).rows.map(
        (r) => r.text,
      ),
    ]
      .join("\n")
      .toLowerCase();
    const planted = labels.filter((l) => l.format === "reddit").flatMap((l) => l.pii.map((p) => p.value.toLowerCase()));
    expect(planted.length).toBeGreaterThan(20);
    const escape = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(
      planted.filter((v) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(v)}($|[^\\p{L}\\p{N}])`, "u").test(stored)),
    ).toEqual([]);

    // The board draws them, with their scores.
    const { token: session } = await createUserWithSession({ tier: "lifetime" });
    const drawn = new Map<number, { overall: number }>();
    for (;;) {
      const res = await shuffle(jsonRequest("GET", "/api/ideas?count=8&categories=Work", undefined, { session }));
      if (res.status !== 200) break;
      for (const i of (await res.json()).ideas) drawn.set(i.id, i);
    }
    for (const idea of ideas) expect(drawn.get(idea.id)?.overall).toBe(idea.overall);
    // Deep Search finds each by its title (searches 500 ms apart, as the route requires).
    for (const idea of ideas.slice(0, 3)) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const res = await searchGet(
        jsonRequest(
          "GET",
          `/api/ideas/search?main_search_text=${encodeURIComponent(idea.title.replace(/,/g, ""))}`,
          undefined,
          { session },
        ),
      );
      expect(res.status).toBe(200);
      const found = (await res.json()).ideas.find((i: { id: number }) => i.id === idea.id);
      expect(found).toMatchObject({ overall: idea.overall, demand_score: idea.demand_score });
    }
  }, 300_000);

  it("a re-run skips every post and updates the same ideas (same ids)", async () => {
    const before = (await ideaRows(source)).map((i) => i.id);
    const run = await importFile("reddit", source);
    const c = run.counts as Record<string, number>;
    expect(c.already_done).toBe(600 - (c["skipped.bad_line"] ?? 0) - (c["skipped.duplicate"] ?? 0));
    expect(c.created).toBe(0);
    expect((await ideaRows(source)).map((i) => i.id)).toEqual(before);
  }, 300_000);

  it("a dry run reports would-be ideas and publishes and keeps nothing", async () => {
    const ideasBefore = (await pool.query(`SELECT count(*) FROM ideas`)).rows[0].count;
    const report: DryRunIdea[] = [];
    const run = await importFile("hn", `dry_${suffix}`, { dryRun: true, report: (i) => report.push(i) });
    expect(run.status).toBe("done");
    expect(report.length).toBeGreaterThan(0);
    expect((run.counts as Record<string, number>).would_publish).toBe(report.length);
    expect((await pool.query(`SELECT count(*) FROM ideas`)).rows[0].count).toBe(ideasBefore);
    expect((await pool.query(`SELECT count(*) FROM pipeline_posts WHERE run_id = $1`, [run.id])).rows[0].count).toBe(
      "0",
    );
  }, 300_000);

  it("resumes after a crash, and two workers share one import without doing a batch twice", async () => {
    const hn = `hn_${suffix}`;
    const run = await importFile("hn", hn, { crashAfterBatches: 1 });
    expect(run.status).toBe("done");
    const again = await importFile("hn", `hn2_${suffix}`, { workers: 2 });
    expect(again.status).toBe("done");
    const batches = (
      await pool.query<{ worker: string; n: string }>(
        `SELECT worker, count(*) AS n FROM pipeline_batches WHERE run_id = $1 AND stage = 'ingest' GROUP BY worker`,
        [again.id],
      )
    ).rows;
    // 600 records in batches of 50: 12 batches, each done once, by both workers.
    expect(batches.reduce((s, b) => s + Number(b.n), 0)).toBe(12);
    expect(batches.map((b) => b.worker).sort()).toEqual(["w0", "w1"]);
    for (const r of [run, again]) {
      const c = r.counts as Record<string, number>;
      const stored = (
        await pool.query(
          `SELECT count(*) FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id WHERE s.name = $1`,
          [r.source],
        )
      ).rows[0].count;
      expect(Number(stored)).toBe(
        c.read! - (c["skipped.bad_line"] ?? 0) - (c["skipped.duplicate"] ?? 0) - (c.already_done ?? 0),
      );
    }
  }, 300_000);

  it("an analyser failing for one group costs that idea only: nothing of it is written, the others are published", async () => {
    let calls = 0;
    const flaky: Analyser = {
      ...testAnalyser,
      describe: async (group) => {
        calls++;
        // The second description is out of shape (an empty title), the third throws.
        if (calls === 2) return { ...(await testAnalyser.describe(group)), title: "" };
        if (calls === 3) throw new Error("model unavailable");
        return testAnalyser.describe(group);
      },
    };
    await pool.query("TRUNCATE pipeline_sources, pipeline_groups CASCADE");
    const run = await importFile("hn", `flaky_${suffix}`, { analyser: flaky });
    const c = run.counts as Record<string, number>;
    expect(run.status).toBe("done");
    expect(c.failed).toBe(2);
    expect(c.created! + c.updated!).toBeGreaterThan(3);
    // Every group that has evidence has its idea, published; the failed groups have neither. A
    // group named like another published one (unpublishSameTitles) keeps its idea row, unpublished,
    // without evidence or quotes.
    const groups = (
      await pool.query<{ idea_id: number | null; published: boolean | null; evidence: string; quotes: string }>(
        `SELECT g.idea_id, i.published, (SELECT count(*) FROM pipeline_evidence e WHERE e.group_id = g.id) AS evidence,
              (SELECT count(*) FROM pipeline_quotes q WHERE q.idea_id = g.idea_id) AS quotes
           FROM pipeline_groups g LEFT JOIN ideas i ON i.id = g.idea_id`,
      )
    ).rows;
    // (An earlier test's idea with the same key is updated, not created.)
    expect(groups.filter((g) => g.idea_id !== null)).toHaveLength(c.created! + c.updated! + c.unchanged!);
    expect(groups.filter((g) => g.idea_id !== null && !g.published)).toHaveLength(c.unpublished ?? 0);
    for (const g of groups)
      expect(g.published ? g.evidence === "1" : g.evidence === "0" && g.quotes === "0").toBe(true);
  }, 300_000);

  it("ideas:remove --post takes the post and its copies, its quote goes and the idea is rebuilt without it", async () => {
    const quoted = (
      await pool.query<{ source: string; external_id: string; post_id: number; idea_id: number }>(
        `SELECT s.name AS source, p.external_id, q.post_id, q.idea_id FROM pipeline_quotes q JOIN pipeline_posts p ON p.id = q.post_id
         JOIN pipeline_sources s ON s.id = p.source_id ORDER BY q.id LIMIT 1`,
      )
    ).rows[0]!;
    const before = (
      await pool.query<{ need_posts: number }>(`SELECT need_posts FROM pipeline_evidence WHERE idea_id = $1`, [
        quoted.idea_id,
      ])
    ).rows[0]!;
    const result = await removePosts(pool, testAnalyser, {
      post: { source: quoted.source, externalId: quoted.external_id },
    });
    expect(result.posts).toBeGreaterThanOrEqual(1);
    expect(
      (await pool.query(`SELECT count(*) FROM pipeline_posts WHERE id = $1 OR duplicate_of_id = $1`, [quoted.post_id]))
        .rows[0].count,
    ).toBe("0");
    expect(
      (await pool.query(`SELECT count(*) FROM pipeline_quotes WHERE post_id = $1`, [quoted.post_id])).rows[0].count,
    ).toBe("0");
    const after = (
      await pool.query<{ need_posts: number }>(`SELECT need_posts FROM pipeline_evidence WHERE idea_id = $1`, [
        quoted.idea_id,
      ])
    ).rows[0];
    // Rebuilt with one need post fewer, or unpublished when that left too little evidence.
    if (after) expect(after.need_posts).toBe(before.need_posts - 1);
    else
      expect((await pool.query(`SELECT published FROM ideas WHERE id = $1`, [quoted.idea_id])).rows[0].published).toBe(
        false,
      );
  }, 300_000);

  it("ideas:remove --community deletes the posts and their quotes, rebuilds the ideas and unpublishes those left without evidence", async () => {
    const community = (
      await pool.query<{ community: string }>(
        `SELECT p.community FROM pipeline_quotes q JOIN pipeline_posts p ON p.id = q.post_id GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows[0]!.community;
    const result = await removePosts(pool, testAnalyser, { community });
    expect(result.posts).toBeGreaterThan(0);
    expect(
      (await pool.query(`SELECT count(*) FROM pipeline_posts WHERE community = $1`, [community])).rows[0].count,
    ).toBe("0");
    expect(
      (
        await pool.query(
          `SELECT count(*) FROM pipeline_quotes q JOIN pipeline_evidence e ON e.idea_id = q.idea_id WHERE q.community = $1`,
          [community],
        )
      ).rows[0].count,
    ).toBe("0");
    const evidence = (
      await pool.query<{ communities: { name: string }[] }>(`SELECT communities FROM pipeline_evidence`)
    ).rows;
    for (const e of evidence) expect(e.communities.map((c) => c.name)).not.toContain(community);
    // Every pipeline idea left published still has evidence; the others left search.
    const orphans = (
      await pool.query(
        `SELECT count(*) FROM ideas i JOIN pipeline_groups g ON g.idea_id = i.id WHERE i.published AND NOT EXISTS (SELECT 1 FROM pipeline_evidence e WHERE e.idea_id = i.id)`,
      )
    ).rows[0].count;
    expect(orphans).toBe("0");
  }, 300_000);

  it("the local analyser on ingest threads stores the same posts, features and counts as on the main thread", async () => {
    const stored = async (source: string) =>
      (
        await pool.query(
          `SELECT p.external_id, p.community, p.author_hash, p.posted_at, p.kind, p.skip_reason, p.score, p.comments, p.text, p.text_hash, p.minhash, p.terms
           FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id WHERE s.name = $1 ORDER BY p.external_id`,
          [source],
        )
      ).rows;
    const local = createLocalAnalyser();
    const onThreads = await importFile("hn", `hn_threads_${suffix}`, { analyser: local, threads: 2 });
    const here = await importFile("hn", `hn_main_${suffix}`, { analyser: local });
    const posts = await stored(`hn_threads_${suffix}`);
    expect(posts.length).toBeGreaterThan(100);
    expect(posts.some((p) => p.kind === "need" && p.minhash?.length)).toBe(true);
    expect(posts).toEqual(await stored(`hn_main_${suffix}`));
    // The ingest counts (the group and publish counts depend on what the library already held).
    const ingestCounts = (counts: Record<string, unknown>) =>
      Object.entries(counts).filter(([k]) => /^(read|already_done|needs|launches|skipped)/.test(k));
    expect(ingestCounts(onThreads.counts)).toEqual(ingestCounts(here.counts));
    expect(ingestCounts(onThreads.counts).length).toBeGreaterThan(4);
  }, 300_000);

  it("a re-run unpublishes an idea left below the floor: its need posts from 2 people, or 1 quote passing the gate; back above it, it is published again", async () => {
    const [few, unquoted] = (
      await pool.query<{ id: number; key: string; idea_id: number }>(
        `SELECT g.id, g.key, g.idea_id FROM pipeline_groups g JOIN ideas i ON i.id = g.idea_id WHERE i.published ORDER BY g.key LIMIT 2`,
      )
    ).rows;
    const published = async (ideaId: number) =>
      (await pool.query<{ published: boolean }>(`SELECT published FROM ideas WHERE id = $1`, [ideaId])).rows[0]!
        .published;
    // Every need post of the first group now comes from one of 2 people (its need posts stay 3 or more).
    await pool.query(
      `UPDATE pipeline_posts p SET author_hash = 'floor-person-' || (r.n % 2)
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM pipeline_posts WHERE group_id = $1 AND kind = 'need') r WHERE p.id = r.id`,
      [few!.id],
    );
    // An analyser whose paraphrases pass the gate once only: the second group keeps 1 quote.
    let passing = 1;
    const oneQuote: Analyser = {
      ...testAnalyser,
      paraphrase: async (text) => (passing-- > 0 ? testAnalyser.paraphrase(text) : null),
    };
    const totals = await loadTotals(pool);
    expect(await publishGroup(pool, testAnalyser, few!, totals)).toBe("unpublished");
    expect(await publishGroup(pool, oneQuote, unquoted!, totals)).toBe("unpublished");
    expect(await published(few!.idea_id)).toBe(false);
    expect(await published(unquoted!.idea_id)).toBe(false);
    // Its quotes back, the second group's idea (the same one) is published again.
    expect(await publishGroup(pool, testAnalyser, unquoted!, totals)).toBe("updated");
    expect(await published(unquoted!.idea_id)).toBe(true);
  }, 300_000);
});
