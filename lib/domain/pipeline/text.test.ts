import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText, markdownToText, MAX_TEXT_CHARS, tidy } from "./text";

describe("forum text to plain text", () => {
  it("turns HTML into text: blocks as line breaks, code and scripts dropped, entities decoded", () => {
    expect(
      htmlToText(
        "<p>One &amp; two</p><pre><code>rm -rf /</code></pre><ul><li>three</li><li>four&#x27;s</li></ul><script>x()</script>",
      ),
    ).toBe("One & two\n\nthree\n\nfour's");
    expect(
      htmlToText('Text with <a href="https://example.com" rel="nofollow">a link</a> and <img src="x.png" alt="pic">.'),
    ).toBe("Text with a link and .");
  });

  it("turns Reddit markdown into text, with its JSON's escaping", () => {
    expect(
      markdownToText(
        "# Title\n\n**bold** _it_ ~~gone~~ `code` [text](https://x.example) ![img](https://y.example)\n\n&gt; quote\n\n* item\n1. first\n\n---\n\nsnake_case_name stays",
      ),
    ).toBe("Title\n\nbold it gone code text\n\nquote\n\nitem\nfirst\n\nsnake_case_name stays");
  });

  it("decodes named and numeric entities, and leaves unknown ones", () => {
    expect(decodeEntities("&lt;3 &#8217; &#x1F600; &bogus; &#0;")).toBe("<3 ’ 😀 &bogus;  ");
  });

  it("tidies whitespace and control characters, and caps the length", () => {
    expect(tidy("  a\u0000b \t c\r\n\n\n\nd\u200b  ")).toBe("ab c\n\nd");
    expect(tidy("x".repeat(MAX_TEXT_CHARS + 10))).toHaveLength(MAX_TEXT_CHARS);
  });

  it("handles hostile input in linear time", () => {
    const started = Date.now();
    for (const hostile of [
      "<".repeat(200_000),
      "<a ".repeat(70_000),
      "[".repeat(200_000),
      "*a".repeat(100_000),
      "&#".repeat(100_000),
      "<!--".repeat(50_000),
      "<pre>".repeat(40_000),
      "<pre></pre".repeat(20_000),
      "```".repeat(60_000),
    ]) {
      htmlToText(hostile);
      markdownToText(hostile);
    }
    // Linear: the lazy bounded patterns this replaced took over 30 s on repeated "<!--".
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
