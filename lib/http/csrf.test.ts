import { describe, expect, it } from "vitest";
import { isSameOrigin, newCsrfToken, tokensMatch } from "./csrf";

const APP = "http://localhost:3000";
const h = (init: Record<string, string>) => new Headers(init);

describe("tokensMatch", () => {
  it("accepts the cookie's own token and nothing else", () => {
    const token = newCsrfToken();
    expect(tokensMatch(token, token)).toBe(true);
    expect(tokensMatch(token, newCsrfToken())).toBe(false);
    expect(tokensMatch(token, null)).toBe(false);
    expect(tokensMatch(undefined, token)).toBe(false);
    expect(tokensMatch("short", "short")).toBe(false);
  });
});

describe("isSameOrigin", () => {
  it("accepts the app's origin and requests without Origin or Referer", () => {
    expect(isSameOrigin(h({ origin: APP }), `${APP}/api/x`, APP)).toBe(true);
    expect(isSameOrigin(h({}), `${APP}/api/x`, APP)).toBe(true);
    expect(isSameOrigin(h({ referer: `${APP}/projects` }), `${APP}/api/x`, APP)).toBe(true);
  });
  it("rejects a foreign Origin or Referer, and the opaque 'null' origin", () => {
    expect(isSameOrigin(h({ origin: "https://evil.example" }), `${APP}/api/x`, APP)).toBe(false);
    expect(isSameOrigin(h({ referer: "https://evil.example/page" }), `${APP}/api/x`, APP)).toBe(false);
    expect(isSameOrigin(h({ origin: "null" }), `${APP}/api/x`, APP)).toBe(false);
  });
});
