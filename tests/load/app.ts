/**
 * The production app for the load test and the fault drills: one `next build` into its own dist
 * dir (NEXT_DIST_DIR, default .next-load), reused while the sources are unchanged (the same marker
 * `npm start` writes), then `scripts/server.ts` in production mode on a given database, or
 * `scripts/start.ts` without DATABASE_URL for the embedded database, exactly as `npm start` runs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { createPrisma } from "../../lib/server/db/client";
import { migrate } from "../../lib/server/db/migrate";
import { runSeed } from "../../prisma/seed";
import { sourceFingerprint } from "../../scripts/lib/fingerprint";

export const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next-load";
const LOG_DIR = path.resolve(".data/reliability-logs");

/**
 * Builds the production app into DIST_DIR unless the build there matches the sources; with
 * `reuse`, any existing build is kept (--reuse-build: several runs in a row while others edit).
 */
export async function ensureBuild({ reuse = false } = {}): Promise<"built" | "up to date" | "reused"> {
  const marker = path.join(DIST_DIR, ".source-fingerprint");
  const fingerprint = await sourceFingerprint();
  const previous = await readFile(marker, "utf8").catch(() => "");
  const hasBuild = await readFile(path.join(DIST_DIR, "BUILD_ID"), "utf8").then(
    () => true,
    () => false,
  );
  if (hasBuild && previous === fingerprint) return "up to date";
  if (hasBuild && reuse) return "reused";
  await new Promise<void>((resolve, reject) => {
    const p = spawn(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "build"], {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" },
    });
    p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`))));
  });
  await writeFile(marker, fingerprint);
  return "built";
}

/**
 * Waits (up to `timeoutMs`) for the build in DIST_DIR to match the sources, when another process
 * (the e2e tier's start script) is making it; true when it does.
 */
export async function waitForBuild(timeoutMs: number): Promise<boolean> {
  const fingerprint = await sourceFingerprint();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const marker = await readFile(path.join(DIST_DIR, ".source-fingerprint"), "utf8").catch(() => "");
    if (marker === fingerprint) return true;
    await new Promise((r) => setTimeout(r, 2_000));
  }
  return false;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The load test and the fault drills measure the app under traffic, not the library build: they
 * seed a library from 12,000 posts (about a hundred ideas, built in seconds) unless SEED_LIBRARY_POSTS
 * says otherwise; the full corpus would add minutes per database.
 */
const LOAD_LIBRARY_POSTS = 12_000;

/** Migrations and the seed (the demo library), as `npm start` does on an empty database. */
export async function prepareDatabase(databaseUrl: string): Promise<void> {
  await migrate(databaseUrl);
  const prisma = createPrisma(databaseUrl, 2);
  try {
    const posts = Number(process.env.SEED_LIBRARY_POSTS) || LOAD_LIBRARY_POSTS;
    if ((await prisma.idea.count()) === 0) await runSeed(prisma, { quiet: true, databaseUrl, posts });
  } finally {
    await prisma.$disconnect();
  }
}

export interface AppOptions {
  /** Unset: the embedded database, served by scripts/start.ts on `embeddedPort` in `dataDir`. */
  databaseUrl?: string;
  embeddedPort?: number;
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** A name for the log file under .data/reliability-logs. */
  name: string;
}

export interface RunningApp {
  url: string;
  port: number;
  process: ChildProcess;
  logFile: string;
  /** SIGTERM, then SIGKILL after 20 s; resolves when the process is gone. */
  stop: () => Promise<void>;
  kill: () => Promise<void>;
  exited: Promise<number | null>;
}

export async function startApp(opts: AppOptions): Promise<RunningApp> {
  const port = opts.port ?? (await freePort());
  await mkdir(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${opts.name}.log`);
  const log = createWriteStream(logFile, { flags: "a" });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "test",
    NEXT_DIST_DIR: DIST_DIR,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    // Each simulated user comes from its own address (X-Forwarded-For), as behind a proxy.
    TRUST_PROXY: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
    ...opts.env,
  };
  const script = opts.databaseUrl ? "scripts/server.ts" : "scripts/start.ts";
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.EMBEDDED_PG_PORT = String(opts.embeddedPort ?? (await freePort()));
    env.DATA_DIR = opts.dataDir ?? ".data/load-embedded";
  }
  const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "pipe"], env });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const gone = () => exited.then(() => undefined);
  const app: RunningApp = {
    url,
    port,
    process: child,
    logFile,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await gone();
      clearTimeout(timer);
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await gone();
    },
  };
  await waitUntilReady(url, exited, 300_000);
  return app;
}

/** Waits for GET /api/health/ready to answer 200 (database, migrations and worker). */
export async function waitUntilReady(url: string, exited: Promise<unknown>, timeoutMs: number): Promise<void> {
  let dead = false;
  void exited.then(() => (dead = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (dead) throw new Error(`The app at ${url} exited before it was ready`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app at ${url} was not ready within ${timeoutMs / 1000} s`);
}
