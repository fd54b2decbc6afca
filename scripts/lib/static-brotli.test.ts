import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppServer } from "./app-server";
import { StaticBrotli, acceptsBrotli } from "./static-brotli";

const SCRIPT = `self.ready=function(){return ${JSON.stringify("a line of a build script ".repeat(200))}};`;
const STYLE = "body{margin:0}".repeat(100);

let dir: string;
let server: Server;
let port: number;
let brotli: StaticBrotli;

/** The app's server with the brotli layer in front of a stand-in for Next.js that answers "next". */
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "static-brotli-"));
  mkdirSync(path.join(dir, "chunks"));
  writeFileSync(path.join(dir, "chunks", "app-1a2b.js"), SCRIPT);
  writeFileSync(path.join(dir, "chunks", "app-3c4d.css"), STYLE);
  writeFileSync(path.join(dir, "chunks", "font.woff2"), "not text");
  writeFileSync(path.join(tmpdir(), "outside-static-brotli.js"), "secret()");
  brotli = new StaticBrotli(dir);
  server = createAppServer({
    handle: async (req, res) => {
      if (!(await brotli.serve(req, res))) res.end("next");
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
  rmSync(path.join(tmpdir(), "outside-static-brotli.js"), { force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(urlPath: string, acceptEncoding: string | null, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method,
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const CHROMIUM_ACCEPTS = "gzip, deflate, br, zstd";

describe("the build's scripts and styles as brotli", () => {
  it("answers a browser that accepts br with the file compressed, cached for a year, with its type", async () => {
    const answer = await get("/_next/static/chunks/app-1a2b.js", CHROMIUM_ACCEPTS);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      "content-encoding": "br",
      "content-type": "application/javascript; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
      "content-length": String(answer.body.length),
    });
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);

    const style = await get("/_next/static/chunks/app-3c4d.css?v=2", CHROMIUM_ACCEPTS);
    expect(style.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(brotliDecompressSync(style.body).toString()).toBe(STYLE);
  });

  it("answers HEAD with the headers and no body", async () => {
    const answer = await get("/_next/static/chunks/app-1a2b.js", "br", "HEAD");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it("leaves to Next.js a client without br, a POST, a file of another kind, one not in the build, or a path out of it", async () => {
    const leftToNext = [
      await get("/_next/static/chunks/app-1a2b.js", "gzip, deflate"),
      await get("/_next/static/chunks/app-1a2b.js", "gzip, br;q=0"),
      await get("/_next/static/chunks/app-1a2b.js", null),
      await get("/_next/static/chunks/app-1a2b.js", CHROMIUM_ACCEPTS, "POST"),
      await get("/_next/static/chunks/font.woff2", CHROMIUM_ACCEPTS),
      await get("/_next/static/chunks/missing.js", CHROMIUM_ACCEPTS),
      await get("/_next/static/../../outside-static-brotli.js", CHROMIUM_ACCEPTS),
      await get("/_next/static/chunks/..%2F..%2Foutside-static-brotli.js", CHROMIUM_ACCEPTS),
      await get("/chunks/app-1a2b.js", CHROMIUM_ACCEPTS),
    ];
    for (const answer of leftToNext) {
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.toString()).toBe("next");
    }
  });

  it("has compressed every script and style of the build once warmed", async () => {
    expect(await new StaticBrotli(dir).warm()).toBe(2);
    expect(await new StaticBrotli(path.join(dir, "no-such-build")).warm()).toBe(0);
  });
});

describe("acceptsBrotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br", true],
    ["BR;q=0.5", true],
    ["gzip, *", true],
    ["gzip", false],
    ["", false],
    ["br;q=0", false],
    ["br;q=0.0, *", false],
    ["gzip;q=1, br; q=0", false],
    ["*;q=0", false],
    ["br;q=abc", false],
  ])("%j -> %s", (header, accepted) => {
    expect(acceptsBrotli(header)).toBe(accepted);
  });
});
