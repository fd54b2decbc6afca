import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { parseWith, withoutNul } from "./validation";

describe("parseWith", () => {
  it("drops NUL characters from every string and key, at any depth, before the schema sees them", () => {
    const input = { "a\u0000b": "x\u0000y", list: ["\u0000", { deep: "p\u0000\u0000q" }], n: 1, flag: true, none: null };
    expect(withoutNul(input)).toEqual({ ab: "xy", list: ["", { deep: "pq" }], n: 1, flag: true, none: null });
    const schema = z.object({ name: z.string().min(1) });
    expect(parseWith(schema, { name: "Ada\u0000" })).toEqual({ name: "Ada" });
  });

  it("leaves input without NUL as it is, and refuses invalid input with the 400 shape", () => {
    const input = { text: "plain 🚀 \\ % _", ids: [1, 2] };
    expect(withoutNul(input)).toEqual(input);
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
