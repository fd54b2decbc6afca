/**
 * The production build of the app for the browser benchmarks (page weight, Lighthouse): the same
 * script the e2e suite uses (scripts/e2e-server.ts: a fresh database, migrations, the seed, `next
 * build` when sources changed, `next start`), on its own port and build directory, stopped and its
 * database dropped at the end. Logged-in pages get a session cookie made by the app's session module
 * for a seeded demo user, as the e2e fixtures do.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { createPrisma } from "../lib/server/db/client";
import { embeddedUrl, newEmbeddedPassword } from "../lib/server/db/embedded-password";
import { createSession } from "../lib/server/auth/sessions";

export interface SessionCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
}

export interface ProductionApp {
  baseUrl: string;
  /** A session cookie for the seeded demo user `username`. */
  sessionCookie(username: string): Promise<SessionCookie>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 600_000;

/** A TCP port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function startProductionApp(): Promise<ProductionApp> {
  const [port, embeddedPort] = await Promise.all([freePort(), freePort()]);
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";
  const databaseUrl = server
    ? databaseOn(server, `ideaforge_pages_${process.pid}`)
    : embeddedUrl(embeddedPort, newEmbeddedPassword()); // scripts/e2e-server.ts keeps this password
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/e2e-server.ts"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      NEXT_DIST_DIR: process.env.BENCH_NEXT_DIST_DIR ?? ".next-bench",
      E2E_DATABASE_URL: databaseUrl,
      E2E_SERVER: server,
      EMBEDDED_PG_PORT: String(embeddedPort),
      DATABASE_URL: "",
      APP_ENV: "test",
      NEXTAUTH_URL: baseUrl,
      LOG_LEVEL: "warn",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => void output.push(chunk.toString());
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/`, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${output.join("").slice(-4000)}`);
  }
  let prisma: PrismaClient | undefined;
  return {
    baseUrl,
    async sessionCookie(username) {
      prisma ??= createPrisma(databaseUrl, 2);
      const user = await prisma.user.findFirstOrThrow({ where: { username } });
      const { token, expiresAt } = await createSession(user.id, { rememberMe: false }, prisma);
      return {
        name: "sessionid",
        value: token,
        domain: "localhost",
        path: "/",
        expires: Math.floor(expiresAt.getTime() / 1000),
      };
    },
    async stop() {
      await prisma?.$disconnect();
      await stopChild(child);
    },
  };
}

function databaseOn(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before answering`);
    const up = await fetch(url, { redirect: "manual" }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM, so the e2e server script drops its database; SIGKILL after 20 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
