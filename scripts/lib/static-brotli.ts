import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Brotli for the build's scripts and styles. Next.js compresses what it serves with gzip only,
 * while every current browser also accepts br, which makes these files 14 to 16% smaller (the
 * framework's scripts every page loads: 132 kB with gzip, 113 kB with br). The files under
 * /_next/static/ never change within a build (their names carry a hash of their content), so each is
 * compressed once, at brotli's best quality, and kept in memory: all of them in the background once
 * the server listens, or one at its first request if that comes first. Only files found in the
 * build's static folder are served (a URL is looked up, never joined to a path); any other request,
 * or one that does not accept br, goes on to Next.js as before.
 */
const STATIC_PREFIX = "/_next/static/";
const CONTENT_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};
/** What Next.js sends with a build file: a year, never revalidated. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const compress = promisify(brotliCompress);

export class StaticBrotli {
  /** URL path -> file, for the build's scripts and styles. */
  private index: Promise<Map<string, string>> | null = null;
  private readonly compressed = new Map<string, Promise<Buffer>>();

  constructor(private readonly staticDir: string) {}

  /** Compresses every script and style of the build, two at a time; returns how many. */
  async warm(): Promise<number> {
    const queue = [...(await this.files()).keys()];
    const next = async (): Promise<void> => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await this.body(url);
    };
    await Promise.all([next(), next()]);
    return this.compressed.size;
  }

  /** Answers the request with the brotli file when it asks for a build file and accepts br; false when it left it to Next.js. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = (req.url ?? "").split("?", 1)[0]!;
    if (!url.startsWith(STATIC_PREFIX) || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    if (!(await this.files()).has(url)) return false;
    const body = await this.body(url).catch(() => null);
    if (!body) return false;
    res.writeHead(200, {
      "content-type": CONTENT_TYPES[path.extname(url)]!,
      "content-encoding": "br",
      "content-length": body.length,
      "cache-control": IMMUTABLE,
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  private files(): Promise<Map<string, string>> {
    return (this.index ??= listFiles(this.staticDir).then((files) => {
      const byUrl = new Map<string, string>();
      for (const file of files) {
        if (CONTENT_TYPES[path.extname(file)] === undefined) continue;
        byUrl.set(STATIC_PREFIX + path.relative(this.staticDir, file).split(path.sep).join("/"), file);
      }
      return byUrl;
    }));
  }

  private async body(url: string): Promise<Buffer> {
    let body = this.compressed.get(url);
    if (!body) {
      const file = (await this.files()).get(url)!;
      body = readFile(file).then((raw) =>
        compress(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      );
      this.compressed.set(url, body);
      // A file that could not be read is tried again at its next request.
      body.catch(() => this.compressed.delete(url));
    }
    return body;
  }
}

/** True when the Accept-Encoding header gives br (or, br unnamed, *) a weight above zero. */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const weights = new Map<string, number>();
  for (const entry of value.split(",")) {
    const [name = "", ...params] = entry
      .toLowerCase()
      .split(";")
      .map((part) => part.trim());
    const q = params.find((p) => p.startsWith("q="));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const weight = weights.get("br") ?? weights.get("*") ?? 0;
  return weight > 0;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return listFiles(full);
      return Promise.resolve(e.isFile() ? [full] : []);
    }),
  );
  return nested.flat();
}
