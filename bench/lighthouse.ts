/**
 * `npm run bench`, Lighthouse: performance and accessibility (mobile profile, Lighthouse's default
 * simulated slow 4G and 4x CPU slowdown) of the landing page, the login page, and the Idea Board and
 * Deep Search results logged in, against the production build in Debian's Chromium on localhost.
 * The target is at least 95 in both categories.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "@playwright/test";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./page-weight";
import { freePort, type ProductionApp } from "./production-app";

export const LIGHTHOUSE_TARGET = 95;

export const LIGHTHOUSE_PAGES: readonly { path: string; username: string | null }[] = [
  { path: "/", username: null },
  { path: "/login", username: null },
  { path: "/idea-board", username: "demo_pro" },
  // demo_lifetime's credits are unlimited: the runs spend none that other checks count on.
  { path: "/results?main_search_text=small+business", username: "demo_lifetime" },
];

export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
  /** The metrics the performance score weighs (FCP, LCP, TBT, CLS, Speed Index), as Lighthouse shows them. */
  metrics: string;
  /** The audits below a full score, worst first, for the report. */
  findings: string[];
}

/**
 * Chromium with a DevTools port for Lighthouse, in a throw-away profile. Logged-in pages get their
 * session cookie in the browser's own cookie jar (Lighthouse then keeps storage as it is), as a
 * browser that logged in would send it.
 */
async function startChromium(): Promise<{ port: number; context: BrowserContext; stop: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), "ideaforge-lighthouse-"));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const stop = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  };
  return { port, context, stop };
}

/** What Lighthouse's storage reset would do, but for the cookie set after it: a cold load every time. */
async function coldStart(context: BrowserContext, origin: string): Promise<void> {
  await context.clearCookies();
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Storage.clearDataForOrigin", {
    origin: new URL(origin).origin,
    storageTypes: "service_workers,cache_storage,local_storage,indexeddb,websql",
  });
  await cdp.detach();
}

const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

export async function measureLighthouse(app: ProductionApp): Promise<LighthouseScore[]> {
  const browser = await startChromium();
  const scores: LighthouseScore[] = [];
  try {
    // BENCH_LIGHTHOUSE_PAGES=<regex> measures only the pages whose path matches (while working on one).
    const only = process.env.BENCH_LIGHTHOUSE_PAGES ? new RegExp(process.env.BENCH_LIGHTHOUSE_PAGES) : null;
    for (const page of LIGHTHOUSE_PAGES.filter((p) => !only || only.test(p.path))) {
      await coldStart(browser.context, app.baseUrl);
      if (page.username) await browser.context.addCookies([await app.sessionCookie(page.username)]);
      const result = await lighthouse(new URL(page.path, app.baseUrl).toString(), {
        port: browser.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        formFactor: "mobile",
        // coldStart has emptied the cache and the origin's storage; the session cookie must stay.
        disableStorageReset: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      // BENCH_LIGHTHOUSE_OUT=<dir> keeps each page's full report (the LCP element, the main-thread tasks).
      if (process.env.BENCH_LIGHTHOUSE_OUT)
        await writeFile(
          path.join(process.env.BENCH_LIGHTHOUSE_OUT, `${page.path.replace(/\W+/g, "_")}.json`),
          JSON.stringify(result.lhr),
        );
      const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (landed !== new URL(page.path, app.baseUrl).pathname)
        throw new Error(`Lighthouse on ${page.path} landed on ${landed}`);
      const { categories, audits } = result.lhr;
      const findings = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            (a.scoreDisplayMode === "binary" ||
              a.scoreDisplayMode === "numeric" ||
              a.scoreDisplayMode === "metricSavings"),
        )
        .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
        .slice(0, 6)
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      scores.push({
        path: page.path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        metrics: METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? "?"}`).join(", "),
        findings,
      });
    }
  } finally {
    await browser.stop();
  }
  return scores;
}

export function formatLighthouse(scores: LighthouseScore[]): string {
  const lines = [`${"page (Lighthouse, mobile)".padEnd(48)} ${"perf".padStart(5)} ${"a11y".padStart(5)}`];
  for (const s of scores) {
    const low =
      s.performance < LIGHTHOUSE_TARGET || s.accessibility < LIGHTHOUSE_TARGET ? `  below ${LIGHTHOUSE_TARGET}` : "";
    lines.push(
      `${s.path.padEnd(48)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)}${low}`,
    );
    lines.push(`    ${s.metrics}`);
    if (s.findings.length) lines.push(`    to improve: ${s.findings.join(", ")}`);
  }
  return lines.join("\n");
}
