import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRun, upsertSource } from "@/lib/server/pipeline/runs";
import { createLocalAnalyser } from "@/pipeline/analysers/local";
import { silentProgress } from "@/pipeline/progress";
import { removePosts } from "@/pipeline/remove";
import { work } from "@/pipeline/run";
import type { SourceFormat } from "@/pipeline/types";

/** ideas:remove --post takes a post's id as the dump (and the decisions file) names it. */
const analyser = createLocalAnalyser();
const suffix = Date.now().toString(36);
let pool: pg.Pool;
let dir: string;

async function importFiles(source: string, format: SourceFormat, files: string[]) {
  const sourceId = await upsertSource(pool, source, format, null);
  const { run } = await startRun(pool, { sourceId, format, files, options: {}, dryRun: false });
  await work(pool, run.id, { analyser, key: "i".repeat(64), progress: silentProgress });
}

const storedIds = async (source: string) =>
  (
    await pool.query<{ external_id: string }>(
      `SELECT p.external_id FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id WHERE s.name = $1 ORDER BY 1`,
      [source],
    )
  ).rows.map((r) => r.external_id);

const row = (id: number, title: string) =>
  `  <row Id="${id}" PostTypeId="1" CreationDate="2016-02-0${id}T10:00:00.000" Score="3" OwnerUserId="${40 + id}" Title="${title}" Body="&lt;p&gt;I have tried two spreadsheets already and neither keeps up. What do people here use?&lt;/p&gt;" AnswerCount="0" />`;
const xml = (rows: string[]) => `<?xml version="1.0"?>\n<posts>\n${rows.join("\n")}\n</posts>\n`;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  dir = mkdtempSync(path.join(tmpdir(), "pipeline-own-id-"));
});
afterAll(async () => {
  await pool.end();
});

describe("removing a post by the id its dump gives it", () => {
  it("finds a Reddit submission without its t3_ prefix, and says so when asked again", async () => {
    const source = `own_reddit_${suffix}`;
    const file = path.join(dir, "posts.jsonl");
    writeFileSync(
      file,
      JSON.stringify({
        id: "q7own1",
        subreddit: "smallbakeries",
        title: "Is there an app that schedules oven time between two bakers?",
        selftext: "We share one oven and keep double-booking it. I would pay for a shared calendar made for this.",
        author: "baker_one",
        created_utc: 1650000000,
      }) + "\n",
    );
    await importFiles(source, "reddit", [file]);
    expect(await storedIds(source)).toEqual(["t3_q7own1"]);
    const removed = await removePosts(pool, analyser, { post: { source, externalId: "q7own1" } });
    expect(removed.posts).toBe(1);
    expect(await storedIds(source)).toEqual([]);
    const again = await removePosts(pool, analyser, { post: { source, externalId: "q7own1" } });
    expect(again.alreadyRemoved).toBe(true);
  }, 120_000);

  it("finds a Stack Exchange row Id on its site, and refuses an Id two sites share until one is named", async () => {
    const source = `own_se_${suffix}`;
    const tea = path.join(dir, "tea.example.org", "Posts.xml");
    const cocoa = path.join(dir, "cocoa.example.org", "Posts.xml");
    mkdirSync(path.dirname(tea));
    mkdirSync(path.dirname(cocoa));
    writeFileSync(
      tea,
      xml([row(1, "Which app logs the teas I have tasted?"), row(2, "Any tool to time several steeps at once?")]),
    );
    writeFileSync(cocoa, xml([row(1, "Which tracker suits a small cocoa roaster?")]));
    await importFiles(source, "stackexchange", [tea, cocoa]);
    expect(await storedIds(source)).toEqual(["cocoa.example.org:1", "tea.example.org:1", "tea.example.org:2"]);

    expect((await removePosts(pool, analyser, { post: { source, externalId: "2" } })).posts).toBe(1);
    await expect(removePosts(pool, analyser, { post: { source, externalId: "1" } })).rejects.toThrow(
      /several posts with id "1" \(cocoa.example.org:1, tea.example.org:1\)/,
    );
    expect((await removePosts(pool, analyser, { post: { source, externalId: "tea.example.org:1" } })).posts).toBe(1);
    expect(await storedIds(source)).toEqual(["cocoa.example.org:1"]);
  }, 120_000);
});
