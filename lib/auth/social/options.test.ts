import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { authOptions, nextAuthSecret } from "./options";

const saved = { ...process.env };
let dir: string;

function setEnv(values: Record<string, string | undefined>) {
  process.env = { ...saved, DATABASE_URL: "postgresql://unused", DATA_DIR: dir, ...values };
  for (const key of [
    "SECRET_KEY",
    "NEXTAUTH_SECRET",
    "NEXTAUTH_URL",
    "GITHUB_CLIENT_ID",
    "GOOGLE_CLIENT_ID",
    "OAUTH_TEST_ISSUER",
  ]) {
    if (!(key in values)) delete process.env[key];
  }
  resetEnvCache();
}

describe("next-auth options", () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "nextauth-"));
  });
  afterEach(() => {
    process.env = { ...saved };
    resetEnvCache();
    rmSync(dir, { recursive: true, force: true });
  });

  it("are null when no provider is configured (no social sign-in at all)", () => {
    setEnv({});
    expect(authOptions()).toBeNull();
  });

  it("never keep a next-auth session and send errors to the callback page", () => {
    setEnv({ OAUTH_TEST_ISSUER: "http://127.0.0.1:2527", APP_ENV: "test", APP_URL: "http://localhost:3999" });
    const options = authOptions()!;
    expect(options.pages).toEqual({ signIn: "/login", error: "/auth/callback" });
    expect(options.session).toEqual({ strategy: "jwt", maxAge: 60 });
    expect(process.env.NEXTAUTH_URL).toBe("http://localhost:3999");
  });

  it("use NEXTAUTH_SECRET when set", () => {
    setEnv({ NEXTAUTH_SECRET: "n".repeat(40) });
    expect(nextAuthSecret()).toBe("n".repeat(40));
  });

  it("derive a stable secret from the app secret outside production, never the app secret itself", () => {
    setEnv({ SECRET_KEY: "s".repeat(40) });
    const derived = nextAuthSecret();
    expect(derived).not.toBe("s".repeat(40));
    expect(derived.length).toBeGreaterThanOrEqual(32);
    expect(nextAuthSecret()).toBe(derived);
  });

  it("refuse to run in production without NEXTAUTH_SECRET or SECRET_KEY, naming them", () => {
    setEnv({ APP_ENV: "production" });
    expect(() => nextAuthSecret()).toThrow(/NEXTAUTH_SECRET/);
  });
});
