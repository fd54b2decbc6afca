import { describe, expect, it } from "vitest";
import { isSameOrigin, newCsrfToken, tokensMatch } from "./csrf";

const APP = "http://localhost:3000";
const APPS = new Set([APP]);
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
    expect(isSameOrigin(h({ origin: APP }), APPS)).toBe(true);
    expect(isSameOrigin(h({}), APPS)).toBe(true);
    expect(isSameOrigin(h({ referer: `${APP}/projects` }), APPS)).toBe(true);
  });
  it("rejects a foreign Origin or Referer, and the opaque 'null' origin", () => {
    expect(isSameOrigin(h({ origin: "https://evil.example" }), APPS)).toBe(false);
    expect(isSameOrigin(h({ referer: "https://evil.example/page" }), APPS)).toBe(false);
    expect(isSameOrigin(h({ origin: "null" }), APPS)).toBe(false);
  });
  it("never trusts the Host or X-Forwarded-Host the request names", () => {
    const rebound = "http://rebind.evil.example:3777";
    const headers = h({
      origin: rebound,
      host: "rebind.evil.example:3777",
      "x-forwarded-host": "rebind.evil.example:3777",
    });
    expect(isSameOrigin(headers, APPS)).toBe(false);
  });
});
