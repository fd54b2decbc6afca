import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { jsonl, readAll, tempFile } from "./test-files";

const submission = {
  id: "abc12",
  subreddit: "freelance",
  title: "Is there a tool for R&amp;D invoices?",
  selftext: "**Tired** of chasing [clients](https://example.com/x).\n\n&gt; quoted\n\n* one",
  author: "maple_falcon",
  created_utc: 1650000000,
  score: 12,
  num_comments: 3,
  permalink: "/r/freelance/comments/abc12/x/",
  stickied: false,
  distinguished: null,
  removed_by_category: null,
};
const comment = {
  id: "def34",
  link_id: "t3_abc12",
  parent_id: "t3_abc12",
  body: "Same here, I'd pay for it.",
  author: "otter",
  created_utc: "1650000100",
  score: 2,
  subreddit: "freelance",
};

describe("the Reddit reader", () => {
  it("reads submissions and comments with their fields, markdown as text, ids as fullnames", async () => {
    const { posts, skipped } = await readAll("reddit", tempFile("RS.jsonl", jsonl(submission, comment)));
    expect(skipped).toEqual([]);
    expect(posts[0]).toEqual({
      externalId: "t3_abc12",
      community: "freelance",
      parentId: null,
      title: "Is there a tool for R&D invoices?",
      body: "Tired of chasing clients.\n\nquoted\n\none",
      author: "maple_falcon",
      createdAt: new Date(1650000000_000),
      score: 12,
      comments: 3,
      flags: {},
    });
    expect(posts[1]).toMatchObject({
      externalId: "t1_def34",
      parentId: "t3_abc12",
      title: null,
      body: "Same here, I'd pay for it.",
      createdAt: new Date(1650000100_000),
    });
  });

  it("marks deleted, removed, moderator and bot posts for detect to skip", async () => {
    const { posts } = await readAll(
      "reddit",
      tempFile(
        "RS.jsonl",
        jsonl(
          { ...submission, id: "a1", selftext: "[removed]", removed_by_category: "moderator" },
          { ...submission, id: "a2", author: "[deleted]", selftext: "[deleted]" },
          { ...submission, id: "a3", stickied: true, distinguished: "moderator" },
          { ...comment, id: "a4", author: "AutoModerator" },
        ),
      ),
    );
    expect(posts.map((p) => [p.externalId, p.flags, p.body])).toEqual([
      ["t3_a1", { removed: true }, ""],
      ["t3_a2", { deleted: true }, ""],
      ["t3_a3", { moderator: true }, expect.any(String)],
      ["t1_a4", { bot: true }, expect.any(String)],
    ]);
  });

  it("reads .gz through zlib", async () => {
    const { posts } = await readAll("reddit", tempFile("RS.jsonl.gz", gzipSync(jsonl(submission, comment))));
    expect(posts).toHaveLength(2);
  });

  it.skipIf(!hasZstd())("reads .zst through the system zstd with a 2 GiB window", async () => {
    const plain = tempFile("RS_2023-01", jsonl(submission, comment));
    execFileSync("zstd", ["-q", "--long=31", plain, "-o", `${plain}.zst`]);
    const { posts } = await readAll("reddit", `${plain}.zst`);
    expect(posts.map((p) => p.externalId)).toEqual(["t3_abc12", "t1_def34"]);
  });
});

describe("the Hacker News reader", () => {
  const story = {
    by: "pg_fan",
    descendants: 2,
    id: 8863,
    kids: [8952, 9224],
    score: 111,
    text: 'Is there an app for this? It&#x27;s <i>tedious</i>.<p>See <a href="https:&#x2F;&#x2F;example.com">https:&#x2F;&#x2F;example.com</a>',
    time: 1175714200,
    title: "Ask HN: Tool for &quot;invoices&quot;?",
    type: "story",
  };
  const reply = { by: "norvig", id: 8952, parent: 8863, text: "Same problem here.", time: 1175714300, type: "comment" };

  it("reads items one per line, HTML text as plain text", async () => {
    const { posts } = await readAll("hn", tempFile("items.jsonl", jsonl(story, reply)));
    expect(posts[0]).toEqual({
      externalId: "8863",
      community: "hn",
      parentId: null,
      title: 'Ask HN: Tool for "invoices"?',
      body: "Is there an app for this? It's tedious.\nSee https://example.com",
      author: "pg_fan",
      createdAt: new Date(1175714200_000),
      score: 111,
      comments: 2,
      flags: {},
    });
    expect(posts[1]).toMatchObject({ externalId: "8952", parentId: "8863", body: "Same problem here." });
  });

  it("reads a JSON array item by item, pretty-printed or on one line", async () => {
    const oneLine = await readAll("hn", tempFile("items.json", JSON.stringify([story, reply])));
    const pretty = await readAll("hn", tempFile("items.json", JSON.stringify([story, reply], null, 2)));
    expect(oneLine.posts.map((p) => p.externalId)).toEqual(["8863", "8952"]);
    expect(pretty.posts).toEqual(oneLine.posts);
  });

  it("marks deleted and dead items", async () => {
    const { posts } = await readAll(
      "hn",
      tempFile(
        "items.jsonl",
        jsonl(
          story,
          { id: 9, deleted: true, time: 1175714400, type: "comment", parent: 8863 },
          { ...reply, id: 10, dead: true },
        ),
      ),
    );
    expect(posts.map((p) => [p.externalId, p.flags, p.author])).toEqual([
      ["8863", {}, "pg_fan"],
      ["9", { deleted: true }, null],
      ["10", { removed: true }, "norvig"],
    ]);
  });
});

function hasZstd(): boolean {
  try {
    execFileSync("zstd", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
