import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runById, startRun, upsertSource } from "@/lib/server/pipeline/runs";
import { createLocalAnalyser } from "@/pipeline/analysers/local";
import { silentProgress } from "@/pipeline/progress";
import { removePosts } from "@/pipeline/remove";
import { work } from "@/pipeline/run";
import { writeCorpus } from "@/tests/fixtures/pipeline/generate";

/**
 * A removal drill: an idea whose group loses a post to `ideas:remove` never comes back as another
 * need. Three posts ask for a CSS framework (one idea); two ask for a web framework. After one
 * CSS post is removed and the dump imported again, the two CSS posts left must not join the web
 * framework posts by meaning ('css framework' and 'web framework' are two kinds of framework), and
 * no new idea takes them. The posts are written here; the generated corpus around them gives the
 * import enough needs for the words to be rare.
 */
const KEY = "g".repeat(64);
const analyser = createLocalAnalyser();
let pool: pg.Pool;
let file: string;
const suffix = Date.now().toString(36);

const START = 1_650_000_000;
const story = (id: number, by: string, title: string, text: string, day: number) =>
  JSON.stringify({ by, descendants: 4, id, score: 12, text, time: START + day * 86_400, title, type: "story" });

const CSS = [
  story(
    90_000_001,
    "fern_a",
    "Ask HN: What is the best minimal CSS framework right now?",
    "I write backend code all day and rarely touch stylesheets. Which small CSS framework would you pick for a plain admin page?",
    1,
  ),
  story(
    90_000_002,
    "fern_b",
    "Ask HN: Recommend a lightweight CSS framework for a side project?",
    "I want to learn some web development on a small hobby page. Which lightweight CSS framework keeps the page small?",
    40,
  ),
  story(
    90_000_003,
    "fern_c",
    "Ask HN: Which CSS framework do you use for small sites?",
    "I keep a few small web pages for friends and restyle them every year. Which CSS framework do you reach for that stays out of the way?",
    80,
  ),
];
const WEB = [
  story(
    90_000_004,
    "fern_d",
    "Ask HN: Which web framework do you use and why did you choose it?",
    "I am starting a new product and want to hear which web framework people like today.",
    120,
  ),
  story(
    90_000_005,
    "fern_e",
    "Ask HN: What web framework would you pick for a new app?",
    "I want a complete web framework with routing and templates built in. Which one would you pick?",
    160,
  ),
];

async function importFile(source: string) {
  const sourceId = await upsertSource(pool, source, "hn", null);
  const { run } = await startRun(pool, { sourceId, format: "hn", files: [file], options: {}, dryRun: false });
  await work(pool, run.id, { analyser, key: KEY, progress: silentProgress });
  return (await runById(pool, run.id))!;
}

/** Every idea holding one of `ids` (external ids), with its key, whether published, and which of them it holds. */
async function ideasOf(source: string, ids: string[]) {
  const { rows } = await pool.query<{ id: number; key: string; published: boolean; posts: string[] }>(
    `SELECT i.id, g.key, i.published, array_agg(p.external_id ORDER BY p.external_id) AS posts
       FROM ideas i JOIN pipeline_groups g ON g.idea_id = i.id JOIN pipeline_posts p ON p.group_id = g.id
       JOIN pipeline_sources s ON s.id = p.source_id
      WHERE s.name = $1 AND p.external_id = ANY($2::text[]) GROUP BY i.id, g.key, i.published ORDER BY i.id`,
    [source, ids],
  );
  return rows;
}

/** The key of the group each of `ids` (external ids) is in. */
async function keysOf(source: string, ids: string[]) {
  const { rows } = await pool.query<{ key: string | null }>(
    `SELECT g.key FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id
       LEFT JOIN pipeline_groups g ON g.id = p.group_id
      WHERE s.name = $1 AND p.external_id = ANY($2::text[]) ORDER BY p.external_id`,
    [source, ids],
  );
  return rows.map((r) => r.key);
}

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 6 });
  const dir = mkdtempSync(path.join(tmpdir(), "pipeline-regroup-"));
  const paths = writeCorpus(dir, { postsPerFormat: 1200 });
  file = path.join(dir, "hn-frameworks.jsonl");
  writeFileSync(file, readFileSync(paths.hn, "utf8").trimEnd() + "\n" + [...CSS, ...WEB].join("\n") + "\n");
}, 120_000);

afterAll(async () => {
  await pool.end();
});

describe("a removal drill", () => {
  it("leaves the rest of an idea's posts as they were: never merged with another kind of thing, never a new idea", async () => {
    const source = `regroup_${suffix}`;
    const css = CSS.map((l) => String((JSON.parse(l) as { id: number }).id));
    const web = WEB.map((l) => String((JSON.parse(l) as { id: number }).id));
    await importFile(source);
    const before = await ideasOf(source, [...css, ...web]);
    // One published idea holds the three CSS posts and no web framework post.
    expect(before.filter((i) => i.published)).toEqual([expect.objectContaining({ posts: css })]);
    const idea = before.find((i) => i.published)!;

    await removePosts(pool, analyser, { post: { source, externalId: css[0]! } });
    expect((await importFile(source)).status).toBe("done");

    const kept = css.slice(1);
    // The two CSS posts left stay in their group, under its key, apart from the web framework posts.
    expect(await keysOf(source, kept)).toEqual([idea.key, idea.key]);
    expect((await keysOf(source, web)).filter((k) => k === idea.key)).toEqual([]);
    // No other idea takes them: whatever holds them is the idea they had.
    const after = await ideasOf(source, [...kept, ...web]);
    expect(after.filter((i) => i.posts.some((p) => kept.includes(p))).map((i) => i.id)).toEqual([idea.id]);
    expect(
      after.filter((i) => i.published && i.posts.some((p) => kept.includes(p)) && i.posts.some((p) => web.includes(p))),
    ).toEqual([]);
  }, 400_000);
});
