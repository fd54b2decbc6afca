import { Agent, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createAppServer, shutDown } from "./app-server";

/**
 * The SIGTERM order of scripts/server.ts: no new connection is accepted; requests in flight finish
 * (up to the grace period); the worker finishes its job meanwhile; the pool closes last.
 */
let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
});

async function serve(handlerMs: number | "never", events: string[]) {
  server = createAppServer({
    handle: (req, res) => {
      events.push(`request ${req.url} started`);
      if (handlerMs === "never") return;
      setTimeout(() => {
        res.end("done");
        events.push(`request ${req.url} answered`);
      }, handlerMs);
    },
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(
  port: number,
  path: string,
  agent?: Agent,
): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
    });
    req.on("error", reject);
    req.end();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const steps = (events: string[], workerMs = 100) => ({
  stopWorker: async () => {
    events.push("worker stopping");
    await pause(workerMs);
    events.push("worker stopped");
  },
  closePool: async () => {
    events.push("pool closed");
  },
});

describe("shutDown", () => {
  it("refuses new connections, lets the request in flight finish while the worker stops, then closes the pool", async () => {
    const events: string[] = [];
    const port = await serve(400, events);
    const inFlight = get(port, "/slow");
    await pause(100);
    const done = shutDown(server!, steps(events));
    await expect(get(port, "/late")).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toMatchObject({ status: 200, body: "done" });
    await done;
    expect(events.at(-1)).toBe("pool closed");
    expect(events.indexOf("request /slow answered")).toBeLessThan(events.indexOf("pool closed"));
    expect(events.indexOf("worker stopped")).toBeLessThan(events.indexOf("pool closed"));
    expect(events).not.toContain("request /late started");
  });

  it("cuts a request still running after the grace period, and still stops the worker and closes the pool", async () => {
    const events: string[] = [];
    const port = await serve("never", events);
    const stuck = get(port, "/stuck").catch((error: Error) => error);
    await pause(100);
    const started = Date.now();
    await shutDown(server!, { graceMs: 300, ...steps(events) });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toBeInstanceOf(Error);
    expect(events.slice(-2)).toEqual(["worker stopped", "pool closed"]);
  });

  it("does not wait the grace period for an idle kept-alive connection", async () => {
    const events: string[] = [];
    const port = await serve(0, events);
    const agent = new Agent({ keepAlive: true });
    expect((await get(port, "/first", agent)).status).toBe(200);
    const started = Date.now();
    await shutDown(server!, { graceMs: 10_000, ...steps(events, 0) });
    expect(Date.now() - started).toBeLessThan(1_000);
    agent.destroy();
  });

  it("closes a kept-alive connection as soon as its request in flight is answered, without waiting for the keep-alive timeout", async () => {
    const events: string[] = [];
    const port = await serve(300, events);
    const agent = new Agent({ keepAlive: true });
    const inFlight = get(port, "/first", agent);
    await pause(100);
    const started = Date.now();
    await shutDown(server!, { graceMs: 10_000, ...steps(events, 0) });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await inFlight).toMatchObject({ status: 200, body: "done" });
    agent.destroy();
  });
});
