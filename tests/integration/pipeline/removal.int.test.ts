import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as claimPost } from "@/app/api/ideas/claim/route";
import { runById, startRun, upsertSource } from "@/lib/server/pipeline/runs";
import { createLocalAnalyser } from "@/pipeline/analysers/local";
import { silentProgress } from "@/pipeline/progress";
import { NothingToRemove, removePosts } from "@/pipeline/remove";
import { work } from "@/pipeline/run";
import { FIXTURE_PATHS, writeCorpus } from "@/tests/fixtures/pipeline/generate";
import { createUserWithSession } from "@/tests/support/factories";
import { readIdea, showThroughSearch } from "@/tests/support/ideas";
import { jsonRequest } from "@/tests/support/requests";

/**
 * Removals as the operator and the users meet them: a removed post stays gone through a re-import
 * of the same dump and a repost of its text; a removed idea is gone for a user who had viewed it;
 * and personal data written to slip past the scrubber reaches nothing published.
 */
const KEY = "r".repeat(64);
const analyser = createLocalAnalyser();
let pool: pg.Pool;
let dir: string;
const suffix = Date.now().toString(36);

async function importFile(source: string, file: string) {
  const sourceId = await upsertSource(pool, source, "reddit", null);
  const { run } = await startRun(pool, { sourceId, format: "reddit", files: [file], options: {}, dryRun: false });
  await work(pool, run.id, { analyser, key: KEY, progress: silentProgress });
  return (await runById(pool, run.id))!;
}

/** The source's published ideas, each with its need posts' external ids. */
async function publishedIdeas(source: string) {
  const { rows } = await pool.query<{ id: number; posts: string[] }>(
    `SELECT i.id, array_agg(p.external_id ORDER BY p.external_id) AS posts
       FROM ideas i JOIN pipeline_groups g ON g.idea_id = i.id JOIN pipeline_posts p ON p.group_id = g.id
       JOIN pipeline_sources s ON s.id = p.source_id
      WHERE s.name = $1 AND i.published AND p.kind = 'need' GROUP BY i.id ORDER BY i.id`,
    [source],
  );
  return rows;
}

const stored = async (source: string, externalId: string) =>
  (
    await pool.query(
      `SELECT 1 FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id WHERE s.name = $1 AND p.external_id = $2`,
      [source, externalId],
    )
  ).rowCount;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 6 });
  dir = mkdtempSync(path.join(tmpdir(), "pipeline-removal-"));
  writeCorpus(dir, { postsPerFormat: 600 });
}, 120_000);

afterAll(async () => {
  await pool.end();
});

describe("a removal lasts", () => {
  it("a removed post stays gone when the same dump is imported again, and when its text comes back under another id", async () => {
    const source = `removal_${suffix}`;
    const file = path.join(dir, FIXTURE_PATHS.reddit);
    await importFile(source, file);
    const [idea] = await publishedIdeas(source);
    expect(idea).toBeDefined();
    const target = idea!.posts[0]!;
    const result = await removePosts(pool, analyser, { post: { source, externalId: target } });
    expect(result.posts).toBeGreaterThanOrEqual(1);
    expect(await stored(source, target)).toBe(0);

    // The same dump again: the post is skipped as removed, not imported anew.
    const again = await importFile(source, file);
    expect(again.status).toBe("done");
    expect(again.counts.removed).toBeGreaterThanOrEqual(1);
    expect(await stored(source, target)).toBe(0);
    expect((await publishedIdeas(source)).flatMap((i) => i.posts)).not.toContain(target);

    // A repost: the removed post's line under a new id, in a new file.
    const line = readFileSync(file, "utf8")
      .split("\n")
      .find((l) => l && (JSON.parse(l) as { id: string }).id === target.slice(3));
    expect(line).toBeDefined();
    const repost = path.join(dir, "repost.jsonl");
    writeFileSync(repost, JSON.stringify({ ...JSON.parse(line!), id: `re${suffix}` }) + "\n");
    const reposted = await importFile(source, repost);
    expect(reposted.counts).toMatchObject({ read: 1, removed: 1 });
    expect(await stored(source, `${target.slice(0, 3)}re${suffix}`)).toBe(0);

    // Asked again, the removal says it was done before.
    expect(await removePosts(pool, analyser, { post: { source, externalId: target } })).toMatchObject({
      posts: 0,
      alreadyRemoved: true,
    });
  }, 300_000);

  it("a removal naming nothing is refused, saying what there is to name", async () => {
    await expect(removePosts(pool, analyser, { post: { source: "hn", externalId: "123" } })).rejects.toThrow(
      NothingToRemove,
    );
    await expect(removePosts(pool, analyser, { post: { source: "hn", externalId: "123" } })).rejects.toThrow(
      /No source is named "hn": nothing removed\. The sources are: .*removal_/,
    );
    await expect(
      removePosts(pool, analyser, { post: { source: `removal_${suffix}`, externalId: "t3_nosuchpost" } }),
    ).rejects.toThrow(/has no post with id "t3_nosuchpost"/);
    await expect(removePosts(pool, analyser, { source: `nosuch_${suffix}` })).rejects.toThrow(NothingToRemove);
    await expect(removePosts(pool, analyser, { community: `nosuch_${suffix}` })).rejects.toThrow(
      /No post is in community/,
    );
  });
});

describe("a removed idea through GET /api/ideas/{id}", () => {
  it("is gone for a user who had viewed it; its claimer keeps only the project's own fields", async () => {
    const source = `viewed_${suffix}`;
    await importFile(source, path.join(dir, FIXTURE_PATHS.reddit));
    const [idea] = await publishedIdeas(source);
    expect(idea).toBeDefined();
    const viewer = await createUserWithSession({ tier: "lifetime" });
    const claimer = await createUserWithSession({ tier: "lifetime" });
    await showThroughSearch(viewer.token, [idea!.id]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await showThroughSearch(claimer.token, [idea!.id]);
    const before = await readIdea(viewer.token, idea!.id);
    expect(before.status).toBe(200);
    const shown = (await before.json()) as { idea_summary: string; analysis: string; evidence: unknown };
    expect(shown.evidence).not.toBeNull();
    const claimed = await claimPost(
      jsonRequest("POST", "/api/ideas/claim", { id: idea!.id }, { session: claimer.token }),
    );
    expect(claimed.status).toBe(200);

    // Every post behind the idea, whichever source holds it (the library groups all sources' needs).
    const { rows: behind } = await pool.query<{ source: string; external_id: string }>(
      `SELECT s.name AS source, p.external_id FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id
        JOIN pipeline_groups g ON g.id = p.group_id WHERE g.idea_id = $1`,
      [idea!.id],
    );
    for (const post of behind)
      await removePosts(pool, analyser, { post: { source: post.source, externalId: post.external_id } });
    expect((await pool.query(`SELECT published FROM ideas WHERE id = $1`, [idea!.id])).rows[0]).toEqual({
      published: false,
    });

    const after = await readIdea(viewer.token, idea!.id);
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain(shown.analysis.slice(0, 30));

    const kept = await readIdea(claimer.token, idea!.id);
    expect(kept.status).toBe(200);
    const body = (await kept.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: idea!.id,
      idea_summary: shown.idea_summary,
      analysis: "",
      complaint_summary: "",
      evidence: null,
      evidence_summary: null,
    });
  }, 300_000);
});

describe("personal data written to slip past the scrubber", () => {
  /** Attacks as posts carry them: spelled-out and full-width, hidden by invisible characters, bare domains, handles. */
  const ATTACKS = [
    "My number is \uFF15\uFF15\uFF15-\uFF10\uFF11\uFF10-\uFF12\uFF13\uFF14\uFF15 if it helps.",
    "Write to quillon dot marsh gmail dot com for the sheet.",
    "Or quillon at protonmail dot com works.",
    "My shop is ribbons-quillon.ca/shop and it sells bows.",
    "Ping u/quillon_marsh or @quillonmarsh there.",
    "Mail quil\u00ADlon.marsh@exam\u200Bple.com anytime.",
    "Ask Brianna Marsh about it.",
  ];
  const LEAKS = /quillon|brianna|marsh|gmail|protonmail|\.ca\b|555|010|2345|[\uFF10-\uFF19]|\bdot com\b|example\.com/i;

  it("reaches no published idea, quote, explanation or stored post", async () => {
    const source = `pii_${suffix}`;
    const lines = readFileSync(path.join(dir, FIXTURE_PATHS.reddit), "utf8").trim().split("\n");
    const attacked = lines.map((l, i) => {
      const post = JSON.parse(l) as Record<string, unknown>;
      const attack = ATTACKS[i % ATTACKS.length]!;
      return JSON.stringify(
        "selftext" in post
          ? { ...post, selftext: `${String(post.selftext)}\n\n${attack}` }
          : { ...post, body: `${String(post.body)} ${attack}` },
      );
    });
    const file = path.join(dir, "attacked.jsonl");
    writeFileSync(file, attacked.join("\n") + "\n");
    await importFile(source, file);

    const ideas = (
      await pool.query<{ text: string }>(
        `SELECT concat_ws(' | ', i.title, i.description, i.complaint_summary, i.analysis, e.explanation) AS text
           FROM ideas i JOIN pipeline_groups g ON g.idea_id = i.id LEFT JOIN pipeline_evidence e ON e.idea_id = i.id
          WHERE i.published AND EXISTS (SELECT 1 FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id WHERE p.group_id = g.id AND s.name = $1)`,
        [source],
      )
    ).rows;
    expect(ideas.length).toBeGreaterThan(0);
    const quotes = (
      await pool.query<{ text: string }>(
        `SELECT q.text FROM pipeline_quotes q JOIN pipeline_posts p ON p.id = q.post_id JOIN pipeline_sources s ON s.id = p.source_id WHERE s.name = $1`,
        [source],
      )
    ).rows;
    const posts = (
      await pool.query<{ text: string }>(
        `SELECT p.text FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id WHERE s.name = $1 AND p.text IS NOT NULL`,
        [source],
      )
    ).rows;
    expect(posts.length).toBeGreaterThan(0);
    for (const { text } of [...ideas, ...quotes, ...posts]) expect(text).not.toMatch(LEAKS);
  }, 300_000);
});
