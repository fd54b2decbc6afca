/**
 * ideas:eval: labels parsed from a TSV with id and label columns (and optionally source),
 * precision/recall/F1 of the verdict "need", and the command as an operator runs it (relative
 * paths from where it was typed).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LabelsError, parseLabels, score } from "./eval";

const LABELS = [
  "source\trepo\tpath\tid\tlabel\tkind",
  "hn\tr\titems.json\t201\t1\tneed",
  "hn\tr\titems.json\t202\t1\tneed",
  "hn\tr\titems.json\t203\t0\tlaunch",
  "hn\tr\titems.json\t204\t0\tnews",
  "hn\tr\titems.json\t205\t1\tneed",
  "se-coffee\tr\tPosts.xml\t201\t0\tanswer",
  "hn\tr\titems.json\t999\t1\tneed",
].join("\n");

describe("parseLabels and score", () => {
  it("reads id and label columns, keeping the rows of one source", () => {
    const hn = parseLabels(LABELS, "hn");
    expect([...hn]).toEqual([
      ["201", true],
      ["202", true],
      ["203", false],
      ["204", false],
      ["205", true],
      ["999", true],
    ]);
    expect(parseLabels(LABELS, "se-coffee").get("201")).toBe(false);
    expect(parseLabels("id\tlabel\n7\t1\n8\t0\n").size).toBe(2);
    expect(() => parseLabels("id\tkind\n7\tneed")).toThrow(LabelsError);
    expect(() => parseLabels("id\tlabel\n7\tyes")).toThrow(/label must be 0 or 1/);
  });

  it("a source no labels row names is refused with the sources the labels have", () => {
    expect(() => parseLabels(LABELS, "stackexchange")).toThrow(LabelsError);
    expect(() => parseLabels(LABELS, "stackexchange")).toThrow(/no labels for source "stackexchange".*hn, se-coffee/);
  });

  it("counts only labelled ids, and each once", () => {
    const labels = parseLabels(LABELS, "hn");
    const s = score(
      [
        { source_id: "201", verdict: "need", reason: "" },
        { source_id: "202", verdict: "not_a_need", reason: "" },
        { source_id: "203", verdict: "need", reason: "" },
        { source_id: "204", verdict: "not_a_need", reason: "" },
        { source_id: "205", verdict: "need", reason: "" },
        { source_id: "205", verdict: "duplicate", reason: "" },
        { source_id: "777", verdict: "need", reason: "" },
        { source_id: null, verdict: "bad_line", reason: "" },
      ],
      labels,
    );
    expect(s).toMatchObject({ found: 5, tp: 2, fp: 1, fn: 1, falsePositives: ["203"], falseNegatives: ["202"] });
    expect(s.precision).toBeCloseTo(2 / 3);
    expect(s.recall).toBeCloseTo(2 / 3);
    expect(s.f1).toBeCloseTo(2 / 3);
  });
});

/** The local analyser: no LLM_* settings reach the command. */
const localEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith("LLM_")),
) as NodeJS.ProcessEnv;

describe("npm run ideas:eval", () => {
  it("prints precision, recall and F1 of the need verdict against the labels, reading paths from where it was typed", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ideas-eval-"));
    const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
      id,
      type: "story",
      by: "someone",
      time: 1_700_000_000,
      title,
      ...extra,
    });
    writeFileSync(
      path.join(dir, "items.json"),
      JSON.stringify([
        item(201, "Ask HN: Is there a tool that reminds clients about unpaid invoices?", { text: "" }),
        item(202, "Ask HN: Tips for surviving my first on-call week at a new job", { text: "Nervous about it." }),
        item(203, "Show HN: Ledgerly – bookkeeping for market stalls", { url: "https://example.com/l" }),
        item(204, "Chipmaker posts record quarter", { url: "https://example.com/c" }),
        item(205, "Which password manager do you use in a team of five?", { text: "" }),
      ]),
    );
    writeFileSync(path.join(dir, "labels.tsv"), LABELS);
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        path.resolve("scripts/ideas-eval.ts"),
        "--labels",
        "labels.tsv",
        "--format",
        "hn",
        "--errors",
        "items.json",
      ],
      { encoding: "utf8", env: { ...localEnv, INIT_CWD: dir }, timeout: 60_000 },
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /overall \(hn\)\s+labelled\s+5\s+needs\s+3\s+kept\s+2\s+precision 1\.00\s+recall 0\.67\s+F1 0\.80/,
    );
    expect(run.stdout).toContain("1 labelled id(s) not found in the files.");
    expect(run.stdout).toContain("false positives: -");
    expect(run.stdout).toContain("false negatives: 202");

    const missing = spawnSync(
      process.execPath,
      ["--import", "tsx", path.resolve("scripts/ideas-eval.ts"), "--format", "hn", "x.json"],
      {
        encoding: "utf8",
        env: { ...localEnv, INIT_CWD: dir },
      },
    );
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("--labels labels.tsv is required.");
  }, 120_000);
});
