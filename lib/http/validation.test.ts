import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { parseWith, storableStrings } from "./validation";

describe("parseWith", () => {
  it("drops NUL characters from every string and key, at any depth, before the schema sees them", () => {
    const input = {
      "a\u0000b": "x\u0000y",
      list: ["\u0000", { deep: "p\u0000\u0000q" }],
      n: 1,
      flag: true,
      none: null,
    };
    expect(storableStrings(input)).toEqual({ ab: "xy", list: ["", { deep: "pq" }], n: 1, flag: true, none: null });
    const schema = z.object({ name: z.string().min(1) });
    expect(parseWith(schema, { name: "Ada\u0000" })).toEqual({ name: "Ada" });
  });

  it("replaces lone UTF-16 surrogates in strings and keys by U+FFFD, keeping real pairs (PostgreSQL's jsonb refuses a lone \\ud800)", () => {
    const input = { "k\uDC00": ["\uD800", "a\uD83Db", "\uDBFF\uDBFF"], emoji: "\uD83D\uDE80" };
    expect(storableStrings(input)).toEqual({ "k\uFFFD": ["\uFFFD", "a\uFFFDb", "\uFFFD\uFFFD"], emoji: "🚀" });
    expect(parseWith(z.object({ note: z.string() }), JSON.parse('{"note":"x\\ud800y"}'))).toEqual({ note: "x\uFFFDy" });
  });

  it("leaves input without NUL as it is, and refuses invalid input with the 400 shape", () => {
    const input = { text: "plain 🚀 \\ % _", ids: [1, 2] };
    expect(storableStrings(input)).toEqual(input);
    const schema = z.object({ name: z.string().min(1, "Name is required.") });
    let error: unknown;
    try {
      parseWith(schema, { name: "\u0000" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Name is required.");
  });
});
