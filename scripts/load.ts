/**
 * `npm run test:load`: the load test with invariants against one production build, once on the
 * embedded database (PGlite on its socket, as `npm start` runs without DATABASE_URL) and once on a
 * throw-away database of the PostgreSQL server named by TEST_DATABASE_URL or DATABASE_URL
 * (default postgresql://postgres@127.0.0.1:5432/postgres). Prints requests/s and p50, p95, p99
 * per call, checks the database afterwards, writes docs/reliability.md and exits 1 on any failure.
 *   --users N (200)  --seconds S (60)  --think MS (1000)  --only embedded|postgresql
 *   --reuse-build: keep an existing build in NEXT_DIST_DIR even if sources changed since
 *   --wait-for-build: wait for the build another process makes in NEXT_DIST_DIR (npm test's e2e tier)
 *   --short: 50 users for 15 s on PostgreSQL only, docs untouched (the form `npm test` runs).
 */
import os from "node:os";
import { ensureBuild, waitForBuild } from "../tests/load/app";
import { machineLine, writeSection } from "../tests/load/report";
import { runLoad, type LoadOptions, type LoadResult } from "../tests/load/run";
import { statsTable } from "../tests/load/stats";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const value = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const short = flag("short");
const users = value("users", short ? 50 : 200);
const seconds = value("seconds", short ? 15 : 60);
const thinkMs = value("think", 1000);
const server =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const databases: LoadOptions["database"][] = short
  ? ["postgresql"]
  : only
    ? [only as LoadOptions["database"]]
    : ["embedded", "postgresql"];

function print(result: LoadResult): string {
  const o = result.options;
  const lines = [
    `### ${o.database === "embedded" ? "Embedded database (PGlite on its socket)" : "PostgreSQL (a throw-away database on the local server)"}`,
    "",
    `${o.users} users for ${o.seconds} s, think time ${o.thinkMs} ms on average: ${result.totalRequests} requests, ${result.requestsPerSecond.toFixed(1)} requests/s. Load average before ${result.loadAverage.before.map((n) => n.toFixed(2)).join(", ")}, after ${result.loadAverage.after.map((n) => n.toFixed(2)).join(", ")}.`,
    "",
    `Login phase first (every user, bcrypt at cost 12; a 429 from the busy hashing queue is retried after its Retry-After): ${result.login.seconds.toFixed(1)} s.`,
    "",
    statsTable(result.login.stats),
    "",
    `Then the mix for ${o.seconds} s:`,
    "",
    statsTable(result.stats),
    "",
    ...result.invariants.map((i) => `- ${i.ok ? "PASS" : "FAIL"} ${i.name}: ${i.detail}`),
  ];
  if (result.serverErrors.length)
    lines.push(
      "",
      "5xx answers (first ones):",
      ...result.serverErrors.map((e) => `- ${e.call} ${e.status}: ${e.body}`),
    );
  return lines.join("\n");
}

async function main() {
  const started = new Date();
  const loadBefore = os.loadavg();
  // --wait-for-build: another process (npm test's e2e tier) builds into NEXT_DIST_DIR; use its build.
  if (flag("wait-for-build") && !(await waitForBuild(15 * 60_000)))
    console.log("\u25b6 Build: none appeared within 15 minutes");
  console.log(`\u25b6 Build: ${await ensureBuild({ reuse: flag("reuse-build") })}`);
  const results: LoadResult[] = [];
  for (const database of databases) {
    console.log(`\u25b6 Load: ${users} users for ${seconds} s on ${database}`);
    const result = await runLoad({ database, server, users, seconds, thinkMs });
    console.log(`\n${print(result)}\n`);
    results.push(result);
  }
  const ok = results.every((r) => r.ok);
  // Only the full form (both databases) is published.
  if (!short && !only) {
    const doc = [
      "## Load test",
      "",
      `Run on ${started.toISOString()} by \`npm run test:load\` on ${machineLine(loadBefore)}.`,
      "The mix per user: log in; then shuffle the board, search and mark pages viewed, claim and release ideas, add and toggle milestones, write notes through batch-update and the beacon, complete a project (one a day), read usage and the project list, ask once for a plan change; with a pause between actions. Users keep going past their limits, so every limit is met at its edge.",
      "",
      results.map(print).join("\n\n"),
      "",
      `Result: ${ok ? "PASS" : "FAIL"}.`,
    ].join("\n");
    await writeSection("load", doc);
    console.log("\u2714 docs/reliability.md updated");
  }
  console.log(ok ? "\u2714 Load test passed" : "\u2716 Load test FAILED");
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(`\u2716 ${(error as Error).stack ?? error}`);
  process.exit(1);
});
