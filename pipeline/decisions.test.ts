/**
 * --decisions and ideas:eval's reading: one decision per input record, with the record's own id,
 * on files an operator would import (a Hacker News array, a Stack Exchange Posts.xml).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { callerPath } from "./command";
import { decide, ownId, writeDecisions, writeRunDecisions, type Decision } from "./decisions";
import { tempFile } from "./sources/test-files";

const time = 1_700_000_000;
const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "story",
  by: `user${id}`,
  time,
  title,
  score: 5,
  descendants: 2,
  ...extra,
});

const HN_ITEMS = [
  item(101, "Ask HN: What do you all use for tracking client invoices?", { text: "I lose track every month." }),
  item(102, "Show HN: Tallybook – a ledger for market traders", { url: "https://example.com/tally" }),
  item(103, "A city replaces its parking meters with an app", { url: "https://example.com/meters" }),
  item(104, "Ask HN: Any app for this?", {
    text: "Since my mother passed away I cannot keep up with her paperwork.",
  }),
  item(105, "Ask HN: Is there a tool that turns meeting notes into tasks?", { dead: true }),
  item(101, "Ask HN: the same id again, a re-export", { text: "Whatever it says." }),
  { type: "story", title: "no id at all", time },
  item(106, "Ask HN: What do you all use for tracking client invoices?", { text: "I lose track every month." }),
  item(107, "Ask HN: Why do espresso machines need nine bars?", { text: "Curious about the physics here." }),
];

const SE_POSTS = `<?xml version="1.0" encoding="utf-8"?>
<posts>
  <row Id="7" PostTypeId="1" CreationDate="2024-01-02T10:00:00.000" Score="3" Title="Where can I buy green coffee beans in small amounts?" Body="&lt;p&gt;Every supplier I found sells huge sacks.&lt;/p&gt;" OwnerUserId="12" AnswerCount="1" />
  <row Id="8" PostTypeId="2" ParentId="7" CreationDate="2024-01-02T11:00:00.000" Score="1" Body="&lt;p&gt;Try a local roaster, many sell green beans by the kilo if you ask.&lt;/p&gt;" OwnerUserId="13" />
  <row Id="9" PostTypeId="1" CreationDate="2024-01-03T10:00:00.000" Score="0" Title="Crema" Body="&lt;p&gt;Why?&lt;/p&gt;" OwnerUserId="14" />
</posts>
`;

async function collect(decisions: AsyncIterable<Decision>): Promise<Decision[]> {
  const out: Decision[] = [];
  for await (const d of decisions) out.push(d);
  return out;
}

describe("decisions", () => {
  it("gives every record of a Hacker News file its verdict, in reading order, with its own id", async () => {
    const file = tempFile("items.json", JSON.stringify(HN_ITEMS));
    const decisions = await collect(decide("hn", [file], {}));
    expect(decisions.map((d) => [d.source_id, d.verdict])).toEqual([
      ["101", "need"],
      ["102", "launch"],
      ["103", "not_a_need"],
      ["104", "sensitive"],
      ["105", "not_a_need"],
      ["101", "duplicate"],
      [null, "bad_line"],
      ["106", "duplicate"],
      ["107", "not_a_need"],
    ]);
    expect(decisions[0]!.reason).toBe("what do you use");
    expect(decisions[2]!.reason).toBe("link post asking nothing");
    expect(decisions[3]!.reason).toBe("bereavement");
    expect(decisions[4]!.reason).toBe("deleted or removed at the source");
    expect(decisions[6]!.reason).toMatch(/^items\.json.*missing field "id"/);
    expect(decisions[7]!.reason).toBe("repeats post 101");
    for (const d of decisions) expect(d.reason.length).toBeGreaterThan(0);
  });

  it("names Stack Exchange rows by their own Id, not keyed by site, and calls answers answers", async () => {
    const file = tempFile("coffee.stackexchange.com/Posts.xml", SE_POSTS);
    const decisions = await collect(decide("stackexchange", [file], {}));
    expect(decisions).toEqual([
      { source_id: "7", verdict: "need", reason: "where can i find" },
      { source_id: "8", verdict: "answer", reason: "answer to another post" },
      { source_id: "9", verdict: "too_short", reason: "too few words" },
    ]);
    expect(ownId("stackexchange", "coffee.stackexchange.com:7")).toBe("7");
    expect(ownId("hn", "12345")).toBe("12345");
  });

  it("reads a Reddit link submission as a link post, and a self post's request as a need", async () => {
    const sub = (id: string, title: string, extra: Record<string, unknown>) =>
      JSON.stringify({ id, subreddit: "homelab", title, author: "a", created_utc: 1_700_000_000, ...extra });
    const file = tempFile(
      "RS.jsonl",
      [
        sub("aa1", "Ten home servers that changed how we work", { is_self: false, url: "https://example.com/x" }),
        sub("aa2", "Any recommendations for a quiet NAS for a flat?", { is_self: true, selftext: "" }),
      ].join("\n"),
    );
    expect((await collect(decide("reddit", [file], {}))).map((d) => [d.source_id, d.verdict])).toEqual([
      ["t3_aa1", "not_a_need"],
      ["t3_aa2", "need"],
    ]);
  });

  it("writes one JSON line per record, for a run as stored", async () => {
    const file = tempFile("items.json", JSON.stringify(HN_ITEMS));
    const out = path.join(mkdtempSync(path.join(tmpdir(), "decisions-")), "d.jsonl");
    const n = await writeRunDecisions(out, { format: "hn", files: [file], options: {} });
    const lines = readFileSync(out, "utf8").trim().split("\n");
    expect(n).toBe(HN_ITEMS.length);
    expect(lines).toHaveLength(HN_ITEMS.length);
    for (const line of lines) expect(Object.keys(JSON.parse(line))).toEqual(["source_id", "verdict", "reason"]);
    expect(JSON.parse(lines[1]!)).toEqual({ source_id: "102", verdict: "launch", reason: "own launch (title)" });

    const empty = path.join(path.dirname(out), "empty.jsonl");
    expect(await writeDecisions(empty, (async function* () {})())).toBe(0);
    expect(readFileSync(empty, "utf8")).toBe("");
  });

  it("resolves a relative path against the directory the command was typed in", () => {
    const before = process.env.INIT_CWD;
    process.env.INIT_CWD = "/home/operator/dumps";
    try {
      expect(callerPath("out/decisions.jsonl")).toBe("/home/operator/dumps/out/decisions.jsonl");
      expect(callerPath("/tmp/abs.jsonl")).toBe("/tmp/abs.jsonl");
    } finally {
      if (before === undefined) delete process.env.INIT_CWD;
      else process.env.INIT_CWD = before;
    }
  });
});
