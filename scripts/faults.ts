/**
 * `npm run test:faults`: the fault drills, each on its own private PostgreSQL cluster (initdb in a
 * temporary directory, never the shared server) and the production build in NEXT_DIST_DIR
 * (default .next-load, built once and shared with the load test). Prints each drill's checks,
 * writes docs/reliability.md and exits 1 if any check failed.
 *   --only NAME[,NAME]   run only these drills
 *   --reuse-build        keep an existing build in NEXT_DIST_DIR even if sources changed since
 */
import os from "node:os";
import { ensureBuild } from "../tests/load/app";
import { machineLine, writeSection } from "../tests/load/report";
import { DRILLS } from "../tests/faults/index";
import type { DrillResult } from "../tests/faults/drill";

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1]!.split(",") : undefined;

function print(result: DrillResult): string {
  return [
    `### ${result.name}: ${result.ok ? "PASS" : "FAIL"} (${result.seconds.toFixed(0)} s)`,
    "",
    ...result.checks.map((c) => `- ${c.ok ? "PASS" : "FAIL"} ${c.name}: ${c.detail}`),
  ].join("\n");
}

async function main() {
  const started = new Date();
  const loadBefore = os.loadavg();
  console.log(`\u25b6 Build: ${await ensureBuild({ reuse: args.includes("--reuse-build") })}`);
  const results: DrillResult[] = [];
  for (const [name, drill] of Object.entries(DRILLS)) {
    if (only && !only.includes(name)) continue;
    console.log(`\u25b6 Drill: ${name}`);
    const result = await drill();
    console.log(`${print(result)}\n`);
    results.push(result);
  }
  const ok = results.every((r) => r.ok);
  if (!only) {
    await writeSection(
      "faults",
      [
        "## Fault drills",
        "",
        `Run on ${started.toISOString()} by \`npm run test:faults\` on ${machineLine(loadBefore)}. Each drill had its own PostgreSQL cluster (initdb in a temporary directory) and the production build.`,
        "",
        results.map(print).join("\n\n"),
        "",
        `Result: ${ok ? "PASS" : "FAIL"}.`,
      ].join("\n"),
    );
    console.log("\u2714 docs/reliability.md updated");
  }
  console.log(ok ? "\u2714 Fault drills passed" : "\u2716 Fault drills FAILED");
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(`\u2716 ${(error as Error).stack ?? error}`);
  process.exit(1);
});
