import { beforeEach, describe, expect, it, vi } from "vitest";
import { serviceWorkerScript } from "./service-worker-script";

/**
 * Runs the real worker text in a small imitation of a service worker's global scope: Cache
 * Storage in memory, a scripted network, and events dispatched the way the browser does.
 */
const ORIGIN = "https://ideaforge.example";
const abs = (req: string | { url: string }) => new URL(typeof req === "string" ? req : req.url, ORIGIN).href;

type Net = (url: string, init?: RequestInit) => Promise<Response>;

function basic(body: string, status = 200, type = "text/html"): Response {
  const res = new Response(body, { status, headers: { "content-type": type } });
  Object.defineProperty(res, "type", { value: "basic" });
  return res;
}

class MemoryCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly net: () => Net) {}
  async match(req: string | { url: string }) {
    return this.entries.get(abs(req))?.clone();
  }
  async put(req: string | { url: string }, res: Response) {
    this.entries.set(abs(req), res);
  }
  async add(url: string) {
    const res = await this.net()(abs(url));
    if (!res.ok) throw new TypeError(`add failed: ${res.status}`);
    this.entries.set(abs(url), res);
  }
}

class MemoryCaches {
  readonly byName = new Map<string, MemoryCache>();
  constructor(private readonly net: () => Net) {}
  async open(name: string) {
    if (!this.byName.has(name)) this.byName.set(name, new MemoryCache(this.net));
    return this.byName.get(name)!;
  }
  async keys() {
    return [...this.byName.keys()];
  }
  async delete(name: string) {
    return this.byName.delete(name);
  }
  async match(req: string | { url: string }, opts: { cacheName?: string } = {}) {
    for (const [name, cache] of this.byName) {
      if (opts.cacheName && name !== opts.cacheName) continue;
      const hit = await cache.match(req);
      if (hit) return hit;
    }
    return undefined;
  }
}

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  headers: Headers;
}
const request = (path: string, over: Partial<FakeRequest> = {}): FakeRequest => ({
  url: abs(path),
  method: "GET",
  mode: "cors",
  headers: new Headers(),
  ...over,
});

const OFFLINE_HTML = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/css/app-1a2b.css"><script src="/_next/static/chunks/main-3c4d.js" async></script></head>
<body><h1>You're offline</h1><script>self.__next_f.push([1,"3:I[\\"static/chunks/offline-5e6f.js\\",[]]"])</script></body></html>`;

function worker(version = "build-2") {
  const listeners: Record<string, (event: unknown) => void> = {};
  let net: Net = async () => basic("");
  const fetchMock = vi.fn((url: string | FakeRequest, init?: RequestInit) => net(abs(url), init));
  const caches = new MemoryCaches(() => (url) => fetchMock(url));
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
    registration: { navigationPreload: { enable: vi.fn(async () => undefined) } },
  };
  new Function("self", "caches", "fetch", serviceWorkerScript(version))(self, caches, fetchMock);

  async function lifecycle(type: "install" | "activate") {
    const waits: Promise<unknown>[] = [];
    listeners[type]!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  /** The worker's answer, or null when it lets the browser handle the request. */
  async function fetchEvent(req: FakeRequest, preload?: Response): Promise<Response | null> {
    let answer: Promise<Response> | null = null;
    listeners.fetch!({
      request: req,
      preloadResponse: Promise.resolve(preload),
      respondWith: (p: Promise<Response>) => (answer = p),
    });
    return answer;
  }
  return { self, caches, fetchMock, lifecycle, fetchEvent, setNetwork: (fn: Net) => (net = fn) };
}

const site: Net = async (url) => {
  const path = new URL(url).pathname;
  if (path === "/offline") return basic(OFFLINE_HTML);
  if (path.startsWith("/_next/static/") || path === "/icon.svg") return basic(`/* ${path} */`, 200, "text/javascript");
  return basic(`<h1>${path}</h1>`);
};
const down: Net = async () => {
  throw new TypeError("Failed to fetch");
};

describe("service worker: install and activate", () => {
  let w: ReturnType<typeof worker>;
  beforeEach(() => {
    w = worker();
    w.setNetwork(site);
  });

  it("precaches the offline page (without cookies), the icon and the static files the page names, then takes over", async () => {
    await w.lifecycle("install");
    const shell = w.caches.byName.get("ideaforge-shell-build-2")!;
    expect([...shell.entries.keys()].map((u) => new URL(u).pathname).sort()).toEqual(
      [
        "/_next/static/chunks/main-3c4d.js",
        "/_next/static/chunks/offline-5e6f.js",
        "/_next/static/css/app-1a2b.css",
        "/icon.svg",
        "/offline",
      ].sort(),
    );
    expect(w.fetchMock).toHaveBeenCalledWith("/offline", { cache: "reload", credentials: "omit" });
    expect(w.self.skipWaiting).toHaveBeenCalled();
  });

  it("fails the install (and keeps the old worker) when the offline page cannot be fetched", async () => {
    w.setNetwork(async (url) => (new URL(url).pathname === "/offline" ? basic("down", 503) : site(url)));
    await expect(w.lifecycle("install")).rejects.toThrow("Offline page: HTTP 503");
    expect(w.self.skipWaiting).not.toHaveBeenCalled();
  });

  it("on activate deletes the caches of older builds only, then claims the open pages", async () => {
    for (const name of [
      "ideaforge-shell-build-1",
      "ideaforge-static-build-1",
      "ideaforge-static-build-2",
      "someone-elses-cache",
    ])
      await w.caches.open(name);
    await w.lifecycle("install");
    await w.lifecycle("activate");
    expect((await w.caches.keys()).sort()).toEqual([
      "ideaforge-shell-build-2",
      "ideaforge-static-build-2",
      "someone-elses-cache",
    ]);
    expect(w.self.registration.navigationPreload.enable).toHaveBeenCalled();
    expect(w.self.clients.claim).toHaveBeenCalled();
  });
});

describe("service worker: requests", () => {
  let w: ReturnType<typeof worker>;
  beforeEach(async () => {
    w = worker();
    w.setNetwork(site);
    await w.lifecycle("install");
    await w.lifecycle("activate");
    w.fetchMock.mockClear();
  });

  it("answers navigations from the network and stores no page", async () => {
    const res = await w.fetchEvent(request("/projects", { mode: "navigate" }));
    expect(await res!.text()).toBe("<h1>/projects</h1>");
    expect(await w.caches.match("/projects")).toBeUndefined();
  });

  it("uses the navigation preload answer when there is one", async () => {
    const res = await w.fetchEvent(request("/account", { mode: "navigate" }), basic("preloaded"));
    expect(await res!.text()).toBe("preloaded");
    expect(w.fetchMock).not.toHaveBeenCalled();
  });

  it("shows the offline page when a navigation cannot reach the network", async () => {
    w.setNetwork(down);
    const res = await w.fetchEvent(request("/projects", { mode: "navigate" }));
    expect(await res!.text()).toContain("You're offline");
  });

  it("passes a server's error page through rather than the offline page", async () => {
    w.setNetwork(async () => basic("<h1>Server error</h1>", 500));
    const res = await w.fetchEvent(request("/projects", { mode: "navigate" }));
    expect(res!.status).toBe(500);
  });

  it.each(["/api/projects/", "/accounts/verify-session/", "/api/analytics/page-view/", "/dev/mailbox", "/sw.js"])(
    "leaves %s to the browser and caches nothing",
    async (path) => {
      expect(await w.fetchEvent(request(path))).toBeNull();
      expect(await w.fetchEvent(request(path, { mode: "navigate" }))).toBeNull();
      expect(await w.caches.match(path)).toBeUndefined();
    },
  );

  it("leaves non-GET, ranged and cross-origin requests alone", async () => {
    expect(await w.fetchEvent(request("/_next/static/chunks/x.js", { method: "POST" }))).toBeNull();
    expect(
      await w.fetchEvent(request("/_next/static/media/v.mp4", { headers: new Headers({ range: "bytes=0-10" }) })),
    ).toBeNull();
    expect(await w.fetchEvent(request("https://cdn.example.com/_next/static/chunks/x.js"))).toBeNull();
  });

  it("serves hashed static files from the cache after the first time", async () => {
    const first = await w.fetchEvent(request("/_next/static/chunks/new-9z.js"));
    expect(await first!.text()).toBe("/* /_next/static/chunks/new-9z.js */");
    w.setNetwork(down);
    const second = await w.fetchEvent(request("/_next/static/chunks/new-9z.js"));
    expect(await second!.text()).toBe("/* /_next/static/chunks/new-9z.js */");
    expect(w.caches.byName.get("ideaforge-static-build-2")!.entries.has(abs("/_next/static/chunks/new-9z.js"))).toBe(
      true,
    );
  });

  it("never keeps a static file's error answer", async () => {
    w.setNetwork(async () => basic("missing", 404));
    expect((await w.fetchEvent(request("/_next/static/chunks/gone.js")))!.status).toBe(404);
    expect(await w.caches.match("/_next/static/chunks/gone.js")).toBeUndefined();
  });

  it("leaves other same-origin files (RSC payloads, images) to the browser", async () => {
    expect(await w.fetchEvent(request("/projects?_rsc=abc"))).toBeNull();
    expect(await w.fetchEvent(request("/icon.svg"))).toBeNull();
  });
});

describe("serviceWorkerScript", () => {
  it("names its caches after the build and is valid JavaScript whatever the version holds", () => {
    const text = serviceWorkerScript('x"; alert(1); "');
    expect(() => new Function(text)).not.toThrow();
    expect(text).toContain('const VERSION = "x\\"; alert(1); \\"";');
  });
});
