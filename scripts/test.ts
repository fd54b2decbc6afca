/**
 * `npm test`: every tier: typecheck, lint and format (Prettier's check) side by side, then e2e (Chromium against the
 * built app) beside unit followed by integration (PostgreSQL). Runs them all, prints a summary, exits non-zero if any failed.
 * TEST_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server to create test databases on;
 * without it the integration and e2e tiers use an embedded PostgreSQL.
 * `npm test -- unit integration` runs only the named tiers. In the full run the short load test
 * (`load`) follows integration in its lane; `npm test -- load` runs it alone.
 * Before any tier, when e2e is to run, it finds or gets its Chromium (scripts/lib/browser.ts) and
 * hands it to Playwright as CHROMIUM_PATH; with none, it stops there with the command to run.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { browserRuns, chooseBrowser, defaultWays, missingBrowserLine } from "./lib/browser";

interface Step {
  name: string;
  command: string[];
  /** JSON report to read test counts from. */
  report?: { file: string; kind: "vitest" | "playwright" };
}

const REPORTS = path.resolve(".data/test-reports");
const bin = (name: string) => path.resolve("node_modules/.bin", name);

const STEPS: Step[] = [
  { name: "typecheck", command: [bin("tsc"), "--noEmit", "-p", "."] },
  { name: "lint", command: [bin("eslint"), ".", "--max-warnings=0"] },
  { name: "format", command: [bin("prettier"), "--check", "."] },
  {
    name: "unit",
    command: [
      bin("vitest"),
      "run",
      "--project",
      "unit",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/unit.json`,
    ],
    report: { file: `${REPORTS}/unit.json`, kind: "vitest" },
  },
  {
    name: "integration",
    command: [
      bin("vitest"),
      "run",
      "--project",
      "integration",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/integration.json`,
    ],
    report: { file: `${REPORTS}/integration.json`, kind: "vitest" },
  },
  {
    name: "e2e",
    command: [bin("playwright"), "test"],
    report: { file: `${REPORTS}/e2e.json`, kind: "playwright" },
  },
];

/**
 * The static checks: each is one process on one core, so side by side they take about as long as
 * the longest (lint) rather than the three added up. Their outputs are held in files and printed
 * in this order once all have ended.
 */
const SIDE_BY_SIDE_CHECKS = new Set(["typecheck", "lint", "format"]);

/**
 * The short load test (scripts/load.ts --short: 50 users for 15 s on PostgreSQL, invariants
 * checked). It runs in the integration lane once integration ends, beside e2e, on e2e's production
 * build (same dist dir, already built by then), so it adds no wall time.
 */
const LOAD_STEP: Step = { name: "load", command: [bin("tsx"), "scripts/load.ts", "--short"] };
const LOAD_BESIDE_E2E: Step = { ...LOAD_STEP, command: [...LOAD_STEP.command, "--wait-for-build"] };

/** The tiers that run one after another beside e2e, in this order (and the short load test after integration). */
const BESIDE_E2E = new Set(["unit", "integration"]);

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
}

/** Runs a command; with `logFile`, its output goes there instead of the terminal. */
function run(command: string[], logFile?: string, extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, "w") : undefined;
    const child = spawn(command[0]!, command.slice(1), {
      stdio: log === undefined ? "inherit" : ["ignore", log, log],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        CHECKPOINT_DISABLE: "1",
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json`,
        ...extraEnv,
      },
    });
    child.on("exit", (code, signal) => {
      if (log !== undefined) closeSync(log);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function counts(report: Step["report"]): Promise<{ passed: number; failed: number } | undefined> {
  if (!report) return undefined;
  try {
    const data = JSON.parse(await readFile(report.file, "utf8"));
    if (report.kind === "vitest") return { passed: data.numPassedTests, failed: data.numFailedTests };
    return { passed: data.stats.expected + (data.stats.flaky ?? 0), failed: data.stats.unexpected };
  } catch {
    return undefined;
  }
}

/** Runs `group` side by side, each output held in a file, and prints the outputs in order once all end. */
async function runSideBySide(
  group: Step[],
  runStep: (step: Step, logFile?: string) => Promise<Result>,
): Promise<Result[]> {
  console.log(`\n\u2501\u2501 ${group.map((s) => s.name).join(", ")}, side by side \u2501\u2501`);
  const logOf = (name: string) => path.join(REPORTS, `${name}.log`);
  const ended = await Promise.all(group.map((step) => runStep(step, logOf(step.name))));
  for (const r of ended)
    console.log(
      `\n\u2501\u2501 ${r.name} (${r.ok ? "passed" : "FAILED"}) \u2501\u2501\n${await readFile(logOf(r.name), "utf8")}`,
    );
  return ended;
}

/**
 * Runs `lane` one step after another beside the e2e tier, each step's output held in a file and
 * printed when it ends, so it never interleaves with e2e's; the short load test follows integration
 * on e2e's build.
 */
async function runLaneBesideE2e(
  lane: Step[],
  runStep: (step: Step, logFile?: string, extraEnv?: Record<string, string>) => Promise<Result>,
): Promise<Result[]> {
  const held = async (step: Step, title: string, extraEnv?: Record<string, string>) => {
    const logFile = path.join(REPORTS, `${step.name}.log`);
    const r = await runStep(step, logFile, extraEnv);
    console.log(
      `\n\u2501\u2501 ${title} (${r.ok ? "passed" : "FAILED"}) \u2501\u2501\n${await readFile(logFile, "utf8")}\n\u2501\u2501 e2e (continues) \u2501\u2501`,
    );
    return r;
  };
  const results: Result[] = [];
  for (const step of lane) {
    results.push(await held(step, step.name));
    if (step.name === "integration")
      results.push(
        await held(LOAD_BESIDE_E2E, "short load test", { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next" }),
      );
  }
  return results;
}

async function main() {
  const only = process.argv.slice(2);
  const steps = only.length ? STEPS.filter((s) => only.includes(s.name)) : STEPS;
  if (steps.some((s) => s.name === "e2e")) {
    const browser = await chooseBrowser(defaultWays(), browserRuns, console.log, missingBrowserLine());
    // No browser: the line saying what to run is printed; stop before any tier.
    if ("missing" in browser) process.exit(1);
    console.log(`e2e browser: ${browser.path} (${browser.label})`);
    process.env.CHROMIUM_PATH = browser.path;
  }
  await rm(REPORTS, { recursive: true, force: true });
  await mkdir(REPORTS, { recursive: true });
  const results: Result[] = [];
  const runStep = async (step: Step, logFile?: string, extraEnv?: Record<string, string>): Promise<Result> => {
    const t0 = Date.now();
    const code = await run(step.command, logFile, extraEnv);
    const c = await counts(step.report);
    return { name: step.name, ok: code === 0, seconds: (Date.now() - t0) / 1000, ...c };
  };
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (SIDE_BY_SIDE_CHECKS.has(step.name)) {
      let end = i;
      while (end < steps.length && SIDE_BY_SIDE_CHECKS.has(steps[end]!.name)) end++;
      const group = steps.slice(i, end);
      results.push(...(await runSideBySide(group, runStep)));
      i = end - 1;
      continue;
    }
    const e2e = steps.find((s) => s.name === "e2e");
    if (e2e && BESIDE_E2E.has(step.name)) {
      // The rest of the run: unit and integration one after the other in one lane, the e2e tier
      // in the other (each tier has its own database). e2e is the longest tier and spends most of
      // its time waiting on the browser; started beside unit (one vitest worker on a 2-core
      // machine) its app's build and seed take the core unit leaves idle.
      const lane = steps.slice(i).filter((s) => BESIDE_E2E.has(s.name));
      console.log(
        `\n\u2501\u2501 ${lane.map((s) => s.name).join(" then ")}, beside e2e (their output follows as each ends) \u2501\u2501`,
      );
      const [laneResults, e2eResult] = await Promise.all([runLaneBesideE2e(lane, runStep), runStep(e2e)]);
      results.push(...laneResults, e2eResult);
      break;
    }
    console.log(`\n\u2501\u2501 ${step.name} \u2501\u2501`);
    results.push(await runStep(step));
  }
  if (only.includes("load")) results.push(await runStep(LOAD_STEP));

  console.log("\n\u2501\u2501 summary \u2501\u2501");
  for (const r of results) {
    const tests = r.passed !== undefined ? `  ${r.passed} passed, ${r.failed} failed` : "";
    console.log(`${r.ok ? "PASS" : "FAIL"}  ${r.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} s${tests}`);
  }
  const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
  const failed = results.reduce((n, r) => n + (r.failed ?? 0), 0);
  const failedSteps = results.filter((r) => !r.ok).length;
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
  if (failedSteps)
    console.log(
      `${failedSteps} step(s) failed: ${results
        .filter((r) => !r.ok)
        .map((r) => r.name)
        .join(", ")}`,
    );
  process.exit(failedSteps ? 1 : 0);
}

void main();
