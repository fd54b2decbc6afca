/**
 * A dump built to exhaust memory: a Posts.xml.gz of a few hundred kilobytes holding one row with a
 * 600-million-character attribute. The reader skips that row as a bad line with its reason, reads
 * the rows around it, and its memory stays bounded (the row is never held whole).
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { createGzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readAll, tempFile } from "./test-files";
import { XmlGuard } from "./xml-guard";

const row = (id: number, body = `&lt;p&gt;Is there an app for ${id}?&lt;/p&gt;`) =>
  `  <row Id="${id}" PostTypeId="1" CreationDate="2020-03-04T05:06:07.000" Score="1" Body="${body}" Title="Question ${id}" />\n`;

describe("the XML guard", () => {
  it("passes tags within the cap unchanged, replaces a longer one by a marked empty row keeping its newlines", () => {
    const guard = new XmlGuard(40);
    const input = `<posts>\n<row Id="1" Body="short"/>\n<row Id="2" Body="${"x".repeat(30)}\n${"y".repeat(30)}"/>\n<!-- don't --><row Id="3"/></posts>`;
    // Fed in small pieces, as chunks arrive.
    let out = "";
    for (let i = 0; i < input.length; i += 7) out += guard.push(input.slice(i, i + 7));
    out += guard.end();
    expect(out).toBe(
      `<posts>\n<row Id="1" Body="short"/>\n<row IdeaForgeTooLong="82"/>\n\n<!-- don't --><row Id="3"/></posts>`,
    );
  });
});

describe("a Posts.xml.gz with a 600-million-character attribute", () => {
  it("is read without a crash: that row is a bad line with its reason, the others are posts, memory stays bounded", async () => {
    const file = tempFile("huge.stackexchange.com/Posts.xml.gz", "");
    const gzip = createGzip({ level: 1 });
    const done = once(gzip.pipe(createWriteStream(file)), "finish");
    gzip.write(
      `<?xml version="1.0" encoding="utf-8"?>\n<posts>\n${row(1)}  <row Id="2" PostTypeId="1" CreationDate="2020-03-04T05:06:07.000" Body="`,
    );
    const block = "a".repeat(1 << 20);
    for (let written = 0; written < 600_000_000; written += block.length)
      if (!gzip.write(block)) await once(gzip, "drain");
    gzip.end(`" Title="Huge" />\n${row(3)}</posts>\n`);
    await done;

    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const { posts, skipped } = await readAll("stackexchange", file).finally(() => clearInterval(timer));
    expect(posts.map((p) => p.externalId)).toEqual(["huge.stackexchange.com:1", "huge.stackexchange.com:3"]);
    expect(skipped).toEqual([
      {
        skipped: "bad_line",
        detail: expect.stringMatching(/^row at line 4: longer than 8 Mi characters \(6\d{8}\), skipped unread$/),
      },
    ]);
    expect(peak - before).toBeLessThan(200 * 1024 * 1024);
  }, 120_000);
});
