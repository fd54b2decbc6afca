/**
 * `npm run bench`, Lighthouse: performance and accessibility (mobile profile, Lighthouse's default
 * simulated slow 4G and 4x CPU slowdown) of the landing page, the login page, and the Idea Board and
 * Deep Search results logged in, against the production build in Debian's Chromium on localhost.
 * The target is at least 95 in both categories.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./page-weight";
import type { ProductionApp } from "./production-app";

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
  /** The audits below a full score, worst first, for the report. */
  findings: string[];
}

/** Chromium with a DevTools port for Lighthouse, in a throw-away profile. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), "ideaforge-lighthouse-"));
  const child: ChildProcess = spawn(CHROMIUM_PATH, ["--headless=new", "--remote-debugging-port=0", `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, "about:blank"], { stdio: ["ignore", "ignore", "pipe"] });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port: ${seen.slice(-500)}`)), 30_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited with ${code}: ${seen.slice(-500)}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(profile, { recursive: true, force: true });
  };
  return { port, stop };
}

export async function measureLighthouse(app: ProductionApp): Promise<LighthouseScore[]> {
  const chromium = await startChromium();
  const scores: LighthouseScore[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const cookie = page.username ? await app.sessionCookie(page.username) : null;
      const result = await lighthouse(new URL(page.path, app.baseUrl).toString(), {
        port: chromium.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        formFactor: "mobile",
        extraHeaders: cookie ? { Cookie: `${cookie.name}=${cookie.value}` } : undefined,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const { categories, audits } = result.lhr;
      const findings = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric" || a.scoreDisplayMode === "metricSavings"))
        .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
        .slice(0, 6)
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      scores.push({
        path: page.path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        findings,
      });
    }
  } finally {
    await chromium.stop();
  }
  return scores;
}

export function formatLighthouse(scores: LighthouseScore[]): string {
  const lines = [`${"page (Lighthouse, mobile)".padEnd(48)} ${"perf".padStart(5)} ${"a11y".padStart(5)}`];
  for (const s of scores) {
    const low = s.performance < LIGHTHOUSE_TARGET || s.accessibility < LIGHTHOUSE_TARGET ? `  below ${LIGHTHOUSE_TARGET}` : "";
    lines.push(`${s.path.padEnd(48)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)}${low}`);
    if (s.findings.length) lines.push(`    to improve: ${s.findings.join(", ")}`);
  }
  return lines.join("\n");
}
