import { describe, expect, it } from "vitest";
import type { RunRow } from "@/lib/server/pipeline/runs";
import { flatCounts, processRecords } from "./ingest";
import { hnReader } from "./sources/hn";
import { redditReader } from "./sources/reddit";
import { tempFile } from "./sources/test-files";
import { summaryLines } from "./summary";
import type { ReadResult } from "./types";

/**
 * A Hacker News dump that is one JSON array, all on one line: each record's position is its item
 * number (every line number would be 1), from the reader through a batch's counts to the summary.
 * Line-based files keep their line numbers.
 */
const story = (id: number, title: string) => ({ id, type: "story", by: "heron", time: 1690000000 + id, title });
const oneLine = JSON.stringify([
  story(1, "Ask HN: Planning a shared allotment rota, any tips?"),
  story(2, "Ask HN: Any tool that reminds a choir of rehearsal changes?"),
  { id: 3, type: "comment", deleted: true, time: 1690000003, parent: 1 },
  { id: 4, type: "story", by: "heron", title: "Ask HN: no time on this one" },
  story(5, "Ask HN: How do you keep a repair log for a bike co-op?"),
]);

async function read(file: string, reader = hnReader): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for await (const r of reader.read(file, {})) results.push(r);
  return results;
}

const ctx = { source: "fixture", key: "k".repeat(64) };

describe("positions of a one-line Hacker News JSON array", () => {
  it("the reader gives every item its number in the array, read or skipped", async () => {
    const results = await read(tempFile("items.json", oneLine));
    expect(results.map((r) => ["post" in r ? "post" : r.skipped, r.item, r.line])).toEqual([
      ["post", 1, 1],
      ["post", 2, 1],
      ["post", 3, 1],
      ["bad_line", 4, 1],
      ["post", 5, 1],
    ]);
    expect(results[3]).toMatchObject({ detail: 'item 4: missing field "time"' });
  });

  it("an array cut short is a bad item after the last whole one", async () => {
    const results = await read(tempFile("items.json", oneLine.slice(0, -20)));
    expect(results.at(-1)).toMatchObject({ skipped: "bad_line", item: 5, detail: "the array ends early after item 4" });
  });

  it("a batch keeps the first item of each skip reason under first_item keys, and no line", async () => {
    const { counts } = await processRecords(await read(tempFile("items.json", oneLine)), new Set(), ctx);
    expect(counts.skipped).toMatchObject({ deleted: 1, bad_line: 1 });
    expect(counts.firstItem).toMatchObject({
      "skipped.deleted": 3,
      "skipped.bad_line": 4,
      'bad_line.missing field "time"': 4,
    });
    expect(counts.firstLine).toBeUndefined();
    const flat = flatCounts(counts);
    expect(flat["first_item.skipped.deleted"]).toBe(3);
    expect(Object.keys(flat).filter((k) => k.startsWith("first_line."))).toEqual([]);
  });

  it("a JSON-lines file keeps line numbers, with no item", async () => {
    const post = (id: string, extra: object = {}) =>
      JSON.stringify({
        id,
        subreddit: "cyclists",
        title: "Is there an app that logs which bike parts I replaced and when?",
        selftext: "I never remember how old my chain is and I would happily pay for a simple log.",
        author: `rider_${id}`,
        created_utc: 1650000000,
        ...extra,
      });
    const file = tempFile("posts.jsonl", [post("a"), "", post("b", { created_utc: undefined })].join("\n"));
    const results = await read(file, redditReader);
    expect(results.map((r) => [r.line, r.item])).toEqual([
      [1, undefined],
      [3, undefined],
    ]);
    const { counts } = await processRecords(results, new Set(), ctx);
    expect(counts.firstLine).toMatchObject({ "skipped.bad_line": 3 });
    expect(counts.firstItem).toBeUndefined();
  });
});

describe("the summary prints an item where the run met it in a JSON array", () => {
  const run = (files: string[]): RunRow => ({
    id: 9,
    sourceId: 1,
    source: "hn",
    format: "hn",
    files,
    options: {},
    dryRun: true,
    status: "done",
    fileBatches: [],
    counts: { read: 9000, "skipped.deleted": 700, "skipped.answer": 2 },
    startedAt: new Date("2024-01-01T00:00:00Z"),
  });
  const lineOf = (lines: string[], word: string) => lines.find((l) => l.trim().startsWith(word)) ?? "";

  it("'item 5,123' for an array, 'line N' for a line file, with the file's name when the run read several", () => {
    const one = summaryLines(run(["/d/items.json"]), {}, 0, 0, 0, { "skipped.deleted": { file: 0, item: 5123 } });
    expect(lineOf(one, "deleted")).toBe("    deleted             700 (first: item 5,123)");
    const two = summaryLines(run(["/d/items.json", "/d/more.jsonl"]), {}, 0, 0, 0, {
      "skipped.deleted": { file: 0, item: 26 },
      "skipped.answer": { file: 1, line: 1204 },
    });
    expect(lineOf(two, "deleted")).toContain("(first: items.json item 26)");
    expect(lineOf(two, "answer")).toContain("(first: more.jsonl line 1,204)");
  });
});
