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
  it.each(["https://evil.example/x", "//evil.example", "/\\evil.example", "javascript:alert(1)", "projects", "/a\u0000b", ""])(
    "ignores %j",
    (value) => {
      expect(safeReturnTo(value)).toBe("/projects");
    },
  );
  it("builds the login URL with an encoded return path", () => {
    expect(loginUrlFor("/search?x=1")).toBe("/login?returnTo=%2Fsearch%3Fx%3D1");
  });
});
