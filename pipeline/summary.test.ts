import { describe, expect, it } from "vitest";
import type { RunRow } from "@/lib/server/pipeline/runs";
import { summaryLines } from "./summary";

const run = (files: string[]): RunRow => ({
  id: 3,
  sourceId: 1,
  source: "sites",
  format: "stackexchange",
  files,
  options: {},
  dryRun: true,
  status: "done",
  fileBatches: [],
  counts: { read: 10, "skipped.answer": 4, "skipped.sensitive": 1 },
  startedAt: new Date("2024-01-01T00:00:00Z"),
});

const lineOf = (lines: string[], word: string) => lines.find((l) => l.trim().startsWith(word)) ?? "";

describe("the import summary says where each skip reason was first met", () => {
  it("names the file by its folder when several files share one name", () => {
    const lines = summaryLines(run(["/d/tea.example.com/Posts.xml", "/d/cocoa.example.com/Posts.xml"]), {}, 0, 0, 0, {
      "skipped.answer": { file: 1, line: 12 },
      "skipped.sensitive": { file: 0, line: 40 },
    });
    expect(lineOf(lines, "answer")).toContain("(first: cocoa.example.com/Posts.xml line 12)");
    expect(lineOf(lines, "sensitive")).toContain("(first: tea.example.com/Posts.xml line 40)");
  });

  it("names the file alone when the names differ, and no file for a run of one", () => {
    const two = summaryLines(run(["/d/a.jsonl", "/e/b.jsonl"]), {}, 0, 0, 0, {
      "skipped.answer": { file: 1, line: 2 },
    });
    expect(lineOf(two, "answer")).toContain("(first: b.jsonl line 2)");
    const one = summaryLines(run(["/d/a.jsonl"]), {}, 0, 0, 0, { "skipped.answer": { file: 0, line: 2 } });
    expect(lineOf(one, "answer")).toContain("(first: line 2)");
  });
});
