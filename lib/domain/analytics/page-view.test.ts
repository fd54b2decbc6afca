import { describe, expect, it } from "vitest";
import { referrerForStorage, withoutQuery } from "./page-view";
import { PageViewBody } from "./page-view-body";

describe("withoutQuery", () => {
  it("drops the query string and the fragment", () => {
    expect(withoutQuery("/signup?token=secret")).toBe("/signup");
    expect(withoutQuery("/reset-password?uidb64=x&token=y#top")).toBe("/reset-password");
    expect(withoutQuery("/projects#notes")).toBe("/projects");
    expect(withoutQuery("/")).toBe("/");
  });
});

describe("referrerForStorage", () => {
  const own = "https://ideaforge.example";
  it("keeps a same-site path without its query", () => {
    expect(referrerForStorage("/login?returnTo=%2Faccount", own)).toBe("/login");
    expect(referrerForStorage("https://ideaforge.example/signup?token=abc", own)).toBe("/signup");
  });
  it("keeps only the origin of another site", () => {
    expect(referrerForStorage("https://news.example.com/item?id=42", own)).toBe("https://news.example.com");
  });
  it("has no referrer for empty, protocol-relative or non-web values", () => {
    for (const value of [null, undefined, "", "   ", "//evil.example/x", "javascript:alert(1)", "not a url"]) {
      expect(referrerForStorage(value, own)).toBeNull();
    }
  });
});

describe("PageViewBody", () => {
  it("accepts a path and strips its query", () => {
    expect(PageViewBody.parse({ path: "/signup?token=abc", visitor_id: "a1b2c3d4-e5f6" })).toEqual({
      path: "/signup",
      visitor_id: "a1b2c3d4-e5f6",
    });
  });
  it.each<[unknown, string]>([
    [{}, "missing path"],
    [{ path: "" }, "empty path"],
    [{ path: "projects" }, "relative path"],
    [{ path: "https://evil.example/" }, "absolute URL"],
    [{ path: "//evil.example/" }, "protocol-relative URL"],
    [{ path: "/a\nb" }, "control character"],
    [{ path: `/${"a".repeat(500)}` }, "too long"],
    [{ path: "/", visitor_id: "short" }, "short visitor id"],
    [{ path: "/", visitor_id: "<script>alert(1)</script>" }, "visitor id with markup"],
    [{ path: 42 }, "not a string"],
  ])("refuses %j (%s)", (body, _why) => {
    expect(PageViewBody.safeParse(body).success).toBe(false);
  });
});
