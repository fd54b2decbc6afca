/**
 * The service worker served at /sw.js, as plain JavaScript text: the
 * browser runs it as it is, outside any bundle. `version` (the build id) names the caches, so each
 * deployment installs a new worker and drops the caches of the one before.
 *
 * What it does, and why no more:
 * - Install: precache the offline page (fetched without cookies: it is the same for everyone) and
 *   the hashed static files it needs, so it renders with its styles while offline.
 * - Navigations: network first, the offline page when the network fails. Pages are never stored:
 *   they carry the signed-in user's data.
 * - /_next/static/*: cache first. Those names hold a content hash, so a cached copy never goes stale.
 * - The spec's calls (/api, /accounts), dev pages, the worker itself and every other request are left
 *   alone: the browser sends them as if there were no worker. Where the browser has the Static
 *   Routing API, calls are routed to the network before the worker is even asked (see install).
 * - skipWaiting + clients.claim: safe here, because the only things answered from the cache while
 *   online are immutable files, so an old page never meets a mismatched answer from a new worker.
 */
export const OFFLINE_PATH = "/offline";

export function serviceWorkerScript(version: string): string {
  return `/* IdeaForge service worker, build ${version.replace(/[^A-Za-z0-9._-]/g, "")} */
"use strict";
const VERSION = ${JSON.stringify(version)};
const CACHE_PREFIX = "ideaforge-";
const SHELL_CACHE = CACHE_PREFIX + "shell-" + VERSION;
const STATIC_CACHE = CACHE_PREFIX + "static-" + VERSION;
const OFFLINE_URL = ${JSON.stringify(OFFLINE_PATH)};
const SHELL_ASSETS = ["/icon.svg"];
const PASS_THROUGH = [/^\\/api\\//, /^\\/accounts\\//, /^\\/dev\\//, /^\\/sw\\.js$/];

self.addEventListener("install", (event) => {
  event.waitUntil(Promise.all([bypassForCalls(event), precache()]).then(() => self.skipWaiting()));
});

// The calls never reach this worker at all (Static Routing API, where the browser has it). Not
// answering them in the fetch handler is not enough: Chromium routes a beacon sent while a page
// unloads (the projects' unsaved notes on reload) through the worker and then drops it.
function bypassForCalls(event) {
  if (typeof event.addRoutes !== "function") return Promise.resolve();
  const routes = ["/api/*", "/accounts/*", "/dev/*"].map((pathname) => ({ condition: { urlPattern: new URLPattern({ pathname }) }, source: "network" }));
  return event.addRoutes(routes).catch(() => undefined);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(activate());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("range")) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (PASS_THROUGH.some((pattern) => pattern.test(url.pathname))) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(event));
  } else if (url.pathname.startsWith("/_next/static/")) {
    event.respondWith(cacheFirst(request));
  }
});

async function precache() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(OFFLINE_URL, { cache: "reload", credentials: "omit" });
  if (!response.ok) throw new Error("Offline page: HTTP " + response.status);
  const html = await response.clone().text();
  await cache.put(OFFLINE_URL, response);
  // Best effort: without one of these the offline page still shows, only less styled.
  const assets = SHELL_ASSETS.concat(staticAssetsOf(html));
  await Promise.all(assets.map((asset) => cache.add(asset).catch(() => undefined)));
}

/** The hashed files a page loads: script and style tags, and the chunks named in its flight data. */
function staticAssetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:\\/_next\\/|\\\\?")(static\\/(?:chunks|css|media)\\/[^"'\\\\\\s?#<>]+)/g)) found.add("/_next/" + match[1]);
  return Array.from(found);
}

async function activate() {
  const names = await caches.keys();
  const ours = [SHELL_CACHE, STATIC_CACHE];
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !ours.includes(name)).map((name) => caches.delete(name)));
  if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
  await self.clients.claim();
}

async function networkFirst(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE });
    if (offline) return offline;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only complete answers from our own server are kept: never an error page or a partial body.
  if (response.status === 200 && response.type === "basic") {
    const cache = await caches.open(STATIC_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}
`;
}
