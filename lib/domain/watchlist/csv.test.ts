import { describe, expect, it } from "vitest";
import { neutraliseCell, toCsv, UTF8_BOM } from "./csv";

describe("CSV export cells", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+44 20", "'+44 20"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
    ["plain text", "plain text"],
    ["a=b", "a=b"],
  ])("neutralises %j as %j", (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
  });

  it("writes a BOM, quotes every cell, doubles quotes and ends lines with CRLF", () => {
    const csv = toCsv([
      ["title", "score"],
      ['Say "hi"', 42],
      ["line\nbreak", null],
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"title","score"\r\n"Say ""hi""","42"\r\n"line\nbreak",""\r\n');
  });

  it("leaves negative numbers prefixed too, so no cell is ever read as a formula", () => {
    expect(toCsv([[-5]])).toBe(`${UTF8_BOM}"'-5"\r\n`);
  });
});
