import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { MAX_JSON_DEPTH, jsonDepthWithin, parseJsonBody, readBodyLimited } from "./body";

const req = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://x/", { method: "POST", body, headers });

describe("readBodyLimited", () => {
  it("reads a body within the limit", async () => {
    expect(await readBodyLimited(req("hello"), 10)).toBe("hello");
  });
  it("stops at the limit even when Content-Length lies", async () => {
    await expect(readBodyLimited(req("x".repeat(50)), 10)).rejects.toMatchObject({ status: 413 });
    await expect(readBodyLimited(req("x", { "content-length": "999" }), 10)).rejects.toMatchObject({ status: 413 });
  });
});

describe("parseJsonBody", () => {
  it("parses JSON and treats an empty body as {}", () => {
    expect(parseJsonBody('{"a":1}', "application/json; charset=utf-8", false)).toEqual({ a: 1 });
    expect(parseJsonBody("", null, false)).toEqual({});
  });
  it("answers 415 to other content types unless text/plain is allowed (beacons)", () => {
    expect(() => parseJsonBody('{"a":1}', "text/plain", false)).toThrow(ApiError);
    expect(parseJsonBody('{"a":1}', "text/plain;charset=UTF-8", true)).toEqual({ a: 1 });
  });
  it("answers 400 to malformed JSON", () => {
    try {
      parseJsonBody("{nope", "application/json", false);
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).status).toBe(400);
    }
  });
});

describe("the depth bound of JSON bodies", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  const invalidJson = (raw: string) => {
    try {
      parseJsonBody(raw, "application/json", false);
    } catch (e) {
      return e instanceof ApiError && e.status === 400 && e.message === "Malformed JSON in request body.";
    }
    return false;
  };

  it(`parses JSON up to ${MAX_JSON_DEPTH} levels of arrays and objects`, () => {
    expect(parseJsonBody(nested(MAX_JSON_DEPTH), "application/json", false)).toBeInstanceOf(Array);
    const objects = '{"a":'.repeat(MAX_JSON_DEPTH - 1) + "[1]" + "}".repeat(MAX_JSON_DEPTH - 1);
    expect(parseJsonBody(objects, "application/json", false)).toBeTypeOf("object");
  });

  it("refuses one level more, and 10,000 or 500,000 levels (arrays, objects, both), with the 400 of malformed JSON before parsing", () => {
    expect(invalidJson(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(invalidJson(nested(10_000))).toBe(true);
    expect(invalidJson('{"a":'.repeat(10_000) + "1" + "}".repeat(10_000))).toBe(true);
    expect(invalidJson(`{"x":${'[{"a":'.repeat(250_000)}1${"}]".repeat(250_000)}}`)).toBe(true);
  });

  it("counts only brackets outside strings, escaped quotes included", () => {
    const deepLooking = JSON.stringify({
      text: "[".repeat(1000) + '\\"{{{' + "{".repeat(1000),
      list: [["]]]\\", "[["]],
    });
    expect(jsonDepthWithin(deepLooking, 3)).toBe(true);
    expect(parseJsonBody(deepLooking, "application/json", false)).toEqual(JSON.parse(deepLooking));
    expect(jsonDepthWithin(`[${JSON.stringify('"[[[[')}, [[[]]]]`, 3)).toBe(false);
    expect(jsonDepthWithin(`[${JSON.stringify('"[[[[')}, [[]]]`, 3)).toBe(true);
  });
});
