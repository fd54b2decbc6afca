/**
 * `npm run bench`, the browser's view of the production build: first-load JavaScript per page
 * (bench/page-weight.ts) and Lighthouse scores (bench/lighthouse.ts), on one app started for them
 * (bench/production-app.ts). BENCH_ONLY=<regex> selects "page-weight" and/or "lighthouse".
 */
import { formatLighthouse, measureLighthouse } from "./lighthouse";
import { formatPageWeights, measurePageWeights } from "./page-weight";
import { startProductionApp } from "./production-app";

export async function runBrowserBenchmarks(only: RegExp | null): Promise<void> {
  const wanted = (name: string) => !only || only.test(name);
  if (!wanted("page-weight") && !wanted("lighthouse")) return;
  console.log("\n## The production build in Chromium");
  const app = await startProductionApp();
  try {
    if (wanted("page-weight")) console.log(`\n${formatPageWeights(await measurePageWeights(app))}`);
    if (wanted("lighthouse")) console.log(`\n${formatLighthouse(await measureLighthouse(app))}`);
  } finally {
    await app.stop();
    // The session cookies were made through the app's modules, which open its pool: closed, so
    // `npm run bench` can exit.
    const { closeDb } = await import("../lib/server/db/client");
    await closeDb();
  }
}
