import { describe, expect, it } from "vitest";
import { readAll, tempFile } from "./test-files";

const xml = (rows: string) => `<?xml version="1.0" encoding="utf-8"?>\n<posts>\n${rows}</posts>\n`;
const question =
  '  <row Id="1" PostTypeId="1" AcceptedAnswerId="3" CreationDate="2014-01-21T20:26:05.043" Score="9" ViewCount="444" Body="&lt;p&gt;Is there a tool to &lt;em&gt;track&lt;/em&gt; my brews?&lt;/p&gt;&#xA;&#xA;&lt;pre&gt;&lt;code&gt;x = 1&lt;/code&gt;&lt;/pre&gt;&#xA;" OwnerUserId="7" Title="Tracking brews" Tags="&lt;tools&gt;&lt;brewing&gt;" AnswerCount="2" CommentCount="0" ContentLicense="CC BY-SA 3.0" />\n';
const answer =
  '  <row Id="3" PostTypeId="2" ParentId="1" CreationDate="2014-01-22T08:00:00.000" Score="4" Body="&lt;p&gt;A notebook.&lt;/p&gt;" OwnerDisplayName="gone_user" CommentCount="1" ContentLicense="CC BY-SA 4.0" />\n';

describe("the Stack Exchange reader", () => {
  it("reads questions and answers with their fields, the site from the dump's folder", async () => {
    const { posts, skipped } = await readAll(
      "stackexchange",
      tempFile("beer.stackexchange.com/Posts.xml", xml(question + answer)),
    );
    expect(skipped).toEqual([]);
    expect(posts[0]).toMatchObject({
      externalId: "beer.stackexchange.com:1",
      community: "beer.stackexchange.com",
      parentId: null,
      title: "Tracking brews",
      body: "Is there a tool to track my brews?",
      author: "7",
      createdAt: new Date("2014-01-21T20:26:05.043Z"),
      score: 9,
      comments: 2,
      flags: {},
      licence: "CC BY-SA 3.0",
      tags: ["tools", "brewing"],
    });
    expect(posts[1]).toMatchObject({
      externalId: "beer.stackexchange.com:3",
      parentId: "beer.stackexchange.com:1",
      title: null,
      body: "A notebook.",
      author: "gone_user",
      comments: 1,
      licence: "CC BY-SA 4.0",
      tags: [],
    });
  });

  it("reads the newer |a|b| tag encoding, and a community given by the operator", async () => {
    const { posts } = await readAll(
      "stackexchange",
      tempFile("Posts.xml", xml(question.replace("&lt;tools&gt;&lt;brewing&gt;", "|tools|brewing|"))),
      { community: "beer" },
    );
    expect(posts[0]).toMatchObject({ tags: ["tools", "brewing"], community: "beer", externalId: "beer:1" });
  });

  it("keys ids by site: two sites' dumps under one source keep every post, though their ids repeat", async () => {
    const beer = tempFile("beer.stackexchange.com/Posts.xml", xml(question + answer));
    const coffee = tempFile("coffee.stackexchange.com/Posts.xml", xml(question + answer));
    const { posts, skipped } = await readAll("stackexchange", [beer, coffee]);
    expect(skipped).toEqual([]);
    expect(posts.map((p) => p.externalId)).toEqual([
      "beer.stackexchange.com:1",
      "beer.stackexchange.com:3",
      "coffee.stackexchange.com:1",
      "coffee.stackexchange.com:3",
    ]);
    // The same site twice (a dump concatenated) still has duplicates.
    const again = await readAll("stackexchange", [beer, beer]);
    expect(again.skipped.map((s) => s.skipped)).toEqual(["duplicate", "duplicate"]);
  });

  it("keys ids by the dump's folder or file name when the folder does not name the site", async () => {
    const beer = tempFile("beer/Posts.xml", xml(question + answer));
    const coffee = tempFile("coffee/Posts.xml", xml(question + answer));
    const tea = tempFile("tea.xml", xml(question));
    const { posts, skipped } = await readAll("stackexchange", [beer, coffee, tea]);
    expect(skipped).toEqual([]);
    expect(posts.map((p) => p.externalId)).toEqual(["beer:1", "beer:3", "coffee:1", "coffee:3", "tea:1"]);
    expect(posts[0]!.community).toBe("stackexchange");
  });

  it("a row whose bytes are not valid UTF-8 is a bad line saying so; the rows around it are read", async () => {
    const bad = Buffer.from(
      question.replace('Id="1"', 'Id="2"').replace("Tracking brews", "Caf\u00e9 brews"),
      "latin1",
    );
    const file = tempFile(
      "beer.stackexchange.com/Posts.xml",
      Buffer.concat([
        Buffer.from(xml("").replace("</posts>\n", "")),
        Buffer.from(question),
        bad,
        Buffer.from(answer + "</posts>\n"),
      ]),
    );
    const { posts, skipped } = await readAll("stackexchange", file);
    expect(posts.map((p) => p.externalId)).toEqual(["beer.stackexchange.com:1", "beer.stackexchange.com:3"]);
    expect(skipped).toEqual([{ skipped: "bad_line", detail: "row at line 4: not valid UTF-8" }]);
  });

  it("marks the Community bot's posts and site texts (tag wikis)", async () => {
    const wiki =
      '  <row Id="5" PostTypeId="4" CreationDate="2014-01-22T08:00:00.000" Score="0" Body="&lt;p&gt;Use this tag for hops.&lt;/p&gt;" OwnerUserId="-1" />\n';
    const { posts } = await readAll("stackexchange", tempFile("Posts.xml", xml(question + wiki)));
    expect(posts[1]!.flags).toEqual({ moderator: true, bot: true });
  });

  it("streams: a large file is read row by row", async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => question.replace('Id="1"', `Id="${i + 10}"`)).join("");
    const { posts } = await readAll("stackexchange", tempFile("Posts.xml", xml(rows)));
    expect(posts).toHaveLength(5000);
  }, 30_000);
});

describe("where the Stack Exchange reader's bad rows are", () => {
  it("an XML error carries the line it was met on", async () => {
    const { stackExchangeReader } = await import("./stackexchange");
    const cut = xml(question + answer).slice(0, -30);
    const results = [];
    for await (const r of stackExchangeReader.read(tempFile("site/Posts.xml", cut), {})) results.push(r);
    const errors = results.filter((r) => "skipped" in r);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((r) => typeof r.line === "number" && r.line >= 3)).toBe(true);
  });
});
