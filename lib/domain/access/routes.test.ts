import { describe, expect, it } from "vitest";
import { accessOf, loginUrlFor, safeReturnTo } from "./routes";

describe("accessOf", () => {
  it("classifies every row of the spec's route table", () => {
    expect(accessOf("/")).toBe("public");
    expect(accessOf("/terms/")).toBe("public");
    expect(accessOf("/auth/callback/google")).toBe("public");
    expect(accessOf("/login")).toBe("guest");
    expect(accessOf("/projects")).toBe("subscriber");
    expect(accessOf("/subscription-canceled")).toBe("member");
  });
  it("returns null for unknown paths and for /landing, which redirect to /", () => {
    expect(accessOf("/landing")).toBeNull();
    expect(accessOf("/nope")).toBeNull();
    expect(accessOf("/auth/callback/../../x")).toBeNull();
  });
});

describe("safeReturnTo", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeReturnTo("/results?q=ai#top")).toBe("/results?q=ai#top");
  });
  it.each([
    "https://evil.example/x",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "projects",
    "/a\u0000b",
    "",
  ])("ignores %j", (value) => {
    expect(safeReturnTo(value)).toBe("/projects");
  });
  it("builds the login URL with an encoded return path", () => {
    expect(loginUrlFor("/search?x=1")).toBe("/login?returnTo=%2Fsearch%3Fx%3D1");
  });
});

/**
 * Open-redirect bypass forms. Each must come out as a path on this origin that no browser reads as
 * another host: not `//host` or `/\host`, neither as returned, nor once normalised, nor decoded once more.
 */
const BYPASSES = [
  "//evil.example",
  "///evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/././/evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "/%2e%2e%2f/evil.example",
  "/.%2F/evil.example",
  "/%2F%2Fevil.example",
  "/%2fevil.example",
  "/%2F/evil.example",
  "/%5Cevil.example",
  "/%5c%5cevil.example",
  "/%252F%252Fevil.example",
  "/%252e%252e//evil.example",
  "/%25252F%25252Fevil.example",
  "\\\\evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0D%0A/evil.example",
  "/\u0000/evil.example",
  " //evil.example",
  "https://evil.example",
  "HTTPS://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "/%EF%BC%8F%EF%BC%8Fevil.example",
];

const APP = "https://app.example";
const namesAnotherHost = (path: string) => /^\/[/\\]/.test(path);

function browserReadsAsThisOrigin(path: string): boolean {
  const resolved = new URL(path, APP);
  return resolved.origin === APP && !namesAnotherHost(resolved.pathname);
}

describe("safeReturnTo against open-redirect bypasses", () => {
  it("covers at least 30 forms", () => expect(BYPASSES.length).toBeGreaterThanOrEqual(30));
  it.each(BYPASSES)("%j stays a same-origin path", (value) => {
    const result = safeReturnTo(value);
    const decoded = decodeURIComponent(result);
    expect(result.startsWith("/")).toBe(true);
    expect(namesAnotherHost(result)).toBe(false);
    expect(browserReadsAsThisOrigin(result)).toBe(true);
    expect(namesAnotherHost(decoded)).toBe(false);
    expect(browserReadsAsThisOrigin(decoded)).toBe(true);
    expect(safeReturnTo(result)).toBe(result);
  });
  it.each(["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/%2F%2Fevil.example", "/%5Cevil.example"])(
    "sends %j to the default page",
    (value) => expect(safeReturnTo(value)).toBe("/projects"),
  );
  it("keeps ordinary paths, encoded characters inside them included", () => {
    expect(safeReturnTo("/results?q=a%2Fb&next=//x#top")).toBe("/results?q=a%2Fb&next=//x#top");
    expect(safeReturnTo("/auth/callback/google?provider=google")).toBe("/auth/callback/google?provider=google");
    expect(safeReturnTo("/projects/./../search?q=ai")).toBe("/search?q=ai");
  });
});
