/**
 * `npm start`: one command from a fresh clone to a running app.
 * Without DATABASE_URL it serves PostgreSQL in-process (PGlite, persisted in .data/pglite); with it,
 * it uses that server. Then: migrations, the seed when the database is empty (the demo library: the
 * committed snapshot of the idea pipeline's build over the generated forum corpus, loaded in seconds,
 * or with SEED_LIBRARY_POSTS a smaller corpus built by the pipeline; prisma/seed.ts), `next build` when sources changed,
 * `next start` on PORT (default 3000), and the URL and demo logins printed.
 * `npm run dev` does the same with `next dev`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, open, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { EmbeddedPostgres } from "../lib/server/db/embedded";
import { commandStartedAt } from "./lib/command-start";
import { sourceFingerprint } from "./lib/fingerprint";

/** The time `npm start` began (its npm process), which 'Ready in' counts from. */
const started = commandStartedAt();
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const dataDir = process.env.DATA_DIR ?? ".data";
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";

const step = (msg: string) => console.log(`\u25b6 ${msg}`);
let embedded: EmbeddedPostgres | undefined;
let child: ChildProcess | undefined;
/** next build, while it runs. */
let builder: ChildProcess | undefined;

async function main() {
  // Production is one explicit decision (APP_ENV, or NODE_ENV=production set by the user), whatever
  // the database: without it this is a development environment (demo data, local billing, mailbox).
  process.env.APP_ENV ??= process.env.NODE_ENV === "production" ? "production" : "development";
  // The build needs no database: it runs beside the database's start, the migrations and the seed
  // (each mostly on a core of its own), its output kept in a log so their lines stay readable. It
  // starts first, before even the embedded database: it is the longest step.
  const { built } = dev ? { built: Promise.resolve() } : await startBuildIfNeeded(path.join(dataDir, "next-build.log"));
  built.catch(() => {});
  // The database's modules (the seed's pipeline and word lists among them: about 4 s of CPU) load
  // only once the build has started, so the build does not wait for them.
  const [{ startEmbeddedPostgres }, { migrate }, { assertBillingConfigured }, { createPrisma }, seeding] =
    await Promise.all([
      import("../lib/server/db/embedded"),
      import("../lib/server/db/migrate"),
      import("../lib/billing/config"),
      import("../lib/server/db/client"),
      import("../prisma/seed"),
    ]);
  const { libraryBuildUnfinished, runSeed } = seeding;
  if (!process.env.DATABASE_URL) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, "pglite"),
      port: Number(process.env.EMBEDDED_PG_PORT ?? 0),
    });
    process.env.DATABASE_URL = embedded.url;
    step(
      `Database: embedded PostgreSQL (PGlite) in ${path.join(dataDir, "pglite")}, on 127.0.0.1:${embedded.port} (password in ${path.join(dataDir, "pglite-password")})`,
    );
  } else {
    step("Database: DATABASE_URL");
  }
  const databaseUrl = process.env.DATABASE_URL;
  // Production without Stripe keys would take money it cannot record: refuse to start.
  assertBillingConfigured();

  const migrating = Date.now();
  const applied = await migrate(databaseUrl);
  const migrateTime = `${((Date.now() - migrating) / 1000).toFixed(1)} s`;
  step(applied.length ? `Migrations: applied ${applied.join(", ")} in ${migrateTime}` : "Migrations: up to date");

  const prisma = createPrisma(databaseUrl, 4);
  const ideaCount = await prisma.idea.count();
  const seed = ideaCount === 0 ? "empty" : (await libraryBuildUnfinished(databaseUrl)) ? "unfinished" : null;
  if (seed) {
    step(
      seed === "empty"
        ? process.env.SEED_LIBRARY_POSTS
          ? "Seed: empty database, building the demo library with the idea pipeline (once)"
          : "Seed: empty database, loading the demo library (the idea pipeline's build of the demo corpus, once)"
        : "Seed: finishing the demo library build an earlier start left unfinished",
    );
    await runSeed(prisma, { databaseUrl });
  } else {
    step(`Seed: ${ideaCount.toLocaleString("en-US")} ideas already there`);
  }
  await prisma.$disconnect();
  await built;
  await serve(seeding);
}

/**
 * Decides whether sources changed and, if so, starts next build; `built` settles when it ends.
 * `log`: the file next build writes to (its last lines are printed if it fails).
 */
async function startBuildIfNeeded(log: string): Promise<{ built: Promise<void> }> {
  const marker = path.join(distDir, ".source-fingerprint");
  const fingerprint = await sourceFingerprint();
  const previous = await readFile(marker, "utf8").catch(() => "");
  const hasBuild = await readFile(path.join(distDir, "BUILD_ID"), "utf8").then(
    () => true,
    () => false,
  );
  if (hasBuild && previous === fingerprint) {
    step("Build: up to date");
    return { built: Promise.resolve() };
  }
  const t = Date.now();
  step(`Build: sources changed, running next build (about a minute), beside the database's steps; log in ${log}`);
  const building = run(["build"], { ...process.env, NODE_ENV: "production" }, log);
  const built = (async () => {
    try {
      await building;
    } catch (error) {
      console.error((await readFile(log, "utf8").catch(() => "")).split("\n").slice(-40).join("\n"));
      throw error;
    }
    await writeFile(marker, fingerprint);
    step(`Build: done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  })();
  return { built };
}

async function run(args: string[], environment: NodeJS.ProcessEnv, log: string | null = null): Promise<void> {
  if (log) await mkdir(path.dirname(log), { recursive: true });
  const out = log ? await open(log, "w") : null;
  try {
    await new Promise<void>((resolve, reject) => {
      builder = spawn(process.execPath, [nextBin(), ...args], {
        stdio: out ? ["ignore", out.fd, out.fd] : "inherit",
        env: environment,
      });
      builder.on("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`next ${args.join(" ")} exited with ${code}`)),
      );
    });
  } finally {
    builder = undefined;
    await out?.close();
  }
}

const nextBin = () => path.resolve("node_modules/next/dist/bin/next");

async function serve({ DEMO_PASSWORD, DEMO_USERNAMES, shouldSeedDemo }: typeof import("../prisma/seed")) {
  const args = ["--import", "tsx", "scripts/server.ts", ...(dev ? ["--dev"] : [])];
  child = spawn(process.execPath, args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: dev ? "development" : "production", PORT: String(port) },
  });
  child.on("exit", async (code) => {
    await embedded?.stop().catch(() => undefined);
    process.exit(code ?? 0);
  });
  await waitUntilUp(`http://${probeHost(process.env.HOST)}:${port}/`);
  const url = process.env.APP_URL ?? `http://localhost:${port}`;
  console.log(`\n\u2714 Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}`);
  if (shouldSeedDemo()) {
    console.log(`  Demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERNAMES.join(", ")}\n`);
  }
}

/** An address that reaches the server: loopback unless HOST names one particular interface. */
function probeHost(host: string | undefined): string {
  if (!host || host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

async function waitUntilUp(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url, { redirect: "manual" });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The app did not answer on ${url} within 60 s`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    builder?.kill(signal);
    if (child && child.exitCode === null) child.kill(signal);
    else void embedded?.stop().finally(() => process.exit(0));
  });
}

main().catch(async (error) => {
  console.error(`\u2716 ${(error as Error).message}`);
  child?.kill();
  builder?.kill();
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
