import { describe, expect, it } from "vitest";
import { hnReader } from "./hn";
import { tempFile } from "./test-files";

const story = (id: number, title: string) => ({ id, type: "story", by: "someone", time: 1480000000 + id, title });

describe("where the records of a Hacker News JSON array are", () => {
  it("each item, read or skipped, carries the line it starts on", async () => {
    const text = [
      "[",
      `  ${JSON.stringify(story(1, "Ask HN: Invoicing software a freelancer would suggest?"))},`,
      `  {"id": 2, "type": "story", "title": "no time given"},`,
      `  ${JSON.stringify(story(3, "Ask HN: How do you keep notes in sync?"))}`,
      "]",
    ].join("\n");
    const results = [];
    for await (const r of hnReader.read(tempFile("items.json", text), {})) results.push(r);
    expect(results.map((r) => ["post" in r ? "post" : r.skipped, r.line])).toEqual([
      ["post", 2],
      ["bad_line", 3],
      ["post", 4],
    ]);
  });

  it("an array cut short says so at the line where it ends", async () => {
    const text = `[\n  ${JSON.stringify(story(1, "Ask HN: Invoicing software a freelancer would suggest?"))},\n  {"id": 2, "ti`;
    const results = [];
    for await (const r of hnReader.read(tempFile("items.json", text), {})) results.push(r);
    expect(results.at(-1)).toMatchObject({ skipped: "bad_line", line: 3 });
  });
});
