import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { appSecret } from "./secret";

const saved = { ...process.env };
let dir: string;

function setEnv(values: Record<string, string | undefined>) {
  process.env = { ...saved, DATABASE_URL: "postgresql://unused", DATA_DIR: dir, SECRET_KEY: undefined, ...values };
  for (const [k, v] of Object.entries(process.env)) if (v === undefined) delete process.env[k];
  resetEnvCache();
}

describe("appSecret", () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "secret-"));
  });
  afterEach(() => {
    process.env = { ...saved };
    resetEnvCache();
    rmSync(dir, { recursive: true, force: true });
  });

  it("uses SECRET_KEY when it is set", () => {
    setEnv({ SECRET_KEY: "k".repeat(40), APP_ENV: "production" });
    expect(appSecret()).toBe("k".repeat(40));
  });

  it("refuses to run in production without SECRET_KEY, naming it", () => {
    setEnv({ APP_ENV: "production" });
    expect(() => appSecret()).toThrow(/SECRET_KEY/);
  });

  it("rejects a SECRET_KEY shorter than 32 characters at start-up", () => {
    setEnv({ SECRET_KEY: "short" });
    expect(() => appSecret()).toThrow(/SECRET_KEY/);
  });

  it("outside production, makes a key once in DATA_DIR/secret-key, readable by the owner only", () => {
    setEnv({ APP_ENV: "development" });
    const key = appSecret();
    const file = path.join(dir, "secret-key");
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(appSecret()).toBe(key);
  });

  it("reuses a key already on disk", () => {
    writeFileSync(path.join(dir, "secret-key"), "s".repeat(50) + "\n");
    setEnv({ APP_ENV: "test" });
    expect(appSecret()).toBe("s".repeat(50));
  });
});
