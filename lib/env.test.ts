import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("fails with a message naming a missing required variable", () => {
    expect(() => parseEnv({})).toThrow(/DATABASE_URL/);
  });
  it("fills defaults and derives the app URL and cookie security", () => {
    const e = parseEnv({ DATABASE_URL: "postgresql://x", PORT: "4000" });
    expect(e.appUrl).toBe("http://localhost:4000");
    expect(e.isProduction).toBe(false);
    expect(e.secureCookies).toBe(false);
  });
  it("treats NODE_ENV=production as production unless APP_ENV says otherwise", () => {
    expect(parseEnv({ DATABASE_URL: "x", NODE_ENV: "production" }).secureCookies).toBe(true);
    expect(parseEnv({ DATABASE_URL: "x", NODE_ENV: "production", APP_ENV: "development" }).isProduction).toBe(false);
  });
  it("rejects a malformed value", () => {
    expect(() => parseEnv({ DATABASE_URL: "x", PORT: "not-a-port" })).toThrow(/PORT/);
  });
});
