import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { parseJsonBody, readBodyLimited } from "./body";

const req = (body: string, headers: Record<string, string> = {}) => new Request("http://x/", { method: "POST", body, headers });

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
