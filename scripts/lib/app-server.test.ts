import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { IncomingMessage, Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { isAllowedHost } from "../../lib/http/host";
import { PEER_ADDRESS_HEADER } from "../../lib/http/peer";
import { createAppServer, hasWellFormedUrl, listenHost } from "./app-server";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** Serves with a stand-in for Next.js that records what it was given and answers 200. */
async function serve(requestTimeoutMs?: number, acceptsHost?: (host: string | undefined, url: string) => boolean) {
  const seen: IncomingMessage[] = [];
  server = createAppServer({
    requestTimeoutMs,
    acceptsHost,
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

describe("DNS rebinding: the Host the request names", () => {
  const development = { appUrl: "http://localhost:3777", isProduction: false, port: 3777 };
  const hosts = (host: string | undefined, url: string) => isAllowedHost(host, url, development);

  it("gets a rebinding name a 421 with no app content, for the dev mailbox, pages and the API alike", async () => {
    const { port, seen } = await serve(undefined, hosts);
    for (const path of ["/dev/mailbox", "/", "/accounts/csrf/", "/_next/static/chunks/app.js"]) {
      const answer = await raw(
        port,
        `GET ${path} HTTP/1.1\r\nHost: rebind.evil.example:3777\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, path).toMatch(/^HTTP\/1\.1 421 /);
      expect(answer, path).not.toContain("ok");
    }
    const noHost = await raw(port, "GET /dev/mailbox HTTP/1.0\r\n\r\n");
    expect(noHost).toMatch(/^HTTP\/1\.1 421 /);
    expect(seen).toHaveLength(0);
  });

  it("serves APP_URL's host and the loopback names, and health probes under any name", async () => {
    const { port, seen } = await serve(undefined, hosts);
    for (const host of ["localhost:3777", "LOCALHOST:3777", "127.0.0.1:3777", "[::1]:3777"]) {
      const answer = await raw(port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer, host).toMatch(/^HTTP\/1\.1 200 /);
    }
    const probe = await raw(port, "GET /api/health/ready HTTP/1.1\r\nHost: 10.1.2.3:3777\r\nConnection: close\r\n\r\n");
    expect(probe).toMatch(/^HTTP\/1\.1 200 /);
    expect(seen).toHaveLength(5);
  });

  it("in production answers only to APP_URL's host", () => {
    const production = { appUrl: "https://ideas.example.com", isProduction: true, port: 3000 };
    expect(isAllowedHost("ideas.example.com", "/", production)).toBe(true);
    expect(isAllowedHost("localhost:3000", "/", production)).toBe(false);
    expect(isAllowedHost("ideas.example.com@evil.example", "/", production)).toBe(false);
    expect(isAllowedHost("evil.example/ideas.example.com", "/", production)).toBe(false);
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
