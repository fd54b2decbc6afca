/**
 * `npm run bench`, JavaScript per page: the first-load JavaScript of every page of the budget
 * table (e2e/support/page-weight.ts), measured in Chromium on a cold load against the production
 * build, beside its budget (enforced by the e2e check) and its target.
 */
import { chromium, type Browser } from "@playwright/test";
import { PAGE_BUDGETS, kilobytes, measureFirstLoadScripts } from "../e2e/support/page-weight";
import type { ProductionApp } from "./production-app";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export interface PageWeight {
  path: string;
  username: string | null;
  bytes: number;
  /** The same load by a browser that accepts gzip and not brotli. */
  gzipBytes: number;
  budgetBytes: number;
  targetBytes: number;
  scripts: number;
}

export async function measurePageWeights(app: ProductionApp): Promise<PageWeight[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const weights: PageWeight[] = [];
  try {
    // A fresh context per load: the first registers the service worker, which would answer a second.
    const load = async (budget: (typeof PAGE_BUDGETS)[number], acceptEncoding?: string) => {
      const context = await browser.newContext();
      try {
        if (budget.username) await context.addCookies([await app.sessionCookie(budget.username)]);
        return await measureFirstLoadScripts(context, app.baseUrl, budget.path, acceptEncoding);
      } finally {
        await context.close();
      }
    };
    for (const budget of PAGE_BUDGETS) {
      const { totalBytes, scripts } = await load(budget);
      const gzip = await load(budget, "gzip, deflate");
      weights.push({
        path: budget.path,
        username: budget.username,
        bytes: totalBytes,
        gzipBytes: gzip.totalBytes,
        budgetBytes: budget.budgetBytes,
        targetBytes: budget.targetBytes,
        scripts: scripts.length,
      });
    }
  } finally {
    await browser.close();
  }
  return weights;
}

export function formatPageWeights(weights: PageWeight[]): string {
  const lines = [
    `${"page (first-load JavaScript on the wire; kB: as served, brotli)".padEnd(64)} ${"kB".padStart(7)} ${"gzip".padStart(7)} ${"budget".padStart(7)} ${"target".padStart(7)} ${"scripts".padStart(8)}`,
  ];
  for (const w of weights) {
    const page = `${w.path}${w.username ? ` (${w.username})` : ""}`;
    const verdict = w.bytes > w.budgetBytes ? "  OVER BUDGET" : w.bytes > w.targetBytes ? "  over target" : "";
    lines.push(
      `${page.padEnd(64)} ${kilobytes(w.bytes).padStart(7)} ${kilobytes(w.gzipBytes).padStart(7)} ${kilobytes(w.budgetBytes).padStart(7)} ${kilobytes(w.targetBytes).padStart(7)} ${String(w.scripts).padStart(8)}${verdict}`,
    );
  }
  return lines.join("\n");
}
