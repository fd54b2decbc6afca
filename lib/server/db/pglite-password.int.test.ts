import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frontend, RawClient } from "@/tests/support/raw-pg-client";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { keepEmbeddedPassword } from "./embedded-password";

/**
 * The embedded database as another local user or process meets it: a PostgreSQL port on loopback.
 * Without the password kept for it, nothing may be read or written, whatever user name is given;
 * the password is asked of every connection, wrong and missing alike refused with FATAL 28P01.
 */
const SECRET = "the founder's unpublished idea";

function withPassword(url: string, password: string | null): string {
  const u = new URL(url);
  u.password = password ?? "";
  if (password === null) u.username = "postgres";
  return u.toString();
}

async function refusal(connectionString: string): Promise<{ code?: string; message: string }> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    const rows = await client.query("SELECT note FROM secrets").then(
      (r) => r.rows,
      (e: Error) => e.message,
    );
    await client.end();
    return { message: `connected and read ${JSON.stringify(rows)}` };
  } catch (error) {
    return error as { code?: string; message: string };
  }
}

describe("the embedded database asks every connection for its password", () => {
  let embedded: EmbeddedPostgres;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir: "memory://" });
    const owner = new pg.Client({ connectionString: embedded.url });
    await owner.connect();
    await owner.query("CREATE TABLE secrets (note text)");
    await owner.query("INSERT INTO secrets VALUES ($1)", [SECRET]);
    await owner.end();
  });

  afterAll(async () => {
    await embedded?.stop();
  });

  it("refuses a wrong password with 28P01, for the default user and any other", async () => {
    for (const guess of ["postgres", "password", ""]) {
      const refused = await refusal(withPassword(embedded.url, guess || "x"));
      expect(refused.code).toBe("28P01");
      expect(refused.message).toBe('password authentication failed for user "postgres"');
    }
    const other = new URL(withPassword(embedded.url, "postgres"));
    other.username = "admin";
    const refused = await refusal(other.toString());
    expect(refused.code).toBe("28P01");
    expect(refused.message).toBe('password authentication failed for user "admin"');
  });

  it("refuses a client that gives no password", async () => {
    const refused = await refusal(withPassword(embedded.url, null));
    expect(refused.message).not.toMatch(/connected/);
  });

  it("answers a client that skips the password, or sends it in clear, with 28P01 and no data", async () => {
    const skipping = await RawClient.connect(embedded.port);
    skipping.send(frontend("Q", Buffer.from("SELECT note FROM secrets\0")));
    const answer = await skipping.answer();
    expect(answer.map(([type]) => type)).toEqual(["R", "E"]);
    expect(answer[1]![1].toString()).toContain("28P01");
    expect(answer.some(([, body]) => body.toString().includes(SECRET))).toBe(false);
    await skipping.closing; // the server hangs up

    const cleartext = await RawClient.connect(embedded.port);
    cleartext.send(frontend("p", Buffer.from("postgres\0")), frontend("Q", Buffer.from("SELECT note FROM secrets\0")));
    const refused = await cleartext.answer();
    expect(refused.map(([type]) => type)).toEqual(["R", "E"]);
    expect(refused.some(([, body]) => body.toString().includes(SECRET))).toBe(false);
  });

  it("serves the right password, and a connection still proving it blocks nobody", async () => {
    const idle = await RawClient.connect(embedded.port); // startup sent, password never
    const owner = new pg.Client({ connectionString: embedded.url });
    await owner.connect();
    expect((await owner.query("SELECT note FROM secrets")).rows).toEqual([{ note: SECRET }]);
    await owner.end();
    idle.socket.destroy();
  });
});

describe("a database kept on disk", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "ideaforge-pglite-password-"));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps one password, readable by its owner only, across restarts", async () => {
    const dataDir = path.join(dir, "pglite");
    const first = await startEmbeddedPostgres({ dataDir });
    const password = new URL(first.url).password;
    await first.stop();
    expect(password.length).toBeGreaterThanOrEqual(24);
    const file = await stat(path.join(dir, "pglite-password"));
    expect(file.mode & 0o777).toBe(0o600);

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(new URL(second.url).password).toBe(password);
      expect((await refusal(withPassword(second.url, "postgres"))).code).toBe("28P01");
      const client = new pg.Client({ connectionString: second.url });
      await client.connect();
      expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await second.stop();
    }
  });

  it("asks for the password a runner kept before the first start (as scripts/e2e-server.ts does)", async () => {
    const dataDir = path.join(dir, "e2e", "pglite");
    expect(keepEmbeddedPassword(dataDir, "chosen-by-the-runner")).toBe("chosen-by-the-runner");
    expect(keepEmbeddedPassword(dataDir, "a-second-choice")).toBe("chosen-by-the-runner");
    const embedded = await startEmbeddedPostgres({ dataDir });
    try {
      expect(new URL(embedded.url).password).toBe("chosen-by-the-runner");
    } finally {
      await embedded.stop();
    }
  });
});
