import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { IncomingMessage, Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "../../lib/http/peer";
import { createAppServer, hasWellFormedUrl, listenHost } from "./app-server";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** Serves with a stand-in for Next.js that records what it was given and answers 200. */
async function serve(requestTimeoutMs?: number) {
  const seen: IncomingMessage[] = [];
  server = createAppServer({
    requestTimeoutMs,
    handle: (req, res) => {
      seen.push(req);
      req.resume();
      req.on("end", () => res.end("ok"));
    },
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, seen };
}

/** Sends raw bytes and returns what the server wrote back before closing (or after `waitMs`). */
function raw(port: number, text: string, waitMs = 3_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("close", () => resolve(answer));
    socket.on("error", () => resolve(answer));
    socket.write(text);
    setTimeout(() => socket.destroy(), waitMs);
  });
}

describe("the app's HTTP server", () => {
  it("replaces a peer address the client typed with the socket's own", async () => {
    const { port, seen } = await serve();
    const res = await fetch(`http://127.0.0.1:${port}/api/x`, {
      headers: { [PEER_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "127.0.0.1" },
    });
    expect(res.status).toBe(200);
    expect(seen[0]!.headers[PEER_ADDRESS_HEADER]).toBe("127.0.0.1");
  });

  it("answers 400 to malformed percent-encoding without calling the app", async () => {
    const { port, seen } = await serve();
    for (const path of [
      "/api/ideas/%E0%A4%A",
      "/api/ideas/%FF",
      "/api/ideas/%",
      "/api/ideas/%ZZ",
      "/search?q=%E0%A4%A",
      "/accounts/%C0%AF/",
    ]) {
      const answer = await raw(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('{"error":"Malformed URL."}');
    }
    expect(seen).toHaveLength(0);
  });

  it("passes well-formed paths and queries through", () => {
    for (const url of ["/", "/api/ideas/12", "/results?q=caf%C3%A9&page=2", "/a%2Fb", "/?q=a+b&x="])
      expect(hasWellFormedUrl(url), url).toBe(true);
  });

  it("drops a request whose body does not arrive within the time limit", async () => {
    const { port, seen } = await serve(500);
    const started = Date.now();
    const answer = await raw(
      port,
      'POST /api/projects/batch-update/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
      5_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(seen.length).toBeLessThanOrEqual(1);
  });
});

describe("where the app listens", () => {
  it("is loopback only in development unless HOST is set", () => {
    expect(listenHost({})).toBe("127.0.0.1");
    expect(listenHost({ APP_ENV: "development", NODE_ENV: "production" })).toBe("127.0.0.1");
    expect(listenHost({ APP_ENV: "test" })).toBe("127.0.0.1");
    expect(listenHost({ HOST: "0.0.0.0" })).toBe("0.0.0.0");
  });

  it("is every interface in production", () => {
    expect(listenHost({ APP_ENV: "production" })).toBeUndefined();
    expect(listenHost({ NODE_ENV: "production" })).toBeUndefined();
    expect(listenHost({ NODE_ENV: "production", HOST: "10.0.0.5" })).toBe("10.0.0.5");
  });
});
