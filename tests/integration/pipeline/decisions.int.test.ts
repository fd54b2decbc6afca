import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";

/** `npm run ideas:import -- ... --decisions FILE.jsonl`, as an operator runs it, with and without --dry-run. */
const localEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith("LLM_")),
) as NodeJS.ProcessEnv;

const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "story",
  by: `user${id}`,
  time: 1_700_000_000 + id,
  title,
  score: 3,
  descendants: 1,
  ...extra,
});

const ITEMS = [
  item(301, "Ask HN: Which invoicing tool do you use as a freelancer?", { text: "Mine doubled its price." }),
  item(302, "Show HN: Ledgerly – bookkeeping for market stalls", { url: "https://example.com/ledgerly" }),
  item(303, "Chipmaker posts a record quarter", { url: "https://example.com/chips" }),
  item(304, "Ask HN: Any app for this?", { text: "My brother died last month and I cannot face his accounts." }),
  { type: "story", title: "an item with no id", time: 1_700_000_000 },
];

function runImport(dir: string, args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", path.resolve("scripts/ideas-import.ts"), ...args], {
    env: { ...localEnv, SECRET_KEY: "s".repeat(40), INIT_CWD: dir },
    encoding: "utf8",
    timeout: 240_000,
  });
}

describe("ideas:import --decisions", () => {
  it("writes one line per input record, relative to where the command was typed, with and without --dry-run; stores no sensitive text", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "decisions-cli-"));
    writeFileSync(path.join(dir, "items.json"), JSON.stringify(ITEMS));
    const expected = [
      { source_id: "301", verdict: "need" },
      { source_id: "302", verdict: "launch" },
      { source_id: "303", verdict: "not_a_need" },
      { source_id: "304", verdict: "sensitive" },
      { source_id: null, verdict: "bad_line" },
    ];
    const sources: string[] = [];
    for (const [name, extra] of [
      ["dry.jsonl", ["--dry-run"]],
      ["real.jsonl", []],
    ] as const) {
      const source = `decisions_${name.split(".")[0]}_${Date.now().toString(36)}`;
      sources.push(source);
      const run = runImport(dir, ["--format", "hn", "--source", source, ...extra, "--decisions", name, "items.json"]);
      expect(run.stderr).not.toMatch(/Error/);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Decisions on 5 record(s) written to ${path.join(dir, name)}.`);
      const lines = readFileSync(path.join(dir, name), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      expect(lines).toMatchObject(expected);
      for (const line of lines) expect(typeof line.reason).toBe("string");
    }

    // The real run kept the sensitive post's verdict only: no text, no author, no features.
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const rows = await db.query(
        `SELECT p.kind, p.text, p.author_hash, p.minhash FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id
          WHERE s.name = $1 AND p.external_id = '304'`,
        [sources[1]],
      );
      expect(rows.rows).toEqual([{ kind: "skipped", text: null, author_hash: null, minhash: null }]);
    } finally {
      await db.end();
    }

    const nowhere = runImport(dir, ["--format", "hn", "--decisions", "no/such/folder/d.jsonl", "items.json"]);
    expect(nowhere.status).toBe(2);
    expect(nowhere.stderr).toContain("the folder");
    // Three CLI runs, each a fresh tsx process loading the NLP models: under a loaded CI machine
    // they took over a minute together, so the test waits as long as its runs may (240 s each).
  }, 300_000);
});
