/**
 * The demo library, measured: no sentence of 8+ words in two ideas' titles,
 * descriptions, complaints or analyses; no two ideas above 0.5 word-3-shingle Jaccard on title plus
 * description; for the 50 most frequent title words and bigrams, no two ideas above 0.3 on the first
 * page of Deep Search; every idea with evidence (3+ people, a community, a monthly series, 2+
 * quotes); none of the planted personal data anywhere.
 *
 * LIBRARY_DATABASE_URL=<url> measures that database as it is. Otherwise the test builds the demo
 * library the first `npm start` seeds (the whole generated corpus, 110,000 posts, through the real
 * pipeline) into a fresh database and measures it: about 90 s of build on an idle machine, 3 minutes
 * under CI load. LIBRARY_POSTS=N builds a deterministic slice of N posts instead (12,000: seconds,
 * for quick runs; more than 10,000 ideas are asked only of the whole corpus); LIBRARY_TEST=0 leaves
 * the test out.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/lib/server/db/client";
import { resetEnvCache } from "@/lib/env";
import { SearchQuerySchema } from "@/lib/server/search/schema";
import { RESULTS_PAGE_SIZE as PAGE_SIZE } from "@/lib/domain/search/constants";
import { rankedPage } from "@/lib/server/search/query";
import { silentProgress } from "@/pipeline/progress";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { frequentTitleTerms, sharedSentences, shingles, similarPairs, jaccard, type IdeaText } from "./distinct";
import { DEFAULT_POSTS } from "./generate";
import { buildDemoLibrary } from "./library";

const POSTS = Number(process.env.LIBRARY_POSTS ?? DEFAULT_POSTS);
const EXISTING = process.env.LIBRARY_DATABASE_URL;
const FULL = Boolean(EXISTING) || POSTS >= DEFAULT_POSTS;
const ENABLED = process.env.LIBRARY_TEST !== "0" || Boolean(EXISTING);
const STOP = new Set(
  "a an the and or of to in on at by for with from into about over after your you our we it its is are be this that these those way simpler better".split(
    " ",
  ),
);

let database: TestDatabase | null = null;
let pool: pg.Pool;
let ideas: IdeaText[] = [];
let pii: string[] = [];
const dir = ENABLED ? mkdtempSync(path.join(tmpdir(), "library-test-")) : "";

beforeAll(async () => {
  if (!ENABLED) return;
  if (!EXISTING) database = await createTestDatabase("ideaforge_library");
  const url = EXISTING ?? database!.url;
  pool = new pg.Pool({ connectionString: url, max: 6 });
  if (!EXISTING) {
    const build = await buildDemoLibrary(pool, {
      posts: POSTS,
      key: "library-test-key-0123456789abcdef",
      progress: silentProgress,
      keepDir: dir,
    });
    pii = readFileSync(build.corpus.pii, "utf8").split("\n").filter(Boolean);
  }
  // Deep Search reads DATABASE_URL through the app's client: point it at the library.
  process.env.DATABASE_URL = url;
  resetEnvCache();
  await closeDb();
  const { rows } = await pool.query<IdeaText>(
    `SELECT id, title, description, complaint_summary AS "complaintSummary", analysis FROM ideas WHERE published ORDER BY id`,
  );
  ideas = rows;
}, 1_800_000);

afterAll(async () => {
  await closeDb();
  await pool?.end();
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const show = (list: unknown[]) => JSON.stringify(list.slice(0, 5), null, 1);

describe.runIf(ENABLED)(
  `the demo library (${EXISTING ? "given database" : POSTS >= DEFAULT_POSTS ? "as seeded" : `${POSTS.toLocaleString("en-US")}-post slice`})`,
  () => {
    it.runIf(FULL)("holds more than 10,000 published ideas", () => {
      expect(ideas.length).toBeGreaterThan(10_000);
    });

    it("holds ideas at all", () => {
      expect(ideas.length).toBeGreaterThan(FULL ? 10_000 : 100);
    });

    it("has no sentence of 8 words or more in two ideas' titles, descriptions, complaints or analyses", () => {
      const shared = sharedSentences(ideas);
      expect(shared.length, `${shared.length} shared sentences, e.g. ${show(shared)}`).toBe(0);
    });

    it("has no two ideas above 0.5 word-3-shingle Jaccard on title plus description", () => {
      const { pairs, maxSeen } = similarPairs(
        ideas.map((i) => shingles(`${i.title}. ${i.description}`)),
        0.5,
      );
      const above = pairs
        .filter((p) => p.jaccard > 0.5)
        .map((p) => ({ jaccard: p.jaccard.toFixed(2), a: ideas[p.a]!.title, b: ideas[p.b]!.title }));
      console.log(
        `title+description: highest Jaccard among candidate pairs ${maxSeen.toFixed(3)}; ${above.length} pairs above 0.5`,
      );
      expect(above.length, show(above)).toBe(0);
    });

    it("shows no two ideas above 0.3 on the first page of Deep Search for the 50 most frequent title words and bigrams", async () => {
      const byId = new Map(ideas.map((i) => [i.id, shingles(`${i.title}. ${i.description}`)]));
      const terms = frequentTitleTerms(
        ideas.map((i) => i.title),
        50,
        STOP,
      );
      const failures: { query: string; a: number; b: number; jaccard: string }[] = [];
      for (const query of [...terms.words, ...terms.bigrams]) {
        const q = SearchQuerySchema.parse({ main_search_text: query });
        const page = await rankedPage(q, 0, PAGE_SIZE);
        for (let x = 0; x < page.ids.length; x++) {
          for (let y = x + 1; y < page.ids.length; y++) {
            const sim = jaccard(byId.get(page.ids[x]!) ?? new Set(), byId.get(page.ids[y]!) ?? new Set());
            if (sim > 0.3) failures.push({ query, a: page.ids[x]!, b: page.ids[y]!, jaccard: sim.toFixed(2) });
          }
        }
      }
      expect(failures.length, `${failures.length} pairs above 0.3, e.g. ${show(failures)}`).toBe(0);
    }, 300_000);

    it("gives every idea evidence: 3+ distinct people, a community, a monthly series and 2+ quotes", async () => {
      const { rows } = await pool.query<{
        id: number;
        people: number | null;
        communities: number | null;
        months: number | null;
        quotes: string;
      }>(
        `SELECT i.id, e.people, jsonb_array_length(e.communities) AS communities, jsonb_array_length(e.monthly) AS months,
              (SELECT count(*) FROM pipeline_quotes q WHERE q.idea_id = i.id) AS quotes
         FROM ideas i LEFT JOIN pipeline_evidence e ON e.idea_id = i.id WHERE i.published`,
      );
      const short = rows.filter(
        (r) => !(Number(r.people) >= 3 && Number(r.communities) >= 1 && Number(r.months) >= 1 && Number(r.quotes) >= 2),
      );
      expect(short.length, `${short.length} of ${rows.length} ideas without enough evidence, e.g. ${show(short)}`).toBe(
        0,
      );
    });

    it.runIf(!EXISTING)("keeps none of the planted personal data in ideas or quotes", async () => {
      expect(pii.length).toBeGreaterThan(0);
      const { rows } = await pool.query<{ text: string }>(
        `SELECT concat_ws(' ', title, description, complaint_summary, analysis) AS text FROM ideas UNION ALL SELECT text FROM pipeline_quotes`,
      );
      const all = rows.map((r) => r.text.toLowerCase()).join("\n");
      const leaked = pii.filter((value) => all.includes(value.toLowerCase()));
      expect(leaked).toEqual([]);
    });
  },
);
