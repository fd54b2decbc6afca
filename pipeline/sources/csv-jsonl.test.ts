import { describe, expect, it } from "vitest";
import { loadColumnMap, SourceError } from "./index";
import { jsonl, readAll, tempFile } from "./test-files";

const map = {
  id: "post_id",
  community: "forum",
  title: "subject",
  body: "text",
  author: "user",
  date: "posted",
  score: "points",
};

describe("the CSV reader", () => {
  it("reads rows through a column map, quoted commas and newlines included", async () => {
    const csv =
      'post_id,forum,subject,text,user,posted,points\n1,gardening,Hose reels,"Is there a reel that, you know,\ndoes not kink?",ann,2023-05-01,4\n2,gardening,,Plain,bob,1683000000,x\n';
    const { posts, skipped } = await readAll("csv", tempFile("export.csv", csv), { columnMap: map });
    expect(skipped).toEqual([]);
    expect(posts[0]).toEqual({
      externalId: "1",
      community: "gardening",
      parentId: null,
      title: "Hose reels",
      body: "Is there a reel that, you know,\ndoes not kink?",
      author: "ann",
      createdAt: new Date("2023-05-01T00:00:00Z"),
      score: 4,
      comments: 0,
      flags: {},
    });
    expect(posts[1]).toMatchObject({ title: null, score: 0, createdAt: new Date(1683000000_000) });
  });

  it("without a map reads columns named after the fields, the community from the file name", async () => {
    const { posts } = await readAll(
      "csv",
      tempFile("support-tickets.csv", "id,body,date\n7,Printer jams daily,2023-01-02\n"),
    );
    expect(posts[0]).toMatchObject({
      externalId: "7",
      community: "support-tickets",
      body: "Printer jams daily",
      author: null,
    });
  });

  it("refuses a file without the mapped columns, naming them and the header it has", async () => {
    await expect(readAll("csv", tempFile("x.csv", "a,b,c\n1,2,3\n"), { columnMap: map })).rejects.toThrow(
      /no column "post_id" \(id\).*its header is: a, b, c/,
    );
  });
});

describe("the JSON Lines reader", () => {
  it("reads keys through a column map, dotted paths for nested keys", async () => {
    const line = {
      post: { id: 9, who: "cy" },
      text: "Any app for <b>this</b>?",
      at: "2022-02-02T10:00:00Z",
      forum: "diy",
    };
    const { posts } = await readAll("jsonl", tempFile("dump.jsonl", jsonl(line)), {
      columnMap: { id: "post.id", body: "text", date: "at", author: "post.who", community: "forum" },
    });
    expect(posts[0]).toMatchObject({
      externalId: "9",
      body: "Any app for this?",
      author: "cy",
      community: "diy",
      createdAt: new Date("2022-02-02T10:00:00Z"),
    });
  });
});

describe("column map files", () => {
  it("are checked, with a message naming the problem", () => {
    expect(loadColumnMap(tempFile("map.json", JSON.stringify(map)))).toEqual(map);
    expect(() => loadColumnMap(tempFile("map.json", "{nope"))).toThrow(SourceError);
    expect(() => loadColumnMap(tempFile("map.json", JSON.stringify({ id: "a" })))).toThrow(/body: .*date: /);
    expect(() => loadColumnMap(tempFile("map.json", JSON.stringify({ ...map, extra: "x" })))).toThrow(/not usable/);
  });
});
