import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { from as copyFrom } from "pg-copy-streams";
import { RawClient } from "@/tests/support/raw-pg-client";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";

/**
 * The embedded server at the wire: PGlite is one session, yet each client connection must behave
 * as a session of its own. A raw client sends the protocol's messages exactly when the test says,
 * as a pg client does when its writes are split across packets.
 */
const HOLD_TIMEOUT_MS = 500;

function message(type: string, ...parts: (string | number[])[]): Buffer {
  const body = Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(`${p}\0`) : Buffer.from(p))));
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

const int16 = (n: number) => [n >> 8, n & 255];
const int32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const parse = (sql: string) => message("P", "", sql, int16(0));
const bindText = (value: string) =>
  message("B", "", "", int16(0), int16(1), int32(Buffer.byteLength(value)), [...Buffer.from(value)], int16(0));
const execute = () => message("E", "", int32(0));
const sync = () => message("S");
const query = (sql: string) => message("Q", sql);

/** Resolves to "pending" if the promise has not settled within `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"pending">((r) => setTimeout(() => r("pending"), ms))]);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const passwordOf = (url: string) => decodeURIComponent(new URL(url).password);

describe("embedded PostgreSQL server: one session, many connections", () => {
  let embedded: EmbeddedPostgres;
  let other: pg.Client;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ dataDir: "memory://", holdTimeoutMs: HOLD_TIMEOUT_MS });
    const setup = new pg.Client({ connectionString: embedded.url });
    await setup.connect();
    await setup.query("CREATE TABLE probe (n int)");
    await setup.end();
  });

  afterAll(async () => {
    await embedded?.stop();
  });

  beforeEach(async () => {
    other = new pg.Client({ connectionString: embedded.url });
    other.on("error", () => undefined);
    await other.connect();
    await other.query("DELETE FROM probe");
    return async () => {
      await other.end().catch(() => undefined);
    };
  });

  it("keeps a Parse and its Bind, sent in separate packets, together: another connection's statement waits and both get their own answer", async () => {
    const raw = await RawClient.open(embedded.port, passwordOf(embedded.url));
    raw.send(parse("SELECT $1::text AS mine"));
    await pause(50);
    const theirs = other.query<{ theirs: number }>("SELECT $1::int + 1 AS theirs", [41]);
    expect(await within(theirs, 200)).toBe("pending");
    raw.send(bindText("raw client's value"), execute(), sync());
    const answer = await raw.answer();
    expect(answer.filter(([type]) => type === "E")).toEqual([]);
    const row = answer.find(([type]) => type === "D")![1];
    expect(row.subarray(6).toString()).toBe("raw client's value");
    expect((await theirs).rows).toEqual([{ theirs: 42 }]);
    raw.socket.destroy();
  });

  it("keeps a transaction together: another connection's statement runs after its COMMIT", async () => {
    const tx = new pg.Client({ connectionString: embedded.url });
    await tx.connect();
    await tx.query("BEGIN");
    await tx.query("INSERT INTO probe VALUES (1)");
    const count = other.query<{ n: number }>("SELECT count(*)::int AS n FROM probe");
    expect(await within(count, 200)).toBe("pending");
    await tx.query("COMMIT");
    expect((await count).rows).toEqual([{ n: 1 }]);
    await tx.end();
  });

  it("cuts off a connection that holds the session and goes silent, and rolls its transaction back", async () => {
    const raw = await RawClient.open(embedded.port, passwordOf(embedded.url));
    raw.send(query("BEGIN; INSERT INTO probe VALUES (1)"));
    await raw.answer();
    const started = performance.now();
    const { rows } = await other.query(
      "SELECT count(*)::int AS n, now() = statement_timestamp() AS fresh_transaction FROM probe",
    );
    expect(rows).toEqual([{ n: 0, fresh_transaction: true }]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(HOLD_TIMEOUT_MS - 50);
    await pause(20);
    expect(raw.closed).toBe(true);
  });

  it("does not cut off a holder whose silence is this process being busy (a client computing in the same process)", async () => {
    const tx = new pg.Client({ connectionString: embedded.url });
    await tx.connect();
    await tx.query("BEGIN");
    await tx.query("INSERT INTO probe VALUES (1)");
    // The event loop is blocked three hold timeouts long, then the holder speaks at once.
    const until = performance.now() + 3 * HOLD_TIMEOUT_MS;
    while (performance.now() < until);
    const committed = tx.query("COMMIT");
    await committed;
    expect((await other.query("SELECT count(*)::int AS n FROM probe")).rows).toEqual([{ n: 1 }]);
    await tx.end();
  });

  it("does not cut off a connection proving its password while this process is busy (a pool connecting just before a long computation)", async () => {
    const AUTH_TIMEOUT_MS = 300;
    const strict = await startEmbeddedPostgres({ dataDir: "memory://", authTimeoutMs: AUTH_TIMEOUT_MS });
    try {
      const late = new pg.Client({ connectionString: strict.url });
      // The server has taken the connection and asked for the password; the client's answer is on
      // its way when the event loop is blocked three auth timeouts long.
      const asked = new Promise<void>((resolve) => late.connection.once("authenticationSASL", () => resolve()));
      const connecting = late.connect();
      await asked;
      const until = performance.now() + 3 * AUTH_TIMEOUT_MS;
      while (performance.now() < until);
      await connecting;
      // Proven, the connection has no deadline left: it is still served long after.
      await pause(3 * AUTH_TIMEOUT_MS);
      expect((await late.query("SELECT 1 AS n")).rows).toEqual([{ n: 1 }]);
      await late.end();
    } finally {
      await strict.stop();
    }
  });

  it("still cuts off a connection that never proves its password", async () => {
    const AUTH_TIMEOUT_MS = 300;
    const strict = await startEmbeddedPostgres({ dataDir: "memory://", authTimeoutMs: AUTH_TIMEOUT_MS });
    try {
      const socket = net.connect(strict.port, "127.0.0.1");
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      socket.on("error", () => undefined);
      expect(await within(closed, 10 * AUTH_TIMEOUT_MS)).toBeUndefined();
    } finally {
      await strict.stop();
    }
  });

  const leftOpen: [string, Buffer[]][] = [
    ["an open transaction", [query("BEGIN; INSERT INTO probe VALUES (1)")]],
    [
      "an Execute before its Sync",
      [parse("INSERT INTO probe VALUES (1)"), message("B", "", "", int16(0), int16(0), int16(0)), execute()],
    ],
    ["a failed transaction", [query("BEGIN; INSERT INTO probe VALUES (1)"), query("SELECT no_such_column FROM probe")]],
    [
      "an error awaiting its Sync inside a transaction",
      [query("BEGIN; INSERT INTO probe VALUES (1)"), parse("SELECT no_such_column FROM probe")],
    ],
  ];

  it.each(leftOpen)(
    "rolls back %s when its client disconnects, and the next connection starts clean",
    async (_, messages) => {
      const raw = await RawClient.open(embedded.port, passwordOf(embedded.url));
      raw.send(...messages);
      await pause(50);
      raw.socket.destroy();
      const { rows } = await other.query(
        "SELECT count(*)::int AS n, now() = statement_timestamp() AS fresh_transaction FROM probe",
      );
      expect(rows).toEqual([{ n: 0, fresh_transaction: true }]);
    },
  );

  it("puts together a large message the socket delivers in many pieces, its header itself cut, and the one after it", async () => {
    const raw = await RawClient.open(embedded.port, passwordOf(embedded.url));
    const long = "x".repeat(300_000);
    const bytes = Buffer.concat([query(`SELECT length('${long}') AS n`), query("SELECT 7 AS seven")]);
    // Three bytes first (half a header), then pieces of 1,000 bytes, each its own packet.
    const cuts = [3, ...Array.from({ length: Math.ceil(bytes.length / 1000) }, (_, i) => 3 + (i + 1) * 1000)];
    for (let i = 0; i < cuts.length; i++) {
      raw.socket.write(bytes.subarray(i ? cuts[i - 1] : 0, cuts[i]));
      if (i % 50 === 0) await pause(1);
    }
    const first = await raw.answer();
    expect(first.filter(([type]) => type === "E")).toEqual([]);
    expect(
      first
        .find(([type]) => type === "D")![1]
        .subarray(6)
        .toString(),
    ).toBe("300000");
    const second = await raw.answer();
    expect(
      second
        .find(([type]) => type === "D")![1]
        .subarray(6)
        .toString(),
    ).toBe("7");
    raw.socket.destroy();
  });

  it("takes COPY FROM STDIN rows sent after the server's go-ahead, in several packets, and keeps serving", async () => {
    const copy = new pg.Client({ connectionString: embedded.url });
    await copy.connect();
    await copy.query("BEGIN");
    const stream = copy.query(copyFrom("COPY probe (n) FROM STDIN"));
    const done = new Promise((resolve, reject) => stream.on("finish", resolve).on("error", reject));
    stream.write("1\n2\n");
    await pause(20);
    // Other connections wait for the COPY's transaction, as for any other.
    const count = other.query<{ n: number }>("SELECT count(*)::int AS n FROM probe");
    stream.end("3\n");
    await done;
    expect(await within(count, 200)).toBe("pending");
    await copy.query("COMMIT");
    expect((await count).rows).toEqual([{ n: 3 }]);
    await copy.end();
  });

  it("answers a COPY FROM STDIN that fails (bad row, client's CopyFail) with its error, and the connection goes on", async () => {
    const copy = new pg.Client({ connectionString: embedded.url });
    await copy.connect();
    const bad = copy.query(copyFrom("COPY probe (n) FROM STDIN"));
    const failed = new Promise((resolve, reject) => bad.on("finish", resolve).on("error", reject));
    bad.end("not a number\n");
    await expect(failed).rejects.toThrow(/invalid input syntax for type integer/);
    const raw = await RawClient.open(embedded.port, passwordOf(embedded.url));
    raw.send(query("COPY probe (n) FROM STDIN"));
    raw.send(message("d", "1\n"), message("f", "client gave up"));
    const answer = await raw.answer();
    expect(answer.map(([type]) => type)).toEqual(["G", "E", "Z"]);
    expect(answer[1]![1].toString()).toContain("client gave up");
    raw.socket.destroy();
    expect((await copy.query("SELECT count(*)::int AS n FROM probe")).rows).toEqual([{ n: 0 }]);
    await copy.end();
  });
});
