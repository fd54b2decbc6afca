import { describe, expect, it } from "vitest";
import { bearerTokenOf } from "@/lib/server/api-tokens/bearer";
import { looksLikeApiToken } from "@/lib/server/api-tokens/tokens";
import { isMcpPath, tokenCallOf } from "./token-calls";

describe("tokenCallOf: the calls a token may make", () => {
  it.each([
    ["GET", "/api/ideas/search"],
    ["GET", "/api/ideas/search/"],
    ["GET", "/api/ideas/42"],
    ["POST", "/api/ideas/claim/"],
    ["GET", "/api/projects"],
    ["PUT", "/api/projects/7/milestones/9/"],
    ["POST", "/api/projects/7/notes"],
    ["GET", "/api/saved-ideas/"],
  ])("allows %s %s", (method, path) => expect(tokenCallOf(method, path)).not.toBeNull());

  it.each([
    ["GET", "/api/accounts/api-tokens/"],
    ["POST", "/api/accounts/api-tokens/"],
    ["POST", "/api/logout/"],
    ["GET", "/api/security/devices/"],
    ["POST", "/api/projects"],
    ["GET", "/api/projects/7/export/"],
    ["PATCH", "/api/projects/7"],
    ["GET", "/api/projects/7/notes/9/extra"],
    ["GET", "/accounts/session-details/"],
    ["GET", "/api/ideas/search/state/"],
  ])("refuses %s %s", (method, path) => expect(tokenCallOf(method, path)).toBeNull());

  it("knows the MCP endpoint, with or without its slash", () => {
    expect(isMcpPath("/api/mcp")).toBe(true);
    expect(isMcpPath("/api/mcp/")).toBe(true);
    expect(isMcpPath("/api/mcp/x")).toBe(false);
  });
});

describe("bearerTokenOf", () => {
  const headers = (authorization?: string) => new Headers(authorization ? { authorization } : {});
  it("reads a bearer token, any case of the scheme", () => {
    expect(bearerTokenOf(headers("Bearer ifk_abc"))).toBe("ifk_abc");
    expect(bearerTokenOf(headers("bearer ifk_abc"))).toBe("ifk_abc");
  });
  it("is null without the header and empty for another scheme or a malformed value", () => {
    expect(bearerTokenOf(headers())).toBeNull();
    expect(bearerTokenOf(headers("Basic dXNlcjpwYXNz"))).toBe("");
    expect(bearerTokenOf(headers("Bearer"))).toBe("");
    expect(bearerTokenOf(headers("Bearer a b"))).toBe("");
  });
  it("recognises only our token's shape", () => {
    expect(looksLikeApiToken(`ifk_${"A".repeat(43)}`)).toBe(true);
    expect(looksLikeApiToken(`ifk_${"A".repeat(42)}`)).toBe(false);
    expect(looksLikeApiToken(`xyz_${"A".repeat(43)}`)).toBe(false);
  });
});
