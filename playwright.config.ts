import { defineConfig, devices } from "@playwright/test";
import { E2E_OAUTH_ISSUER } from "./e2e/support/fake-oauth";
import { knownBrowser } from "./scripts/lib/browser";
import { embeddedUrl, newEmbeddedPassword } from "./lib/server/db/embedded-password";

/**
 * e2e: Chromium against the built app (`next start`) on its own port and database.
 * scripts/e2e-server.ts makes the database (a new one on TEST_DATABASE_URL's server, else an
 * embedded PostgreSQL) and then runs the same start script users run.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const embeddedPort = Number(process.env.E2E_EMBEDDED_PG_PORT ?? 54329);
// The SMTP sink started by e2e/support/global-setup.ts; the app sends every email there.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);

// Evaluated in the runner first; workers inherit these values.
// Every app the suite starts (scripts/e2e-server.ts, the start-modes spec's own starts) seeds a fresh
// database: a 12,000-post slice of the demo corpus gives it a library of about a hundred
// pipeline-built ideas (the board spec needs 24 distinct ones in one day), in seconds.
process.env.SEED_LIBRARY_POSTS ??= "12000";
process.env.E2E_BASE_URL ??= `http://localhost:${port}`;
if (!process.env.E2E_DATABASE_URL) {
  if (server) {
    const url = new URL(server);
    url.pathname = `/ideaforge_e2e_${process.pid}`;
    process.env.E2E_DATABASE_URL = url.toString();
  } else {
    // A new password for the embedded database: scripts/e2e-server.ts keeps it in its data directory.
    process.env.E2E_DATABASE_URL = embeddedUrl(embeddedPort, newEmbeddedPassword());
  }
}

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".data/test-reports/e2e.json" }],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace records a snapshot of the page at every action: it doubled the run time of the
    // keyboard spec's Tab walks (133 s of tests to 67 s without). In CI (one retry) only the retry
    // of a failed test records one; run alone, every test does and a failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      // The browser `npm test` chose (it sets CHROMIUM_PATH); run alone: CHROMIUM_PATH, Debian's
      // chromium or the npm package's once unpacked (scripts/lib/browser.ts).
      executablePath: knownBrowser(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    url: `http://127.0.0.1:${port}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    // SIGTERM first, so scripts/e2e-server.ts can drop its database (SIGKILL left them behind).
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      E2E_DATABASE_URL: process.env.E2E_DATABASE_URL,
      E2E_SERVER: server ?? "",
      EMBEDDED_PG_PORT: String(embeddedPort),
      APP_ENV: "test",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Social sign-in against the fake OAuth 2 provider of e2e/support/fake-oauth.ts (global setup).
      OAUTH_TEST_ISSUER: E2E_OAUTH_ISSUER,
      NEXTAUTH_URL: process.env.E2E_BASE_URL,
      LOG_LEVEL: "warn",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
