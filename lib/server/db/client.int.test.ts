import net from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { GET as listProjects } from "@/app/api/projects/route";
import { errorResponse } from "@/lib/http/route";
import { CONNECT_TIMEOUT_MS, createPrisma, isDatabaseUnavailable } from "@/lib/server/db/client";
import { createUserWithSession } from "@/tests/support/factories";
import { call } from "@/tests/support/projects";

/** The process pool's size (db()): the burst below is larger. */
const POOL_SIZE = 10;
const BURST = 3 * POOL_SIZE;

const stoppers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const stop of stoppers) await stop().catch(() => {});
});

describe("the process pool under a burst against a healthy database", () => {
  it(`answers ${BURST} parallel requests with every connection busy for longer than the connect timeout, without a 503`, async () => {
    const { token } = await createUserWithSession();
    // A transaction elsewhere holds the projects table: each request that reaches its query keeps
    // its connection until the lock goes, and the rest wait for a free slot past CONNECT_TIMEOUT_MS.
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    stoppers.push(() => holder.end());
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE projects IN ACCESS EXCLUSIVE MODE");
    const answers = Promise.all(
      Array.from({ length: BURST }, () => call(listProjects, "GET", "/api/projects/", { session: token })),
    );
    await new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS + 2_000));
    await holder.query("COMMIT");
    const statuses = (await answers).map((a) => a.status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 60_000);
});

describe("a database that does not answer", () => {
  it("fails each query after the connect timeout, queued ones too, as unavailable (503 with Retry-After)", async () => {
    // Accepts the connection and never speaks: what a hung or unreachable server looks like.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    stoppers.push(async () => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const { port } = silent.address() as net.AddressInfo;
    const prisma = createPrisma(`postgresql://postgres@127.0.0.1:${port}/none`, 1);
    stoppers.push(() => prisma.$disconnect());

    const started = performance.now();
    const outcomes = await Promise.allSettled([prisma.$queryRaw`SELECT 1`, prisma.$queryRaw`SELECT 1`]);
    const seconds = (performance.now() - started) / 1000;

    // One slot: the second query waits for the first attempt, then makes its own.
    expect(seconds).toBeGreaterThanOrEqual((2 * CONNECT_TIMEOUT_MS) / 1000 - 0.5);
    expect(seconds).toBeLessThan((2 * CONNECT_TIMEOUT_MS) / 1000 + 5);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe("rejected");
      const error = (outcome as PromiseRejectedResult).reason;
      expect(isDatabaseUnavailable(error)).toBe(true);
      const res = errorResponse(error, "req-silent");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
    }
  }, 30_000);
});
