/**
 * `npm run bench`, Lighthouse: performance and accessibility (mobile profile, Lighthouse's default
 * simulated slow 4G and 4x CPU slowdown) of the landing page, the login page, and the Idea Board and
 * Deep Search results logged in, against the production build in Debian's Chromium on localhost.
 * The target is at least 95 in both categories.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "@playwright/test";
import lighthouse from "lighthouse";
import { TIME_ZONE_COOKIE } from "@/lib/domain/usage/time-zone";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./page-weight";
import { freePort, type ProductionApp } from "./production-app";

export const LIGHTHOUSE_TARGET = 95;

export interface LighthousePage {
  path: string;
  username: string | null;
  /** Shown after the path in the report. */
  label?: string;
  /** Opened once before the measured load (the results page then shows a search viewed before). */
  openFirst?: boolean;
  /** A search text per run, replacing `{text}` in the path: each run is a search never sent before. */
  newTexts?: readonly string[];
}

export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { path: "/", username: null },
  { path: "/login", username: null },
  { path: "/idea-board", username: "demo_pro" },
  // The results page two ways: a search viewed before comes with the page's HTML (a reload, a link
  // back); so does a new one, searched while the page renders (the browser's UTC offset tells the
  // server the user's credits day). demo_lifetime's credits are unlimited: the runs spend none that
  // other checks count on. The new search's text is one no other benchmark asks for, so it is new
  // on the bench's fresh database.
  {
    path: "/results?main_search_text=small+business",
    username: "demo_lifetime",
    label: "viewed before",
    openFirst: true,
  },
  {
    path: "/results?main_search_text={text}",
    username: "demo_lifetime",
    label: "new search",
    newTexts: ["customer booking", "invoice reminder", "team schedule", "online store", "meal plan"],
  },
];

/**
 * Lighthouse's own guidance for a score that varies from run to run (the main thread shares two
 * cores with the server and Lighthouse itself): several runs, the median reported. Each page is
 * measured LIGHTHOUSE_RUNS times (BENCH_LIGHTHOUSE_RUNS overrides) and its median run shown, with
 * every run's score beside it.
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function runPath(page: LighthousePage, run: number): string {
  const text = page.newTexts?.[run % page.newTexts.length];
  return text === undefined ? page.path : page.path.replace("{text}", encodeURIComponent(text).replace(/%20/g, "+"));
}

/** Opens `url` and waits until the results (or whatever the page loads) are in. */
async function openOnce(context: BrowserContext, baseUrl: string, url: string): Promise<void> {
  const tab = await context.newPage();
  try {
    await tab.goto(new URL(url, baseUrl).toString(), { waitUntil: "networkidle" });
  } finally {
    await tab.close();
  }
}

export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
  /** The metrics the performance score weighs (FCP, LCP, TBT, CLS, Speed Index), as Lighthouse shows them. */
  metrics: string;
  /** The audits below a full score, worst first, for the report. */
  findings: string[];
  /** Every run's performance score, in run order. */
  runs?: number[];
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

/**
 * The cookies of a browser that logged in: the session, and the UTC offset every page of the app
 * leaves (lib/client/time-zone.ts; Chromium runs in this process's time zone).
 */
async function loggedInCookies(app: ProductionApp, username: string) {
  const session = await app.sessionCookie(username);
  const utcOffset = { ...session, name: TIME_ZONE_COOKIE, value: String(new Date().getTimezoneOffset()) };
  return [session, utcOffset];
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

type Browser = Awaited<ReturnType<typeof startChromium>>;

/** One Lighthouse run of `url` as `page`'s user, from a cold browser cache. */
async function measureOnce(browser: Browser, app: ProductionApp, page: LighthousePage, url: string) {
  await coldStart(browser.context, app.baseUrl);
  if (page.username) await browser.context.addCookies(await loggedInCookies(app, page.username));
  if (page.openFirst) {
    await openOnce(browser.context, app.baseUrl, url);
    // Its scripts and storage go; the session cookie and what the server saved stay.
    const cookies = await browser.context.cookies();
    await coldStart(browser.context, app.baseUrl);
    await browser.context.addCookies(cookies);
  }
  const result = await lighthouse(new URL(url, app.baseUrl).toString(), {
    port: browser.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    formFactor: "mobile",
    // coldStart has emptied the cache and the origin's storage; the session cookie must stay.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url, app.baseUrl).pathname) throw new Error(`Lighthouse on ${url} landed on ${landed}`);
  return result.lhr;
}

function scoreOf(page: LighthousePage, lhr: Awaited<ReturnType<typeof measureOnce>>): LighthouseScore {
  const { categories, audits } = lhr;
  const findings = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        (a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric" || a.scoreDisplayMode === "metricSavings"),
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .slice(0, 6)
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
  return {
    path: page.label ? `${page.path.replace("{text}", "...")} (${page.label})` : page.path,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    metrics: METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? "?"}`).join(", "),
    findings,
  };
}

export async function measureLighthouse(app: ProductionApp): Promise<LighthouseScore[]> {
  const browser = await startChromium();
  const scores: LighthouseScore[] = [];
  try {
    // BENCH_LIGHTHOUSE_PAGES=<regex> measures only the pages whose path matches (while working on one).
    const only = process.env.BENCH_LIGHTHOUSE_PAGES ? new RegExp(process.env.BENCH_LIGHTHOUSE_PAGES) : null;
    for (const page of LIGHTHOUSE_PAGES.filter((p) => !only || only.test(p.path))) {
      const runs: LighthouseScore[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const lhr = await measureOnce(browser, app, page, runPath(page, run));
        // BENCH_LIGHTHOUSE_OUT=<dir> keeps each run's full report (the LCP element, the main-thread tasks).
        if (process.env.BENCH_LIGHTHOUSE_OUT) {
          await mkdir(process.env.BENCH_LIGHTHOUSE_OUT, { recursive: true });
          await writeFile(
            path.join(
              process.env.BENCH_LIGHTHOUSE_OUT,
              `${`${page.path} ${page.label ?? ""} ${run}`.replace(/\W+/g, "_")}.json`,
            ),
            JSON.stringify(lhr),
          );
        }
        runs.push(scoreOf(page, lhr));
      }
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
      scores.push({ ...median, runs: runs.map((r) => r.performance) });
    }
  } finally {
    await browser.stop();
  }
  return scores;
}

export function formatLighthouse(scores: LighthouseScore[]): string {
  const lines = [`${"page (Lighthouse, mobile)".padEnd(64)} ${"perf".padStart(5)} ${"a11y".padStart(5)}`];
  for (const s of scores) {
    const low =
      s.performance < LIGHTHOUSE_TARGET || s.accessibility < LIGHTHOUSE_TARGET ? `  below ${LIGHTHOUSE_TARGET}` : "";
    lines.push(
      `${s.path.padEnd(64)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)}${low}`,
      ...(s.runs && s.runs.length > 1
        ? [`    performance of each run: ${s.runs.join(", ")} (the median run shown)`]
        : []),
    );
    lines.push(`    ${s.metrics}`);
    if (s.findings.length) lines.push(`    to improve: ${s.findings.join(", ")}`);
  }
  return lines.join("\n");
}
