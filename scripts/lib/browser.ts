/**
 * The Chromium that `npm test`'s e2e tier drives, found or got offline. The ways, in order, and the
 * first that works wins:
 *   1. `CHROMIUM_PATH`, when set;
 *   2. `/usr/bin/chromium` (Debian's package);
 *   3. as root on Debian or Ubuntu (apt-get there): install Debian's `chromium` package, as CI did;
 *   4. the headless Chromium shipped inside the `@sparticuz/chromium` npm package (a devDependency:
 *      its binary comes with `npm install`, brotli-compressed, and is unpacked once into
 *      `.data/browser/`; nothing is downloaded at run time);
 *   5. the Chromium `npx playwright install chromium` put in Playwright's cache.
 * A way "works" when its file is there and runs (`--version` exits 0 within 20 s). When none does,
 * the runner stops before any tier with one line that says the exact command to run.
 */
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, createReadStream, createWriteStream, existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createBrotliDecompress } from "node:zlib";

export interface BrowserWay {
  /** What the runner prints when it takes this way. */
  label: string;
  /** The browser's path when this way can give one here, else undefined. May print what it does. */
  find(print: (line: string) => void): Promise<string | undefined>;
}

export type BrowserChoice = { path: string; label: string } | { missing: string };

/**
 * Tries the ways in order; the first whose path `runs` is the choice. A way that throws is skipped.
 * When none works, prints the `missing` line (the exact command to run) and returns it.
 */
export async function chooseBrowser(
  ways: BrowserWay[],
  runs: (file: string) => boolean,
  print: (line: string) => void,
  missing: string,
): Promise<BrowserChoice> {
  for (const way of ways) {
    let file: string | undefined;
    try {
      file = await way.find(print);
    } catch (error) {
      print(`  ${way.label}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (file === undefined) continue;
    if (runs(file)) return { path: file, label: way.label };
    print(`  ${way.label}: ${file} is there but does not run on this machine`);
  }
  print(missing);
  return { missing };
}

/** True when `file` is an executable that prints its version (a browser built for this machine). */
export function browserRuns(file: string): boolean {
  if (!isExecutable(file)) return false;
  const r = spawnSync(file, ["--version"], { stdio: "ignore", timeout: 20_000 });
  return r.status === 0;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const NPM_CHROMIUM = "node_modules/@sparticuz/chromium";

/** Where way 4 unpacks the npm package's browser, one folder per package version. */
export function npmBrowserPath(root = process.cwd()): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, NPM_CHROMIUM, "package.json"), "utf8")) as { version: string };
    return path.join(root, process.env.DATA_DIR ?? ".data", "browser", `chromium-${pkg.version}`, "chromium");
  } catch {
    return undefined;
  }
}

/**
 * The browser playwright.config.ts launches when `npm test` did not choose one (a plain
 * `npx playwright test`): CHROMIUM_PATH, Debian's, or the npm package's once unpacked; undefined
 * leaves Playwright's own default.
 */
export function knownBrowser(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const unpacked = npmBrowserPath();
  return unpacked && existsSync(unpacked) ? unpacked : undefined;
}

/** Runs a command, its errors shown but not its progress; resolves to its exit code (1: not started). */
function run(command: string, args: string[], env: Record<string, string | undefined>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "ignore", "inherit"],
      env: env as NodeJS.ProcessEnv,
      timeout: 15 * 60_000,
    });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, command)));
}

const isRoot = () => process.getuid?.() === 0;
const isDebianLike = () => existsSync("/etc/debian_version");

/** The ways of this machine, in the order of the module comment. */
export function defaultWays(env: Record<string, string | undefined> = process.env): BrowserWay[] {
  return [
    {
      label: "CHROMIUM_PATH",
      async find(print) {
        const file = env.CHROMIUM_PATH;
        if (!file) return undefined;
        if (!isExecutable(file)) {
          print(`  CHROMIUM_PATH=${file} is not an executable file; trying the other ways`);
          return undefined;
        }
        return file;
      },
    },
    {
      label: "Debian's chromium",
      async find() {
        return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
      },
    },
    {
      label: "Debian's chromium, installed now",
      async find(print) {
        if (!isRoot() || !isDebianLike() || !onPath("apt-get")) return undefined;
        print(
          `No Chromium at ${SYSTEM_CHROMIUM}: installing Debian's chromium package ` +
            "(apt-get update; apt-get install -y chromium fonts-liberation: a minute or two)...",
        );
        const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
        if ((await run("apt-get", ["update", "-qq"], aptEnv)) !== 0) print("  apt-get update failed");
        const code = await run("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"], aptEnv);
        if (code !== 0) print(`  apt-get install failed (exit ${code})`);
        return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
      },
    },
    {
      label: "the npm package @sparticuz/chromium",
      async find(print) {
        const target = npmBrowserPath();
        // The package ships one build: Linux on x64.
        if (!target || process.platform !== "linux" || process.arch !== "x64") return undefined;
        if (!existsSync(target)) {
          print(
            `Unpacking the headless Chromium of @sparticuz/chromium into ${path.relative(process.cwd(), target)}...`,
          );
          await unpack(path.join(NPM_CHROMIUM, "bin", "chromium.br"), target);
        }
        return target;
      },
    },
    {
      label: "Playwright's downloaded Chromium",
      async find() {
        const { chromium } = await import("@playwright/test");
        const file = chromium.executablePath();
        return existsSync(file) ? file : undefined;
      },
    },
  ];
}

/** Brotli-decompresses `source` to `target`, through a temporary file: a cut run leaves no half binary. */
async function unpack(source: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  try {
    await pipeline(createReadStream(source), createBrotliDecompress(), createWriteStream(partial));
    await chmod(partial, 0o755);
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}

/** The one line printed when no way works: the exact command that gives this machine a browser. */
export function missingBrowserLine(hasApt = onPath("apt-get"), root = isRoot()): string {
  const command = hasApt
    ? `${root ? "" : "sudo "}apt-get install -y chromium && npm test`
    : "npx playwright install chromium && npm test";
  return `npm test found no Chromium for its e2e tier; run: ${command}   (or set CHROMIUM_PATH to a Chromium)`;
}
